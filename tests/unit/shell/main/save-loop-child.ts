// Saves two different contents into one file over and over until it is killed
// (used by file-service.test.ts: the file must always hold one of them whole).
import { atomicWrite } from '../../../../src/main/files/atomic-write';

const [path, size] = process.argv.slice(2);
const a = 'A'.repeat(Number(size));
const b = 'B'.repeat(Number(size) + 17);
process.stdout.write('go\n');
for (let i = 0; ; i++) await atomicWrite(path, i % 2 ? a : b);

// Validation of big documents off the UI thread (see problems-service.ts for when it is used).
import { expose } from 'comlink';
import { validateText, type ValidationRequest } from './validate';

const api = { validate: (req: ValidationRequest) => validateText(req) };
export type ValidationWorkerApi = typeof api;
expose(api);

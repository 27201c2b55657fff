import { editActions } from './edit';
import { fileActions } from './file';
import { helpActions } from './help';
import { simulateActions } from './simulate';
import { viewActions } from './view';

/** Every command of the shell; editors register theirs when they load. */
export const shellActions = [...fileActions, ...editActions, ...viewActions, ...simulateActions, ...helpActions];

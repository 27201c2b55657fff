import { editActions } from './edit';
import { fileActions } from './file';
import { helpActions } from './help';
import { simulateActions } from './simulate';
import { viewActions } from './view';
import { universalisFileActions } from '../rulesets/universalis/register';

/** Every command of the shell; editors register theirs when they load. */
export const shellActions = [...fileActions, ...universalisFileActions, ...editActions, ...viewActions, ...simulateActions, ...helpActions];

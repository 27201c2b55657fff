/**
 * The mission simulator off the UI thread (comlink): the pane starts one worker for test-play and one per batch
 * slice, so a batch never waits for a game in progress, and Cancel simply ends the batch's workers.
 */
import { expose } from 'comlink';
import { createSimApi } from './worker-api';

expose(createSimApi(() => performance.now()));

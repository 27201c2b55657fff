/** Skirmish batches off the UI thread (comlink): one worker per slice; Cancel ends the workers. */
import { expose } from 'comlink';
import { createBatchApi } from './batch-worker-api';

expose(createBatchApi(() => performance.now()));

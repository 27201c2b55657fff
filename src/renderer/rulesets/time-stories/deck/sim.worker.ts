/** The deck simulator off the UI thread (comlink): the pane's step-by-step run and batches (sim-api.ts). */
import { expose } from 'comlink';
import { createDeckSimApi } from './sim-api';

export type { SimWorkerApi, StepState } from './sim-api';

expose(createDeckSimApi());

/**
 * The mission simulator off the UI thread (comlink): the pane starts one worker for test-play and one per batch
 * slice, so a batch never waits for a game in progress, and Cancel simply ends the batch's workers.
 */
import { expose } from 'comlink';
import { createSimApi } from './worker-api';

/**
 * A live batch yields between sub-chunks of games so a cancel can come in. Not with setTimeout(0): nested timers
 * are held back to 4 ms each, a seventh of a 25 ms sub-chunk; a message to ourselves comes back at once, queued
 * behind any message already waiting.
 */
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldToMessages = () =>
  new Promise<void>((ok) => {
    waiting.push(ok);
    channel.port2.postMessage(null);
  });

expose(createSimApi(() => performance.now(), yieldToMessages));

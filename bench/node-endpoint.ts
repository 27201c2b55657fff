// comlink over a worker thread's port (what comlink's node adapter does, typed for this project's Node config).
import type { Endpoint } from 'comlink';
import type { MessagePort, Worker } from 'node:worker_threads';

type Listener = Parameters<Endpoint['addEventListener']>[1];

export function nodeEndpoint(port: MessagePort | Worker): Endpoint {
  const bound = new Map<Listener, (data: unknown) => void>();
  return {
    postMessage: (message: unknown, transfer?: readonly unknown[]) => port.postMessage(message, transfer as never),
    addEventListener: (_type: string, listener: Listener) => {
      const l = (data: unknown) => {
        const event = { data } as MessageEvent;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      port.on('message', l);
      bound.set(listener, l);
    },
    removeEventListener: (_type: string, listener: Listener) => {
      const l = bound.get(listener);
      if (l) port.off('message', l);
      bound.delete(listener);
    },
  } as Endpoint;
}

/**
 * Registers one handler per channel of the contract (src/shared/ipc-contract.ts). Before a
 * handler runs, the sender must be the studio's own page and the single argument must match the
 * channel's JSON Schema; anything else is refused with an error and never reaches the handler.
 */
import Ajv from 'ajv';
import { channels, CHANNELS, type Channel } from '../shared/ipc-contract';

export interface IpcEventLike {
  senderFrame?: { url: string } | null;
  sender?: unknown;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}

export type Handlers = { [C in Channel]: (arg: never) => unknown };

export function registerIpc(ipc: IpcMainLike, handlers: Handlers, isTrusted: (event: IpcEventLike) => boolean): void {
  const ajv = new Ajv({ allErrors: false, strict: true });
  for (const channel of CHANNELS) {
    const validate = ajv.compile(channels[channel]);
    const handler = handlers[channel] as (arg: unknown) => unknown;
    ipc.handle(channel, async (event, ...args) => {
      if (!isTrusted(event)) throw new Error(`${channel}: refused, the sender is not the studio's page.`);
      if (args.length !== 1 || !validate(args[0])) {
        throw new Error(`${channel}: refused, invalid argument (${ajv.errorsText(validate.errors)}).`);
      }
      return handler(args[0]);
    });
  }
}

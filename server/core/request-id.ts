import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request being handled, or undefined outside one (scripts, workers). */
export const currentRequestId = (): string | undefined => requestIds.getStore();

/**
 * Gives a request an id, sent back in the `x-request-id` header, and handles it with that id in
 * reach: an error logged while it runs carries it, and the visitor who reports the error can
 * quote it (an INTERNAL_SERVER_ERROR has it in `extensions.requestId`).
 */
export function withRequestId(_req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const id = randomUUID();
  res.setHeader('x-request-id', id);
  requestIds.run(id, handle);
}

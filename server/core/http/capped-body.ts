import type { IncomingMessage } from 'node:http';

/** What reading a request body gave: its bytes, or why there are none. */
export type CappedBody = Buffer | 'too-large' | 'aborted';

/**
 * Reads a request body into memory, at most `maxBytes` of it: 'too-large' as soon as it passes
 * them (what is already read is dropped, nothing more is kept; the caller answers and closes),
 * 'aborted' when the client goes away or the stream fails. Never rejects: a stream event's
 * exception would end the process.
 */
export function readCappedBody(req: IncomingMessage, maxBytes: number): Promise<CappedBody> {
  return new Promise((resolve) => {
    let chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: CappedBody) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAbort);
      req.off('aborted', onAbort);
      chunks = [];
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) settle('too-large');
      else chunks.push(chunk);
    };
    const onEnd = () => settle(Buffer.concat(chunks, size));
    const onAbort = () => settle('aborted');
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAbort);
    req.on('aborted', onAbort);
  });
}

import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCappedBody } from './capped-body';

/** A request body that arrives in `chunks`, then ends (or fails). */
function body(chunks: string[], ending: 'end' | 'error' = 'end'): IncomingMessage {
  const stream = new PassThrough();
  setImmediate(() => {
    for (const c of chunks) stream.write(c);
    if (ending === 'end') stream.end();
    else stream.destroy(new Error('connection reset'));
  });
  return stream as unknown as IncomingMessage;
}

describe('readCappedBody', () => {
  it.each<[string, string[], number, string]>([
    ['one chunk under the cap', ['{"a":1}'], 100, '{"a":1}'],
    ['several chunks exactly at the cap', ['abc', 'def', 'gh'], 8, 'abcdefgh'],
    ['an empty body', [], 10, ''],
  ])('%s: the whole body', async (_name, chunks, cap, expected) => {
    const read = await readCappedBody(body(chunks), cap);
    expect(Buffer.isBuffer(read) && read.toString('utf8')).toBe(expected);
  });

  it('says too-large as soon as the body passes the cap, whatever follows', async () => {
    expect(await readCappedBody(body(['abcd', 'efgh', 'x'.repeat(1_000_000)]), 6)).toBe('too-large');
  });

  it('says aborted when the stream fails before its end', async () => {
    expect(await readCappedBody(body(['abc'], 'error'), 100)).toBe('aborted');
  });
});

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../core/graphql/response-cache';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PUBLIC_QUERY_FIELDS } from '../schema';
import { initialJsUrls } from '../../scripts/bench/initial-js';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as they travel (fetch would decompress them), with the headers asked for. */
function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  { method = 'GET', body }: { method?: string; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (a: RawAnswer): Buffer =>
  a.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(a.body)
    : a.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(a.body)
      : a.body;

/** What the browser downloads: compressed once at build for assets, on the way out for the rest. */
describe('compressed answers', () => {
  let server: TestServer;

  beforeAll(async () => {
    const cache = new ResponseCache({
      publicRootFields: PUBLIC_QUERY_FIELDS,
      ttlMs: 60_000,
      maxEntries: 100,
      maxBytes: 64 * 1024 * 1024,
    });
    server = await startTestServer(await freshDatabase(), { responseCache: cache });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves each built asset as the .br or .gz the build wrote, by what the browser accepts', async () => {
    const html = (await rawRequest(`${server.url}/en/`)).body.toString();
    const entry = initialJsUrls(html)[0];
    expect(entry).toBeTruthy();
    const onDisk = fs.readFileSync(path.resolve(__dirname, '../../dist/client', `.${entry}`));

    const br = await rawRequest(server.url + entry, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.length).toBeLessThan(onDisk.length / 2.5);
    expect(decode(br).equals(onDisk)).toBe(true);

    const gzip = await rawRequest(server.url + entry, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip).equals(onDisk)).toBe(true);

    const plain = await rawRequest(server.url + entry);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(onDisk)).toBe(true);
  });

  it('compresses pages, keeps the compressed page with the cached one, and answers 304 to a page the browser holds', async () => {
    const first = await rawRequest(`${server.url}/en/for-sale/`, { 'accept-encoding': 'br' });
    const second = await rawRequest(`${server.url}/en/for-sale/`, { 'accept-encoding': 'br' });
    const plain = await rawRequest(`${server.url}/en/for-sale/`);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(decode(answer).toString()).toBe(plain.body.toString());
    }
    expect(server.pageCache?.get('/en/for-sale/')).toBeTruthy();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(first.body.length).toBeLessThan(plain.body.length / 4);

    const etag = plain.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.etag).toBe(etag);
    const again = await rawRequest(`${server.url}/en/for-sale/`, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const changed = await rawRequest(`${server.url}/en/for-sale/`, { 'if-none-match': 'W/"other"' });
    expect(changed.status).toBe(200);
  });

  it('gives a freshly rendered page (not cached: a 404) compressed too', async () => {
    const missing = await rawRequest(`${server.url}/en/no-such-page-${Date.now()}/`, {
      'accept-encoding': 'gzip',
    });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(decode(missing).toString()).toContain('</html>');
  });

  it('compresses GraphQL answers', async () => {
    const answer = await rawRequest(
      `${server.url}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      {
        method: 'POST',
        body: JSON.stringify({
          query: '{ properties(filter: { goal: SALE }, pageSize: 24) { items { id title } } }',
        }),
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    const body = JSON.parse(decode(answer).toString()) as { data?: { properties: { items: unknown[] } } };
    expect(body.data?.properties.items.length).toBeGreaterThan(5);
  });
});

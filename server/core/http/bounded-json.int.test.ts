import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { freshDatabase } from '../../testing/test-database';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const DEEP = nested(4_500);

/**
 * A 9 KB body nested 4,500 levels deep used to end the web process (a RangeError in an event
 * handler of the response cache's fast path) or answer 500 through Express. Against a real
 * production-mode process: each variant is refused with 400 and the process still answers.
 */
describe('deeply nested JSON against a real server process', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(await freshDatabase());
  });
  afterAll(() => server?.stop());

  const variants: [string, string][] = [
    ['variables', `{"query":"{ __typename }","variables":{"a":${DEEP}}}`],
    ['extensions', `{"query":"{ __typename }","extensions":{"a":${DEEP}}}`],
    ['operationName', `{"query":"{ __typename }","operationName":${DEEP}}`],
    ['query', `{"query":${DEEP}}`],
  ];

  it.each(variants)('refuses it in %s on the fast path, in the language asked for', async (_where, body) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'nl' },
      body,
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { errors: { message: string }[] };
    expect(json.errors[0].message).toBe('De aanvraag nest haar gegevens te diep (hoogstens 64 niveaus).');
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it.each(variants)('refuses it in %s through Express (a compressed body)', async (_where, body) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-lang': 'en' },
      body: gzipSync(body),
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { errors: { message: string }[] };
    expect(json.errors[0].message).toMatch(/nests its data too deeply/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('refuses it in the query string of a GET', async () => {
    const params = new URLSearchParams({ query: '{ __typename }', variables: `{"a":${nested(200)}}` });
    const res = await fetch(`${server.url}/graphql?${params}`, {
      headers: { 'apollo-require-preflight': 'true', 'x-lang': 'en' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /nests its data too deeply/,
    );
  });

  it('refuses a charset whose brackets it could not count (UTF-7)', async () => {
    const utf7 = `{"query":"{ __typename }","variables":{"a":${'+AFs-'.repeat(4_500)}}}`;
    for (const type of ['application/json; charset=utf-7', 'Application/json; charset=utf-7']) {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type, 'content-encoding': 'gzip' },
        body: gzipSync(utf7),
      });
      expect(res.status, type).toBeGreaterThanOrEqual(400);
      expect(res.status, type).toBeLessThan(500);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('refuses it in a beacon', async () => {
    const res = await fetch(`${server.url}/api/beacon`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `{"kind":"view","propertyId":1,"x":${nested(3_000)}}`,
    });
    expect(res.status).toBe(400);
  });

  it('is still up and answers GraphQL after all of them', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    expect(server.exited()).toBeNull();
  });
});

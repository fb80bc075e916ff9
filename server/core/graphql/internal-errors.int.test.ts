import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_QUERY_FIELDS } from '../../schema';
import { freshDatabase } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { logger } from '../logger';
import { ResponseCache } from './response-cache';

/**
 * An error nobody expected (here: a table gone from a private copy of the database) is answered
 * INTERNAL_SERVER_ERROR with a request id, the same as the answer's x-request-id header, and is
 * logged at error level with the original error and that id. With and without the response cache
 * in front (production runs with it; its fast path reads the body before Express).
 */
describe.each([
  ['without the response cache', false],
  ['behind the response cache', true],
])('internal errors %s', (_name, withCache) => {
  let server: TestServer;
  beforeAll(async () => {
    const url = await freshDatabase();
    const responseCache = withCache
      ? new ResponseCache({
          publicRootFields: PUBLIC_QUERY_FIELDS,
          ttlMs: 60_000,
          maxEntries: 100,
          maxBytes: 8 * 1024 * 1024,
        })
      : undefined;
    server = await startTestServer(url, { responseCache });
    await server.ds.query('DROP TABLE faq_item');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers with a request id that the log carries, with the original error', async () => {
    const logged = vi.spyOn(logger, 'error');
    try {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-lang': 'fr' },
        body: JSON.stringify({ query: '{ faq(lang: "en") { question } }' }),
      });
      const body = (await res.json()) as {
        errors: { message: string; extensions: Record<string, unknown> }[];
      };
      const header = res.headers.get('x-request-id');
      expect(header).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.errors[0].extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: header });
      expect(body.errors[0].message).toBe("Il y a une erreur dans l'API. Veuillez réessayer plus tard.");
      expect(JSON.stringify(body)).not.toMatch(/faq_item|relation/);

      const line = logged.mock.calls
        .map(([fields]) => fields as unknown as { err?: Error; requestId?: string; path?: string })
        .find((fields) => fields.requestId === header);
      expect(line?.err?.message).toMatch(/relation "faq_item" does not exist/);
      expect(line?.path).toBe('faq');
    } finally {
      logged.mockRestore();
    }
  });

  it('gives each request its own id', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => {
        const res = await server.gql('{ faq { question } }');
        return res.errors?.[0]?.extensions?.requestId;
      }),
    );
    expect(new Set(ids).size).toBe(3);
  });
});

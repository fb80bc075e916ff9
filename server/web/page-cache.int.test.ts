import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForChanges, type ChangeListener } from '../core/db/change-listener';
import { ResponseCache } from '../core/graphql/response-cache';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PUBLIC_QUERY_FIELDS } from '../schema';

/** Rendered pages are kept until the data changes, like the API's answers. */
describe('rendered page cache', () => {
  let server: TestServer;
  let listener: ChangeListener;
  let changes = 0;
  const cache = new ResponseCache({ publicRootFields: PUBLIC_QUERY_FIELDS, ttlMs: 60_000, maxEntries: 100 });

  beforeAll(async () => {
    const url = await freshDatabase();
    server = await startTestServer(url, { responseCache: cache });
    listener = await listenForChanges(url, 'public_data_changed', ({ connected }) => {
      changes += 1;
      cache.clear();
      cache.enabled = connected;
    });
  });
  afterAll(async () => {
    await listener?.close();
    await server?.close();
  });

  const total = async () => {
    const html = await (await fetch(`${server.url}/en/for-sale/`)).text();
    return Number(/Page 1 of \d+ \((\d+) properties\)/.exec(html)?.[1]);
  };

  it('serves the same page until a write is notified, then renders the new data', async () => {
    const before = await total();
    expect(before).toBeGreaterThan(2);
    const sell = `UPDATE property SET marquee = 3 WHERE id = (SELECT id FROM property WHERE goal = 0 AND marquee = 1 AND withdrawn_at IS NULL ORDER BY id LIMIT 1)`;
    // A write nobody is told about: the cached page must still be served (proof that it is cached).
    await server.ds.query(`ALTER TABLE property DISABLE TRIGGER property_public_data_changed`);
    await server.ds.query(sell);
    await server.ds.query(`ALTER TABLE property ENABLE TRIGGER property_public_data_changed`);
    expect(await total()).toBe(before);
    // A notified write empties it: the page shows both sales.
    const seen = changes;
    await server.ds.query(sell);
    for (let i = 0; i < 50 && changes === seen; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await total()).toBe(before - 2);
  });
});

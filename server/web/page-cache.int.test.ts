import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeListener } from '../core/db/change-listener';
import { clearOnDataChange, ResponseCache } from '../core/graphql/response-cache';
import { heapAfterCollection } from '../testing/heap';
import { freshDatabase, sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PUBLIC_QUERY_FIELDS } from '../schema';
import { FORM_RESULT_FIELDS, type FormResultShape, solvedCaptcha } from '../forms/forms.testing';
import { approveTestimonial } from '../testimonials/testimonial-approval.service';

/** Rendered pages are kept until the data changes, like the API's answers. */
describe('rendered page cache', () => {
  let server: TestServer;
  let listener: ChangeListener;
  let changes = 0;
  const cache = new ResponseCache({
    publicRootFields: PUBLIC_QUERY_FIELDS,
    ttlMs: 60_000,
    maxEntries: 100,
    maxBytes: 64 * 1024 * 1024,
  });

  beforeAll(async () => {
    url = await freshDatabase();
    server = await startTestServer(url, { responseCache: cache });
    listener = await clearOnDataChange(url, cache, () => (changes += 1));
  });
  afterAll(async () => {
    await listener?.close();
    await server?.close();
  });

  let url = '';
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
  it("a visitor's testimonial, stored unpublished, empties no cache; approving it does", async () => {
    // The notifications in the order PostgreSQL commits them, with a barrier of the test's own: once
    // a barrier sent after a commit arrives, whatever that commit notified has arrived before it.
    const heard: string[] = [];
    const pg = new Client({ connectionString: url });
    await pg.connect();
    pg.on('notification', (n) => heard.push(`${n.channel}:${n.payload ?? ''}`));
    await pg.query('LISTEN public_data_changed; LISTEN test_barrier');
    let barriers = 0;
    const afterBarrier = async () => {
      const mark = `test_barrier:${++barriers}`;
      await pg.query(`SELECT pg_notify('test_barrier', $1)`, [String(barriers)]);
      await expect.poll(() => heard.includes(mark)).toBe(true);
      return heard.splice(0).filter((line) => line !== mark);
    };
    try {
      const before = await total();
      // A write nobody is told about: the page served from the cache still shows the old count.
      const sell = `UPDATE property SET marquee = 3 WHERE id = (SELECT id FROM property WHERE goal = 0 AND marquee = 1 AND withdrawn_at IS NULL ORDER BY id LIMIT 1)`;
      await server.ds.query(`ALTER TABLE property DISABLE TRIGGER property_public_data_changed`);
      await server.ds.query(sell);
      await server.ds.query(`ALTER TABLE property ENABLE TRIGGER property_public_data_changed`);
      await afterBarrier();

      const name = `Probe ${randomUUID().slice(0, 8)}`;
      const res = await server.gql<{ submitTestimonial: FormResultShape }>(
        `mutation($input: TestimonialFormInput!) { submitTestimonial(input: $input) { ${FORM_RESULT_FIELDS} } }`,
        {
          input: {
            name,
            comment: 'A very good agency.',
            email: 'probe@example.be',
            privacyConsent: true,
            meta: { lang: 'en', captcha: await solvedCaptcha(server) },
          },
        },
      );
      expect(res.data!.submitTestimonial).toMatchObject({ ok: true, status: 'ACCEPTED' });
      expect(await afterBarrier()).toEqual([]);
      // Still the cached page: nothing emptied the cache.
      expect(await total()).toBe(before);

      const [{ id }]: { id: number }[] = await server.ds.query(`SELECT id FROM testimonial WHERE name = $1`, [
        name,
      ]);
      expect(await approveTestimonial(server.ds, String(id))).toMatchObject({ name });
      expect(await afterBarrier()).toEqual(['public_data_changed:testimonial']);
      await expect.poll(total).toBe(before - 1);
    } finally {
      await pg.end();
    }
  });
});

/** Made-up URLs make no new pages, and the pages kept never pass their byte budget. */
describe('rendered page cache memory', () => {
  const BUDGET = 512 * 1024;
  let server: TestServer;
  const cache = new ResponseCache({
    publicRootFields: PUBLIC_QUERY_FIELDS,
    ttlMs: 60_000,
    maxEntries: 100,
    maxBytes: 1024 * 1024,
  });

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl(), { responseCache: cache, pageCacheMaxBytes: BUDGET });
  });
  afterAll(() => server?.close());

  it('keys a page by its path and the parameters pages use: /nl/?x=1, /nl/?x=2 … are one page', async () => {
    const pages = server.pageCache!;
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${server.url}/nl/?x=${i}&utm_source=s${i}`);
      expect(res.status).toBe(200);
    }
    expect(pages.size).toBe(1);
    expect((await fetch(`${server.url}/nl/te-koop/?page=2&x=1`)).status).toBe(200);
    expect((await fetch(`${server.url}/nl/te-koop/?x=2&page=2`)).status).toBe(200);
    expect(pages.size).toBe(2);
  });

  it('reads the language from the path it caches under: /fr/../en/ is the English page', async () => {
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.get(`${server.url}${path}`, { path }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
      });
    const tricked = await raw('/fr/../en/');
    expect(tricked.body).toMatch(/<html lang="en"/);
    expect((await raw('/en/')).body).toMatch(/<html lang="en"/);
    for (const odd of ['///', '//:99999/nl/', '//a%20b/', '//x/en/'])
      expect((await raw(odd)).status, odd).toBeLessThan(500);
  });

  it('keeps no 404s and never passes its budget, whatever is asked', async () => {
    const pages = server.pageCache!;
    const heapBefore = heapAfterCollection();
    for (let i = 0; i < 90; i++) {
      const missing = await fetch(`${server.url}/nl/nothing-here-${i}/`);
      expect(missing.status).toBe(404);
      await missing.arrayBuffer();
      // Real pages, each different: lists by page and type, in every language.
      const lang = ['nl', 'fr', 'en'][i % 3];
      const list = { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' }[lang];
      await (
        await fetch(`${server.url}/${lang}/${list}/?page=${1 + (i % 40)}&type=${1 + (i % 9)}`)
      ).arrayBuffer();
      expect(pages.bytes).toBeLessThanOrEqual(BUDGET);
    }
    // Each list page is ~17 KB: 90 of them are three times the budget, and about 30 are kept.
    expect(pages.size).toBeGreaterThan(0);
    expect(pages.size).toBeLessThan(90);
    // The page budget, the response cache's 1 MB and little else.
    expect(heapAfterCollection() - heapBefore).toBeLessThan(BUDGET + 1024 * 1024 + 6 * 1024 * 1024);
  });
});

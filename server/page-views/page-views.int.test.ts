import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsToday } from '../../common/forms/rent-offer-rules';
import { redisConnection } from '../core/queue/connection';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { waitFor } from '../testing/wait-for';
import { startBackgroundWork, type BackgroundWork } from '../worker-runtime';
import { appendEvents, rebuildDailyStats } from './append-events.service';
import { LISTING_EVENTS_QUEUE } from './record-events.job';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

const counters = (server: TestServer) =>
  server.ds.query(
    `SELECT property_id, day::text, kind, source, count FROM property_daily_stat ORDER BY 1, 2, 3, 4`,
  ) as Promise<Record<string, unknown>[]>;
const viewTotals = async (server: TestServer) =>
  (
    await server.ds.query(
      `SELECT (SELECT coalesce(sum(count), 0)::int FROM property_daily_stat WHERE kind = 'view') AS counted, (SELECT count(*)::int FROM property_event WHERE kind = 'view') AS logged`,
    )
  )[0] as { counted: number; logged: number };

/** A client address of its own for beacon `i` (private 10.x addresses). */
const clientOf = (i: number) => `10.0.${i >> 8}.${i & 255}`;

/** Beacons over real HTTP → BullMQ on the real Redis → the worker → PostgreSQL. */
describe('visit statistics from beacons', () => {
  let server: TestServer;
  let work: BackgroundWork;
  let queue: Queue;
  let ids: number[];
  beforeAll(async () => {
    const url = await freshDatabase();
    const queuePrefix = `test-${randomUUID()}`;
    server = await startTestServer(url, { queuePrefix });
    work = await startBackgroundWork(server.ds, url, { queuePrefix });
    queue = new Queue(LISTING_EVENTS_QUEUE, { connection: redisConnection('producer'), prefix: queuePrefix });
    ids = (await server.ds.query(`SELECT id FROM property ORDER BY id LIMIT 10`)).map(
      (r: { id: number }) => r.id,
    );
    await server.ds.query(`DELETE FROM property_event; DELETE FROM property_daily_stat`);
  });
  afterAll(async () => {
    await queue?.close();
    await work?.stop();
    await server?.close();
  });

  /**
   * `client`: the visitor's address, as the site's proxy forwards it (trusted from 127.0.0.1). A
   * visitor's views of a listing count VISITOR_DAILY_VIEWS times a day at most, so beacons meant to
   * be counted each come from a client of their own.
   */
  const send = (body: unknown, ua = BROWSER, client = '192.0.2.1') =>
    fetch(`${server.url}/api/beacon`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua, 'x-forwarded-for': client },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it(
    'counts 1,000 beacons exactly: resent ones once, bots not at all, by source and device',
    { timeout: 120_000 },
    async () => {
      const beacons = Array.from({ length: 1000 }, (_, i) => ({
        kind: 'view',
        propertyId: ids[i % ids.length],
        eventId: randomUUID(),
        at: Date.now() - i,
        lang: ['nl', 'fr', 'en'][i % 3],
        referrer: i % 4 === 0 ? 'https://www.google.be/' : i % 4 === 1 ? 'https://www.immoweb.be/' : null,
        utmSource: i % 4 === 2 ? 'newsletter' : null,
      }));
      for (let i = 0; i < beacons.length; i += 50) {
        const batch = beacons.slice(i, i + 50);
        const answers = await Promise.all(
          batch.map((b, j) => send(b, j % 2 ? PHONE : BROWSER, clientOf(i + j))),
        );
        expect(answers.every((a) => a.status === 204)).toBe(true);
      }
      // A page that resends its beacon (the same visitor, within the cap), and crawlers.
      await Promise.all(beacons.slice(0, 100).map((b, i) => send(b, i % 2 ? PHONE : BROWSER, clientOf(i))));
      await Promise.all(
        beacons
          .slice(0, 50)
          .map((b) => send({ ...b, eventId: randomUUID() }, 'Mozilla/5.0 (compatible; Googlebot/2.1)')),
      );

      await expect
        .poll(async () => (await viewTotals(server)).counted, { timeout: 60_000, interval: 200 })
        .toBe(1000);
      expect(await viewTotals(server)).toEqual({ counted: 1000, logged: 1000 });
      const perProperty = await server.ds.query(
        `SELECT property_id, sum(count)::int AS n FROM property_daily_stat WHERE kind = 'view' GROUP BY 1 ORDER BY 1`,
      );
      expect(perProperty.map((r: { n: number }) => r.n)).toEqual(ids.map(() => 100));
      // One visitor per beacon: as many unique visitors as views.
      expect(
        (
          await server.ds.query(
            `SELECT sum(count)::int AS n FROM property_daily_stat WHERE kind = 'unique_visitors'`,
          )
        )[0].n,
      ).toBe(1000);
      const bySource = Object.fromEntries(
        (
          await server.ds.query(
            `SELECT source, sum(count)::int AS n FROM property_daily_stat WHERE kind = 'view' GROUP BY 1`,
          )
        ).map((r: { source: string; n: number }) => [r.source, r.n]),
      );
      expect(bySource).toEqual({ search: 250, portal: 250, mail: 250, direct: 250 });
      const byDevice = await server.ds.query(
        `SELECT device, count(*)::int AS n FROM property_event GROUP BY 1 ORDER BY 1`,
      );
      expect(byDevice).toEqual([
        { device: 'desktop', n: 500 },
        { device: 'mobile', n: 500 },
      ]);
      // Nothing personal is kept: no address, no agent, no URL, no visitor key (only whether a view
      // was its visitor's first of the listing that day).
      const columns = (
        await server.ds.query(
          `SELECT column_name FROM information_schema.columns WHERE table_name = 'property_event' ORDER BY 1`,
        )
      ).map((r: { column_name: string }) => r.column_name);
      expect(columns).toEqual([
        'data',
        'device',
        'id',
        'kind',
        'lang',
        'new_visitor',
        'occurred_at',
        'property_id',
        'source',
      ]);
    },
  );

  it('counts a favourite once per visitor, listing and day, never a bot, and no views with it', async () => {
    const favourites = async () =>
      (
        await server.ds.query(
          `SELECT coalesce(sum(count), 0)::int AS n FROM property_daily_stat WHERE kind = 'favourite' AND property_id = $1`,
          [ids[9]],
        )
      )[0].n as number;
    const before = await viewTotals(server);
    const heart = (client: string, ua = BROWSER) =>
      send({ kind: 'favourite', propertyId: ids[9], eventId: randomUUID(), lang: 'nl' }, ua, client);
    // One visitor switches the heart on, off and on again; another once; a crawler; a made-up listing.
    for (const status of await Promise.all([
      heart('203.0.113.7'),
      heart('203.0.113.7'),
      heart('203.0.113.7'),
      heart('203.0.113.8', PHONE),
      heart('203.0.113.9', 'Mozilla/5.0 (compatible; Googlebot/2.1)'),
      send({ kind: 'favourite', propertyId: 2_000_000_003, eventId: randomUUID() }, BROWSER, '203.0.113.10'),
    ]))
      expect(status.status).toBe(204);
    expect((await send({ kind: 'favourite', propertyIds: [ids[9]] })).status).toBe(400);
    // A view sent after them, from a visitor of its own: once it is counted, so is every favourite.
    expect(
      (await send({ kind: 'view', propertyId: ids[8], eventId: randomUUID() }, BROWSER, '203.0.113.11'))
        .status,
    ).toBe(204);
    await expect
      .poll(async () => (await viewTotals(server)).counted, { timeout: 30_000, interval: 100 })
      .toBe(before.counted + 1);
    await expect.poll(favourites, { timeout: 30_000, interval: 100 }).toBe(2);
    expect(
      await server.ds.query(`SELECT count(*)::int AS n FROM property_event WHERE kind = 'favourite'`),
    ).toEqual([{ n: 2 }]);
  });

  it('refuses malformed beacons with 400, ignores unknown listings, and stores nothing', async () => {
    const before = await viewTotals(server);
    for (const body of [
      'not json',
      '{}',
      { kind: 'view', propertyId: 'x' },
      { kind: 'view', propertyId: -1 },
      { kind: 'hack', propertyId: 1 },
      { kind: 'impression', propertyIds: Array(101).fill(1) },
    ]) {
      expect((await send(body)).status).toBe(400);
    }
    // Made-up listings are not counted (answered like any beacon: nothing to learn from it).
    expect((await send({ kind: 'view', propertyId: 2_000_000_000, eventId: randomUUID() })).status).toBe(204);
    expect((await send({ kind: 'impression', propertyIds: [2_000_000_001, 2_000_000_002] })).status).toBe(
      204,
    );
    // Larger than any real beacon (8 KB): refused before it is read whole.
    expect((await send({ kind: 'view', propertyId: 1, referrer: 'x'.repeat(9000) })).status).toBe(413);
    // The same without Content-Length (chunked): refused as soon as it grows too large.
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${server.url}/api/beacon`,
        { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': BROWSER } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"kind":"view","propertyId":1,"referrer":"');
      req.write('x'.repeat(9000));
      // Never ended: the server must not wait for the rest.
    });
    expect(chunked).toBe(413);
    // Had they been queued (a 204 means the batch is in Redis), the worker has written them once no
    // job of the queue is left to run.
    await waitFor(
      async () => {
        const counts = await queue.getJobCounts(
          'waiting',
          'active',
          'delayed',
          'prioritized',
          'waiting-children',
        );
        return Object.values(counts).every((n) => n === 0);
      },
      { message: 'the visit events queue drained' },
    );
    expect(
      await server.ds.query(`SELECT count(*)::int AS n FROM property_event WHERE property_id >= 2000000000`),
    ).toEqual([{ n: 0 }]);
    expect(await viewTotals(server)).toEqual(before);
  });

  it('counts list impressions per listing', async () => {
    expect((await send({ kind: 'impression', propertyIds: ids.slice(0, 5), lang: 'nl' })).status).toBe(204);
    await expect
      .poll(
        async () =>
          (
            await server.ds.query(
              `SELECT coalesce(sum(count), 0)::int AS n FROM property_daily_stat WHERE kind = 'impression'`,
            )
          )[0].n,
        { timeout: 10_000 },
      )
      .toBe(5);
  });

  it('caps list impressions like views: a listing named 100 times counts once, 3 a visitor, 20 an address a day', async () => {
    const impressions = async (propertyId: number) =>
      (
        await server.ds.query(
          `SELECT coalesce(sum(count), 0)::int AS n FROM property_daily_stat WHERE kind = 'impression' AND property_id = $1`,
          [propertyId],
        )
      )[0].n as number;
    const [one, other] = [ids[6], ids[7]];
    // The probe: 15 beacons naming one listing 100 times, from one visitor.
    for (let i = 0; i < 15; i++)
      expect(
        (await send({ kind: 'impression', propertyIds: Array(100).fill(one) }, BROWSER, '203.0.113.7'))
          .status,
      ).toBe(204);
    // 40 user agents of one address, each showing the other listing once.
    for (let i = 0; i < 40; i++)
      expect(
        (await send({ kind: 'impression', propertyIds: [other] }, `${BROWSER} probe/${i}`, '203.0.113.8'))
          .status,
      ).toBe(204);
    await expect.poll(() => impressions(other), { timeout: 10_000 }).toBe(20);
    expect(await impressions(one)).toBe(3);
    // A view of the listing by the same visitor is counted apart from its impressions.
    const views = async () =>
      (
        await server.ds.query(
          `SELECT count(*)::int AS n FROM property_event WHERE kind = 'view' AND property_id = $1`,
          [one],
        )
      )[0].n as number;
    const before = await views();
    expect(
      (await send({ kind: 'view', propertyId: one, eventId: randomUUID() }, BROWSER, '203.0.113.7')).status,
    ).toBe(204);
    await expect.poll(views).toBe(before + 1);
  });

  it('rebuilds the counters from the log to exactly the live ones after a messy run', async () => {
    // Messy: the same batch delivered twice (a worker killed mid-batch), events out of order, other kinds.
    const day = (d: number) => new Date(Date.UTC(2026, 9, d, 22, 30)); // 23:30 or 00:30 in Brussels: day boundaries matter
    const batch = Array.from({ length: 200 }, (_, i) => ({
      id: randomUUID(),
      propertyId: ids[i % 3],
      kind: (['view', 'enquiry', 'visit', 'media_online'] as const)[i % 4],
      occurredAt: day(1 + (i % 28)),
      source: 'other',
    }));
    await server.ds.transaction((m) => appendEvents(m, batch.slice(100)));
    await server.ds.transaction((m) => appendEvents(m, batch));
    await server.ds.transaction((m) => appendEvents(m, [...batch.slice(0, 50)].reverse()));
    const live = await counters(server);
    const rebuilt = await server.ds.transaction((m) => rebuildDailyStats(m));
    // Unique visitors included: they are rebuilt from the views marked as a visitor's first.
    expect(live.filter((r) => r.kind === 'unique_visitors').length).toBeGreaterThan(0);
    expect(await counters(server)).toEqual(live);
    // Some days only (the beacons' day and two of the batch's): the same counters again.
    const days = [brusselsToday(), '2026-10-02', '2026-10-15'];
    await server.ds.query(`UPDATE property_daily_stat SET count = 999 WHERE day = ANY($1::date[])`, [days]);
    await server.ds.transaction((m) => rebuildDailyStats(m, { days }));
    expect(await counters(server)).toEqual(live);
    expect(rebuilt.events).toBe(
      (await server.ds.query(`SELECT count(*)::int AS n FROM property_event`))[0].n,
    );
    // 22:30 UTC on 1 October is 00:30 on 2 October in Brussels.
    const [first] = await server.ds.query(
      `SELECT day::text FROM property_daily_stat WHERE source = 'other' ORDER BY day LIMIT 1`,
    );
    expect(first.day).toBe('2026-10-02');
  });
});

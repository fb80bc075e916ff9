import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsToday } from '../../common/forms/rent-offer-rules';
import { config } from '../core/config';
import { redisConnection } from '../core/queue/connection';
import { freePort } from '../testing/child-processes';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startBackgroundWork, type BackgroundWork } from '../worker-runtime';
import { ADDRESS_GROUP_DAILY_VIEWS, VISITOR_KEYS_PER_ADDRESS_GROUP, VisitorViewCap } from './visitor-cap';
import { deriveVisitorKey, visitorKeysExpireAt } from './visitor-key';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
/** Documentation addresses (TEST-NET-2): nowhere else in a test database. */
const HOME = '198.51.100.23';
const OFFICE = '198.51.100.57';

/**
 * The daily view cap per anonymous visitor, end to end: beacons over real HTTP (the test server
 * trusts X-Forwarded-For from 127.0.0.1, as behind the site's proxy) → the cap in the real Redis →
 * BullMQ → the worker → PostgreSQL.
 */
describe('page views per visitor and day', () => {
  let server: TestServer;
  let work: BackgroundWork;
  let redis: Redis;
  let listing: number;
  let other: number;
  let third: number;
  const queuePrefix = `test-${randomUUID()}`;
  const cap = config().VISITOR_DAILY_VIEWS;

  beforeAll(async () => {
    const url = await freshDatabase();
    server = await startTestServer(url, { queuePrefix });
    work = await startBackgroundWork(server.ds, url, { queuePrefix });
    redis = redisConnection('producer');
    [listing, other, third] = (await server.ds.query(`SELECT id FROM property ORDER BY id LIMIT 3`)).map(
      (r: { id: number }) => r.id,
    );
    await server.ds.query(`DELETE FROM property_event; DELETE FROM property_daily_stat`);
  });
  afterAll(async () => {
    // The salts made for days years ahead would otherwise stay in Redis until those days end.
    const keys = (await redis?.keys(`${queuePrefix}:visitor*`)) ?? [];
    if (keys.length) await redis.del(...keys);
    await redis?.quit();
    await work?.stop();
    await server?.close();
  });

  const view = (propertyId: number, address: string, userAgent = CHROME) =>
    fetch(`${server.url}/api/beacon`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': userAgent,
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ kind: 'view', propertyId, eventId: randomUUID(), at: Date.now(), lang: 'nl' }),
    }).then((r) => r.status);
  /** Today's counters of a listing, by kind; stored views beside them. */
  const figures = async (propertyId: number) => {
    const [row] = await server.ds.query(
      `SELECT coalesce(sum(count) FILTER (WHERE kind = 'view'), 0)::int AS views,
              coalesce(sum(count) FILTER (WHERE kind = 'unique_visitors'), 0)::int AS visitors,
              (SELECT count(*)::int FROM property_event WHERE property_id = $1 AND kind = 'view') AS logged
       FROM property_daily_stat WHERE property_id = $1 AND day = $2`,
      [propertyId, brusselsToday()],
    );
    return row as { views: number; visitors: number; logged: number };
  };

  it(`counts ${cap} of 50 views of a listing by one visitor in a day, each other visitor apart`, async () => {
    const answers: number[] = [];
    for (let i = 0; i < 50; i += 10)
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => view(listing, HOME)))));
    // Views beyond the cap are answered like the others: nothing tells the client they were dropped.
    expect(answers).toEqual(Array(50).fill(204));
    await expect
      .poll(() => figures(listing), { timeout: 10_000 })
      .toEqual({ views: cap, visitors: 1, logged: cap });

    // Another browser at the same address, and the same browser at another address: other visitors.
    await Promise.all(Array.from({ length: 5 }, () => view(listing, HOME, FIREFOX)));
    await Promise.all(Array.from({ length: 5 }, () => view(listing, OFFICE)));
    // The cap is per listing: the first visitor's views of another listing count.
    await Promise.all(Array.from({ length: 2 }, () => view(other, HOME)));
    await expect
      .poll(() => figures(listing), { timeout: 10_000 })
      .toEqual({ views: 3 * cap, visitors: 3, logged: 3 * cap });
    await expect
      .poll(() => figures(other), { timeout: 10_000 })
      .toEqual({ views: 2, visitors: 1, logged: 2 });
  });

  it('counts unique visitors as the number of distinct clients', async () => {
    const clients = Array.from({ length: 12 }, (_, i) => `198.51.100.${100 + i}`);
    // Each client views the listing one to five times.
    await Promise.all(
      clients.flatMap((address, i) => Array.from({ length: 1 + (i % 5) }, () => view(other, address))),
    );
    const views = 2 + clients.reduce((sum, _, i) => sum + Math.min(cap, 1 + (i % 5)), 0);
    await expect
      .poll(() => figures(other), { timeout: 10_000 })
      .toEqual({ views, visitors: 1 + clients.length, logged: views });
  });

  it('keeps the salt and the day’s counts in Redis only, expiring after the Brussels day', async () => {
    const day = brusselsToday();
    const keys = await redis.keys(`${queuePrefix}:visitor*`);
    const visitorKeys = keys.filter((k) => k.startsWith(`${queuePrefix}:visitors:${day}:`));
    // HOME with Chrome and Firefox, OFFICE, and the 12 clients.
    expect(visitorKeys).toHaveLength(15);
    expect(keys).toContain(`${queuePrefix}:visitor-salt:${day}`);
    const expiresAt = visitorKeysExpireAt(day);
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      // The day's end in Brussels plus the quarter-hour margin, as Redis counts it now.
      expect(Math.abs(Date.now() + ttl - expiresAt), key).toBeLessThan(5_000);
    }

    // The key is the salted hash the server derives; the salt alone never leaves Redis.
    const salt = (await redis.get(`${queuePrefix}:visitor-salt:${day}`))!;
    const homeKey = deriveVisitorKey(salt, HOME, CHROME);
    expect(visitorKeys).toContain(`${queuePrefix}:visitors:${day}:${homeKey}`);
    expect(await redis.hget(`${queuePrefix}:visitors:${day}:${homeKey}`, String(listing))).toBe('50');

    // Nothing in PostgreSQL holds an address, a visitor key or the salt: every row of every table,
    // as text.
    const tables: { name: string }[] = await server.ds.query(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    const needles = [HOME, OFFICE, '198.51.100.1', salt, ...visitorKeys.map((k) => k.split(':').at(-1)!)];
    const found: string[] = [];
    for (const { name } of tables) {
      const [{ n }] = await server.ds.query(
        `SELECT count(*)::int AS n FROM ${name} t WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE strpos(t::text, needle) > 0)`,
        [needles],
      );
      if (n > 0) found.push(name);
    }
    expect(found).toEqual([]);
  });

  it(`counts at most ${ADDRESS_GROUP_DAILY_VIEWS} views of a listing a day from one address, whatever user agents it sends`, async () => {
    // One client, a new user agent on every view: a new "visitor" each time, one address.
    const agent = (i: number) => `${FIREFOX} variant/${i}`;
    const fromOneAddress = Array.from(
      { length: 50 },
      (_, i) => () => view(third, '198.51.100.200', agent(i)),
    );
    // Another client rotating through the addresses of its IPv6 /64 as well.
    const fromOnePrefix = Array.from(
      { length: 50 },
      (_, i) => () => view(third, `2001:db8:5:6::${(i + 1).toString(16)}`, agent(i)),
    );
    for (let i = 0; i < 50; i += 10)
      await Promise.all([...fromOneAddress, ...fromOnePrefix].slice(2 * i, 2 * i + 20).map((send) => send()));
    await expect
      .poll(() => figures(third), { timeout: 10_000 })
      .toEqual({
        views: 2 * ADDRESS_GROUP_DAILY_VIEWS,
        visitors: 2 * ADDRESS_GROUP_DAILY_VIEWS,
        logged: 2 * ADDRESS_GROUP_DAILY_VIEWS,
      });
    // Another address still counts.
    await view(third, OFFICE);
    await expect
      .poll(async () => (await figures(third)).views, { timeout: 10_000 })
      .toBe(2 * ADDRESS_GROUP_DAILY_VIEWS + 1);
  });

  it(`keeps at most ${VISITOR_KEYS_PER_ADDRESS_GROUP} visitor keys a day for one address, whatever user agents it sends`, async () => {
    const [{ id: fourth }]: { id: number }[] = await server.ds.query(
      `SELECT id FROM property ORDER BY id OFFSET 3 LIMIT 1`,
    );
    const visitorKeys = async () => (await redis.keys(`${queuePrefix}:visitors:*`)).length;
    const before = await visitorKeys();
    for (let i = 0; i < 3 * VISITOR_KEYS_PER_ADDRESS_GROUP; i += 25)
      await Promise.all(
        Array.from({ length: 25 }, (_, k) => view(fourth, '198.51.100.201', `${FIREFOX} many/${i + k}`)),
      );
    // Every beacon has passed the cap once the group's views are in.
    await expect
      .poll(async () => (await figures(fourth)).views, { timeout: 10_000 })
      .toBe(ADDRESS_GROUP_DAILY_VIEWS);
    expect(await visitorKeys()).toBeLessThanOrEqual(before + VISITOR_KEYS_PER_ADDRESS_GROUP);
  });

  it('gives every day its own salt, so keys of different days cannot be linked', async () => {
    const visitors = new VisitorViewCap(redis, queuePrefix, cap);
    const days = ['2031-03-29', '2031-03-30', '2031-03-31'];
    const salts = await Promise.all(days.map(async (d) => (await visitors.salt(d)).salt));
    expect(new Set(salts).size).toBe(3);
    // Shared by every process: another instance reads the same salts back.
    const again = new VisitorViewCap(redis, queuePrefix, cap);
    expect(await Promise.all(days.map(async (d) => (await again.salt(d)).salt))).toEqual(salts);
    const keys = await Promise.all(
      days.map(async (d) => (await visitors.visitor(HOME, CHROME, new Date(`${d}T10:00:00Z`))).key),
    );
    expect(new Set(keys).size).toBe(3);
    // Each day's salt expires with its own day.
    for (const d of days)
      expect(
        Math.abs(
          Date.now() + (await redis.pttl(`${queuePrefix}:visitor-salt:${d}`)) - visitorKeysExpireAt(d),
        ),
      ).toBeLessThan(5_000);
  });

  it('still caps, in bounded memory, when Redis does not answer', async () => {
    // A Redis nobody listens on: the connection fails fast, as the site's does when Redis is down.
    const down = redisConnection('producer', `redis://127.0.0.1:${await freePort()}`);
    down.on('error', () => undefined);
    try {
      const visitors = new VisitorViewCap(down, queuePrefix, cap);
      const at = new Date();
      const home = await visitors.visitor(HOME, CHROME, at);
      expect(home.local).toBe(true);
      const office = await visitors.visitor(OFFICE, CHROME, at);
      const verdicts = await visitors.admit([
        ...Array.from({ length: cap + 2 }, () => ({ visitor: home, propertyId: listing })),
        { visitor: office, propertyId: listing },
      ]);
      expect(verdicts.map((v) => v.counted)).toEqual([...Array(cap).fill(true), false, false, true]);
      expect(verdicts.map((v) => v.newVisitor)).toEqual([true, ...Array(cap + 1).fill(false), true]);
    } finally {
      down.disconnect();
    }
  });
});

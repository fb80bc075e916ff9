import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeed } from '../catalog/feed/import-feed.service';
import { feedListing, feedOf } from '../catalog/feed/feed.testing';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';
import { queueSearchAlerts } from './search-alerts.service';
import { searchListUrls } from './search-list-url.service';

interface AlertRow {
  to: string;
  listings: { propertyId: number; trigger: string; oldPrice: number | null }[];
  total: number;
}

/**
 * The daily and weekly saved searches' digests: what changed since the last one, once, for the
 * searches it matches; nothing for a search with nothing new, a paused one, or one of the other
 * frequency.
 */
describe('queueSearchAlerts', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 2 });
    await ds.initialize();
  });
  afterAll(() => ds?.destroy());

  /** A confirmed search for houses in Waterloo up to € 500,000, caught up with the changes so far. */
  const search = async (label: string, extra: Record<string, unknown> = {}): Promise<string> => {
    const email = `${label}-${randomUUID()}@example.be`;
    const columns = Object.keys(extra);
    await ds.query(
      `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, price_max,
                                        confirmed_at, last_change_id ${columns.map((c) => `, ${c}`).join('')})
       VALUES ($1, 'An', 'nl', 0, '{1}', '{}', '{1410}', 500000, now(),
               (SELECT coalesce(max(id), 0) FROM listing_change) ${columns.map((_, i) => `, $${i + 2}`).join('')})`,
      [email, ...Object.values(extra)],
    );
    return email;
  };
  const alertsTo = async (email: string): Promise<AlertRow[]> =>
    (
      await ds.query(
        `SELECT payload FROM outbox WHERE payload->>'template' = 'saved-search.alert' AND payload->>'to' = $1 ORDER BY id`,
        [email],
      )
    ).map((r: { payload: AlertRow }) => r.payload);
  const feed = (listings: [number, number][], marquee = 1) =>
    importFeed(
      ds,
      feedOf(
        listings.map(([id, price]) => feedListing(id, { Price: price, Marquee: marquee })),
        false,
      ),
    );

  it('mails each daily search once with what changed since its last digest, and the weekly ones on their day', async () => {
    const daily = await search('daily', { frequency: 'daily' });
    const weekly = await search('weekly', { frequency: 'weekly' });
    const paused = await search('paused', { frequency: 'daily', paused_at: new Date() });
    const instant = await search('instant');

    await feed([
      [990_201, 450_000],
      [990_202, 480_000],
      // Too dear for every search here.
      [990_203, 900_000],
    ]);
    // New, but sold already: nobody is told of it.
    await feed([[990_204, 300_000]], 3);
    // A cut (still new to the searches: it stays "new"), and a rise, which tells nobody anything.
    await feed([
      [990_202, 470_000],
      [990_201, 455_000],
    ]);

    expect(await queueSearchAlerts(ds, 'daily')).toBe(1);
    const [first] = await alertsTo(daily);
    expect(first!.total).toBe(2);
    expect(first!.listings.map((l) => [l.propertyId, l.trigger]).sort()).toEqual([
      [990_201, 'new'],
      [990_202, 'new'],
    ]);
    expect(await alertsTo(paused)).toEqual([]);
    expect(await alertsTo(instant)).toEqual([]);
    expect(await alertsTo(weekly)).toEqual([]);

    // Run again, nothing new: nobody is mailed twice.
    expect(await queueSearchAlerts(ds, 'daily')).toBe(0);
    expect(await alertsTo(daily)).toHaveLength(1);

    // Another cut: the next daily digest tells it, with the price before it.
    await feed([[990_201, 430_000]]);
    expect(await queueSearchAlerts(ds, 'daily')).toBe(1);
    const [, second] = await alertsTo(daily);
    expect(second!.listings).toEqual([
      { propertyId: 990_201, trigger: 'price-drop', oldPrice: 455_000, status: null },
    ]);

    // The weekly search hears of all of it once, on its day.
    expect(await queueSearchAlerts(ds, 'weekly')).toBe(1);
    const [week] = await alertsTo(weekly);
    expect(week!.listings.map((l) => l.propertyId).sort()).toEqual([990_201, 990_202]);
    expect(await queueSearchAlerts(ds, 'weekly')).toBe(0);
  });

  it("tells each due address once however its searches and watches fall across batches, and a listing in both a search's city and postcode once", async () => {
    await feed([[990_301, 400_000]]);
    const [{ city_id: waterloo }] = await ds.query(`SELECT city_id FROM property WHERE id = 990301`);
    const run = randomUUID();
    // In the order of their addresses: two searches (one by city and postcode), the same, a
    // watch, a watch, the same two searches: a batch of two addresses takes more searches' rows.
    const addresses = ['a', 'b', 'c', 'd', 'e'].map((k) => `${k}-${run}@example.be`);
    for (const email of [addresses[0], addresses[1], addresses[4]])
      await ds.query(
        `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, price_max,
                                          confirmed_at, last_change_id)
         SELECT $1, 'An', 'nl', 0, '{1}', CASE WHEN n = 2 THEN $2::int[] ELSE '{}' END, '{1410}', 500000, now(),
                (SELECT max(id) FROM listing_change)
           FROM generate_series(1, 2) AS n`,
        [email, [waterloo]],
      );
    for (const email of [addresses[2], addresses[3]])
      await ds.query(
        `INSERT INTO listing_watch (email, lang, property_id, confirmed_at, last_change_id)
         VALUES ($1, 'fr', 990301, now(), (SELECT max(id) FROM listing_change))`,
        [email],
      );

    await feed([
      [990_301, 380_000],
      [990_302, 350_000],
    ]);
    await queueSearchAlerts(ds, 'instant', { addressBatch: 2 });

    for (const email of [addresses[0], addresses[1], addresses[4]]) {
      const mails = await alertsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.total).toBe(2);
      expect(mails[0]!.listings.map((l) => [l.propertyId, l.trigger]).sort()).toEqual([
        [990_301, 'price-drop'],
        [990_302, 'new'],
      ]);
    }
    for (const email of [addresses[2], addresses[3]])
      expect((await alertsTo(email)).map((m) => m.listings.map((l) => [l.propertyId, l.trigger]))).toEqual([
        [[990_301, 'price-drop']],
      ]);
    expect(await queueSearchAlerts(ds, 'instant', { addressBatch: 2 })).toBe(0);
  });

  it('leaves an address another run holds to that run, whole', async () => {
    const email = `held-${randomUUID()}@example.be`.toLowerCase();
    await search('held');
    await ds.query(`UPDATE demand_registration SET email = $1 WHERE email LIKE 'held-%'`, [email]);
    await feed([[990_401, 410_000]]);
    const other = ds.createQueryRunner();
    await other.connect();
    try {
      await other.startTransaction();
      await other.query(
        `SELECT pg_advisory_xact_lock(hashtextextended('saved-search-alerts:instant:' || $1, 0))`,
        [email],
      );
      await queueSearchAlerts(ds, 'instant');
      expect(await alertsTo(email)).toEqual([]);
      await other.commitTransaction();
    } finally {
      await other.release();
    }
    await queueSearchAlerts(ds, 'instant');
    expect((await alertsTo(email)).map((m) => m.listings.map((l) => l.propertyId))).toEqual([[990_401]]);
  });

  it('links an alert to the list filtered as its search, when the list can show it', async () => {
    await feed([[990_501, 300_000]]);
    const [{ city_id: cityId, zip }] = await ds.query(`SELECT city_id, zip FROM property WHERE id = 990501`);
    const insert = async (types: number[], cityIds: number[], zips: string[], words: string[] = []) =>
      (
        await ds.query(
          `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, price_max,
                                            min_bedrooms, text_words, confirmed_at)
           VALUES ($1, 'An', 'fr', 0, $2, $3, $4, 450000, 2, $5, now()) RETURNING id`,
          [`list-${randomUUID()}@example.be`, types, cityIds, zips, words],
        )
      )[0].id as string;
    const byCity = await insert([1], [cityId], [], ['jardin']);
    const byPostcode = await insert([1], [], [zip]);
    const twoTypes = await insert([1, 2], [cityId], []);
    const unknownPostcode = await insert([1], [], ['9999']);
    const urls = await searchListUrls(
      ds.manager,
      [byCity, byPostcode, twoTypes, unknownPostcode].map((id) => ({ id, lang: 'fr' as const })),
    );
    const query = (id: string) => Object.fromEntries(new URL(urls.get(id)!).searchParams);
    expect(new URL(urls.get(byCity)!).pathname).toBe('/fr/a-vendre/');
    expect(query(byCity)).toEqual({
      city: `Waterloo|${zip}`,
      type: '1',
      maxPrice: '450000',
      minBedrooms: '2',
      q: 'jardin',
    });
    // A postcode is its municipality's name, as the list's city filter takes it.
    expect(query(byPostcode).city).toBe(`Waterloo|${zip}`);
    expect(urls.has(twoTypes)).toBe(false);
    expect(urls.has(unknownPostcode)).toBe(false);
  });
});

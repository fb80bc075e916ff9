import { afterAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { DEMO_PROJECT_UNITS } from '../../demo/listings/demo-project';
import { generateDemoFeed } from '../../demo/listings/generate-feed';
import { seedReferenceData } from '../../demo/listings/reference-data';
import type { FeedPropertyInput } from './feed.schema';
import {
  emptyCatalog,
  feedListing,
  feedOf,
  listingChecksum,
  RecordingSearchEngine,
  referenceDatabase,
} from './feed.testing';
import { FeedFormatError, importFeed } from './import-feed.service';

const T0 = new Date('2026-11-01T08:00:00.000Z');
const T1 = new Date('2026-11-02T08:00:00.000Z');
const T2 = new Date('2026-11-03T08:00:00.000Z');

let ds: DataSource | undefined;
afterAll(async () => {
  await ds?.destroy();
});

/**
 * The file's private database, in the state referenceDatabase() makes: each test starts from an
 * empty catalog with only the reference data, as on a fresh copy (one copy per file: copying the
 * run's database is most of the cost of a test here).
 */
async function open(): Promise<DataSource> {
  if (!ds) return (ds = await referenceDatabase());
  // What a test may have left besides the catalog: its trigger, when it failed halfway.
  await ds.query(`DROP TRIGGER IF EXISTS test_refuse_33 ON property`);
  await ds.query(`DROP FUNCTION IF EXISTS test_refuse_33()`);
  await emptyCatalog(ds);
  await seedReferenceData(ds);
  return ds;
}
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

async function photosOf(db: DataSource, id: number) {
  return (await db.query(
    `SELECT id, source_id, position, url FROM property_photo WHERE property_id = $1 ORDER BY position`,
    [id],
  )) as {
    id: number;
    source_id: string;
    position: number;
    url: string;
  }[];
}

describe('importFeed', () => {
  it('imports a feed once: a second run reports everything unchanged and changes no row', async () => {
    const db = await open();
    const feed = generateDemoFeed({ listings: 60 });
    const n = 60 + DEMO_PROJECT_UNITS;
    const search = new RecordingSearchEngine();

    const first = await importFeed(db, clone(feed), { now: T0, searchEngine: search });
    expect(first).toEqual({ created: n, updated: 0, unchanged: 0, withdrawn: 0, restored: 0, skipped: [] });
    expect(search.ids).toEqual(feed.properties.map((p) => Number(p.ID)).sort((a, b) => a - b));
    const photos = feed.properties.reduce((n, p) => n + (p.Pictures?.length ?? 0), 0);
    const before = await listingChecksum(db);
    expect(before.property_photo).toMatch(new RegExp(`^${photos}:`));
    // The project row is not rewritten either (its xmin, the writing transaction, stays).
    const projectRows = await db.query(`SELECT xmin::text FROM project`);
    expect(projectRows).toHaveLength(1);

    const again = new RecordingSearchEngine();
    const second = await importFeed(db, clone(feed), { now: T1, searchEngine: again });
    expect(second).toEqual({ created: 0, updated: 0, unchanged: n, withdrawn: 0, restored: 0, skipped: [] });
    expect(again.calls).toEqual([]);
    expect(await listingChecksum(db)).toEqual(before);
    expect(await db.query(`SELECT xmin::text FROM project`)).toEqual(projectRows);
  });

  it('updates exactly the changed listing: price, a photo removed, a photo added', async () => {
    const db = await open();
    const feed = feedOf([1, 2, 3].map((id) => feedListing(id)));
    await importFeed(db, clone(feed), { now: T0 });
    const before = await photosOf(db, 2);

    const changed = clone(feed);
    const target = changed.properties[1]!;
    target.Price = 375_000;
    target.Pictures = [
      target.Pictures![0]!,
      target.Pictures![2]!,
      { ID: '2-new', Url: '/media/demo/living-01.svg', Width: 800, Height: 600, Name: 'Woonkamer' },
    ];
    const search = new RecordingSearchEngine();
    const report = await importFeed(db, changed, { now: T1, searchEngine: search });

    expect(report).toEqual({ created: 0, updated: 1, unchanged: 2, withdrawn: 0, restored: 0, skipped: [] });
    expect(search.ids).toEqual([2]);
    const rows = (await db.query(`SELECT id, price, updated_at, published_at FROM property ORDER BY id`)) as {
      id: number;
      price: string;
      updated_at: Date;
      published_at: Date;
    }[];
    expect(rows.map((r) => [r.id, Number(r.price), r.updated_at.toISOString()])).toEqual([
      [1, 400_001, T0.toISOString()],
      [2, 375_000, T1.toISOString()],
      [3, 400_003, T0.toISOString()],
    ]);
    expect(rows[1]!.published_at.toISOString()).toBe(T0.toISOString());

    const after = await photosOf(db, 2);
    expect(after.map((p) => [p.source_id, p.position])).toEqual([
      ['2-1', 0],
      ['2-3', 1],
      ['2-new', 2],
    ]);
    // Kept photos are the same rows (updated in place, never duplicated).
    expect(after[0]!.id).toBe(before[0]!.id);
    expect(after[1]!.id).toBe(before[2]!.id);
    expect(await photosOf(db, 1)).toHaveLength(3);
    const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM property_photo`)) as { n: number }[];
    expect(n).toBe(9);
  });

  it('writes what changed as listing changes, in its transaction: new, price, status; a re-import writes none', async () => {
    const db = await open();
    const feed = feedOf([1, 2, 3].map((id) => feedListing(id)));
    const announced: unknown[][] = [];
    await importFeed(db, clone(feed), { now: T0 });
    const changed = clone(feed);
    changed.properties[0]!.Price = 390_000;
    changed.properties[1]!.Marquee = 3;
    changed.properties[2]!.Texts!.nl!.Description = 'Only the text changed.';
    await importFeed(db, changed, {
      now: T1,
      afterCommit: async (ids, changes) => void announced.push([ids, changes]),
    });
    const changes = await db.query(
      `SELECT property_id, kind, occurred_at, from_price, to_price, from_status, to_status
       FROM listing_change ORDER BY occurred_at, property_id, kind`,
    );
    const none = { from_price: null, to_price: null, from_status: null, to_status: null };
    expect(changes).toEqual([
      ...[1, 2, 3].map((id) => ({ property_id: id, kind: 'new', occurred_at: T0, ...none })),
      {
        ...none,
        property_id: 1,
        kind: 'price',
        occurred_at: T1,
        from_price: '400001.00',
        to_price: '390000.00',
      },
      {
        ...none,
        property_id: 2,
        kind: 'status',
        occurred_at: T1,
        from_status: 'AVAILABLE',
        to_status: 'SOLD',
      },
    ]);
    // The hook hears of the changes the import committed.
    expect(announced).toEqual([
      [
        [1, 2, 3],
        [
          { propertyId: 1, occurredAt: T1, kind: 'price', fromPrice: 400_001, toPrice: 390_000 },
          { propertyId: 2, occurredAt: T1, kind: 'status', fromStatus: 'AVAILABLE', toStatus: 'SOLD' },
        ],
      ],
    ]);
    // The page-view log is not where these live.
    expect(await db.query(`SELECT count(*)::int AS n FROM property_event`)).toEqual([{ n: 0 }]);
    // The same feed again changes nothing, so writes nothing.
    await importFeed(db, clone(changed), { now: T2 });
    expect(await db.query(`SELECT count(*)::int AS n FROM listing_change`)).toEqual([{ n: 5 }]);
  });

  it('replaces the texts of a changed listing', async () => {
    const db = await open();
    await importFeed(db, feedOf([feedListing(7)]), { now: T0 });
    const changed = feedListing(7, {
      Texts: {
        nl: { Title: 'Nieuwe titel', Description: 'Anders.', TypeDescription: 'Villa' },
        en: { Title: 'New title' },
      },
    });
    await importFeed(db, feedOf([changed]), { now: T1 });
    const texts = await db.query(
      `SELECT lang, title, description, type_description FROM property_text WHERE property_id = 7 ORDER BY lang`,
    );
    expect(texts).toEqual([
      { lang: 'en', title: 'New title', description: '', type_description: '' },
      { lang: 'nl', title: 'Nieuwe titel', description: 'Anders.', type_description: 'Villa' },
    ]);
  });

  it('withdraws what a full feed no longer lists, and restores a listing that comes back', async () => {
    const db = await open();
    const all = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => feedListing(id));
    await importFeed(db, feedOf(all), { now: T0 });

    const search = new RecordingSearchEngine();
    const missing = await importFeed(db, feedOf(all.filter((p) => ![2, 5, 7].includes(Number(p.ID)))), {
      now: T1,
      searchEngine: search,
    });
    expect(missing).toEqual({ created: 0, updated: 0, unchanged: 5, withdrawn: 3, restored: 0, skipped: [] });
    expect(search.ids).toEqual([2, 5, 7]);
    const withdrawn = await db.query(
      `SELECT id, withdrawn_at FROM property WHERE withdrawn_at IS NOT NULL ORDER BY id`,
    );
    expect(withdrawn).toEqual([2, 5, 7].map((id) => ({ id, withdrawn_at: T1 })));

    // A partial feed withdraws nothing.
    const partial = await importFeed(db, feedOf([all[0]!], false), { now: T2 });
    expect(partial.withdrawn).toBe(0);

    const back = new RecordingSearchEngine();
    const restored = await importFeed(db, feedOf(all.filter((p) => ![2, 7].includes(Number(p.ID)))), {
      now: T2,
      searchEngine: back,
    });
    expect(restored).toEqual({
      created: 0,
      updated: 0,
      unchanged: 5,
      withdrawn: 0,
      restored: 1,
      skipped: [],
    });
    expect(back.ids).toEqual([5]);
    const rows = await db.query(`SELECT id, withdrawn_at IS NOT NULL AS withdrawn FROM property ORDER BY id`);
    expect(rows.filter((r: { withdrawn: boolean }) => r.withdrawn).map((r: { id: number }) => r.id)).toEqual([
      2, 7,
    ]);
    // Each withdrawal and each return is a listing change of its own.
    expect(
      await db.query(
        `SELECT property_id, kind, occurred_at FROM listing_change WHERE kind <> 'new' ORDER BY occurred_at, property_id`,
      ),
    ).toEqual([
      ...[2, 5, 7].map((id) => ({ property_id: id, kind: 'withdrawn', occurred_at: T1 })),
      { property_id: 5, kind: 'back', occurred_at: T2 },
    ]);
  });

  it('the `partial` option keeps a full feed from withdrawing', async () => {
    const db = await open();
    await importFeed(db, feedOf([feedListing(1), feedListing(2)]), { now: T0 });
    const report = await importFeed(db, feedOf([feedListing(1)], true), { now: T1, partial: true });
    expect(report.withdrawn).toBe(0);
  });

  it('skips bad records with their ID and reason and loads the others', async () => {
    const db = await open();
    const feed = feedOf([
      feedListing(1),
      feedListing(2, { Zip: undefined }),
      feedListing(3, { Goal: 'abc' }),
      feedListing(4, { WebID: 42 }),
      feedListing(5, { ManagerEmail: 'nobody@example.com' }),
      feedListing(6, { ProjectID: 99 }),
      feedListing(7, { Price: 'on request' }),
      { ...feedListing(8), ID: 'x-8' } as unknown as FeedPropertyInput,
      'not a record' as unknown as FeedPropertyInput,
      feedListing(9, {
        Price: '310.000',
        Rooms: { bedrooms: '4', bathrooms: 'n/a' },
        PublishPrice: 'nee',
        BoxNr: '',
        Street: 'Kerk\u0000straat',
      }),
    ]);
    // Reported, not silently dropped: every record except 1 and 9 is listed, with the failing field.
    const report = await importFeed(db, feed, { now: T0 });
    expect(report.created).toBe(2);
    const reasons = Object.fromEntries(report.skipped.map((s) => [String(s.id), s.reason]));
    expect(Object.keys(reasons).sort()).toEqual(['2', '3', '4', '5', '6', '7', 'null', 'x-8'].sort());
    expect(reasons['2']).toMatch(/^invalid record: Zip: Zip is required/);
    expect(reasons['3']).toMatch(/Goal: Goal must be 0 \(sale\)/);
    expect(reasons['4']).toMatch(/unknown WebID 42/);
    expect(reasons['5']).toMatch(/unknown ManagerEmail "nobody@example.com"/);
    expect(reasons['6']).toMatch(/unknown ProjectID 99/);
    expect(reasons['7']).toMatch(/Price: expected a number, got "on request"/);
    expect(reasons['x-8']).toMatch(/ID: ID must be a positive whole number/);
    expect(reasons['null']).toMatch(/expected an object/);

    const [row] = await db.query(
      `SELECT price, publish_price, rooms, box_nr, bedrooms, street FROM property WHERE id = 9`,
    );
    expect(row).toEqual({
      price: '310000.00',
      publish_price: false,
      rooms: { bedrooms: 4 },
      box_nr: null,
      bedrooms: 4,
      street: 'Kerkstraat',
    });
    const ids = await db.query(`SELECT id FROM property ORDER BY id`);
    expect(ids).toEqual([{ id: 1 }, { id: 9 }]);
  });

  it('keeps a listing whose record is present but invalid in a full feed', async () => {
    const db = await open();
    await importFeed(db, feedOf([feedListing(1), feedListing(2)]), { now: T0 });
    const report = await importFeed(db, feedOf([feedListing(1), feedListing(2, { Zip: 'abc' })]), {
      now: T1,
    });
    expect(report.withdrawn).toBe(0);
    expect(report.skipped).toEqual([
      { id: 2, reason: 'invalid record: Zip: Zip must be a 4-digit postcode, got "abc"' },
    ]);
  });

  it('uses the last record when the feed repeats an ID', async () => {
    const db = await open();
    const report = await importFeed(
      db,
      feedOf([feedListing(1, { Price: 1 }), feedListing(2), feedListing(1, { Price: 2 })]),
      { now: T0 },
    );
    expect(report.created).toBe(2);
    expect(report.skipped).toEqual([
      { id: 1, reason: 'duplicate ID: a later record in the feed has the same ID and was used instead' },
    ]);
    const [row] = await db.query(`SELECT price FROM property WHERE id = 1`);
    expect(Number(row.price)).toBe(2);
  });

  it('links spellings of one commune to one city, and the same name at two postcodes to two cities', async () => {
    const db = await open();
    const report = await importFeed(
      db,
      feedOf([
        feedListing(1, { City: 'IXELLES', Zip: '1050' }),
        feedListing(2, { City: 'Elsene', Zip: '1050' }),
        feedListing(3, { City: 'ixelles', Zip: '1050' }),
        feedListing(4, { City: 'RUISBROEK', Zip: '1601' }),
        feedListing(5, { City: 'Ruisbroek', Zip: '2870' }),
        feedListing(6, { City: 'LIÈGE', Zip: '4000' }),
        feedListing(7, { City: 'liege', Zip: '4000' }),
        feedListing(8, { City: "BRAINE-L'ALLEUD", Zip: '1420' }),
      ]),
      { now: T0 },
    );
    expect(report.created).toBe(8);
    const rows = (await db.query(
      `SELECT p.id, c.zip, c.names->>'fr' AS fr, c.names->>'nl' AS nl FROM property p JOIN city c ON c.id = p.city_id ORDER BY p.id`,
    )) as { id: number; zip: string; fr: string; nl: string }[];
    const cityOf = (id: number) => rows.find((r) => r.id === id)!;
    expect(new Set([1, 2, 3].map((id) => JSON.stringify(cityOf(id)).replace(/"id":\d+,/, ''))).size).toBe(1);
    expect(cityOf(1)).toMatchObject({ zip: '1050', fr: 'Ixelles', nl: 'Elsene' });
    expect(cityOf(4).zip).toBe('1601');
    expect(cityOf(5).zip).toBe('2870');
    const cities = await db.query(
      `SELECT zip, key, names FROM city WHERE zip IN ('1601', '2870', '4000', '1420') ORDER BY zip`,
    );
    // Municipalities the table of official names knows get their name in every language.
    expect(cities).toEqual([
      {
        zip: '1420',
        key: "braine l'alleud",
        names: { nl: 'Eigenbrakel', fr: "Braine-l'Alleud", en: "Braine-l'Alleud", de: "Braine-l'Alleud" },
      },
      {
        zip: '1601',
        key: 'ruisbroek',
        names: { nl: 'Ruisbroek', fr: 'Ruisbroek', en: 'Ruisbroek', de: 'Ruisbroek' },
      },
      {
        zip: '2870',
        key: 'ruisbroek',
        names: { nl: 'Ruisbroek', fr: 'Ruisbroek', en: 'Ruisbroek', de: 'Ruisbroek' },
      },
      { zip: '4000', key: 'liege', names: { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' } },
    ]);
    // The city name as the feed spelled it stays on the listing.
    const [{ city_name }] = await db.query(`SELECT city_name FROM property WHERE id = 2`);
    expect(city_name).toBe('Elsene');
  });

  it('rejects something that is not a feed before touching the database', async () => {
    const db = await open();
    await expect(importFeed(db, { properties: 'nope' })).rejects.toBeInstanceOf(FeedFormatError);
    await expect(importFeed(db, [1, 2])).rejects.toThrow(/not a feed/);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM property`);
    expect(n).toBe(0);
  });

  it('after a failed batch, keeps the committed batches, withdraws nothing, and a re-run finishes', async () => {
    const db = await open();
    await importFeed(db, feedOf([feedListing(500)]), { now: T0 });
    // A real failure inside PostgreSQL, for listing 33 only.
    await db.query(`
      CREATE FUNCTION test_refuse_33() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.id = 33 THEN RAISE EXCEPTION 'listing 33 refused'; END IF; RETURN NEW; END $$`);
    await db.query(
      `CREATE TRIGGER test_refuse_33 BEFORE INSERT ON property FOR EACH ROW EXECUTE FUNCTION test_refuse_33()`,
    );
    const feed = feedOf(Array.from({ length: 40 }, (_, i) => feedListing(i + 1)));
    const search = new RecordingSearchEngine();

    await expect(
      importFeed(db, clone(feed), { now: T1, batchSize: 10, concurrency: 1, searchEngine: search }),
    ).rejects.toThrow('listing 33 refused');
    const ids = (
      (await db.query(`SELECT id FROM property WHERE withdrawn_at IS NULL ORDER BY id`)) as { id: number }[]
    ).map((r) => r.id);
    expect(ids).toEqual([...Array.from({ length: 30 }, (_, i) => i + 1), 500]);
    // The index is told about what was committed (and, harmlessly, the batch that rolled back).
    expect(search.ids.slice(0, 30)).toEqual(ids.slice(0, 30));

    await db.query(`DROP TRIGGER test_refuse_33 ON property`);
    const rerun = await importFeed(db, clone(feed), { now: T2 });
    expect(rerun).toEqual({ created: 10, updated: 0, unchanged: 30, withdrawn: 1, restored: 0, skipped: [] });
  });

  it('writes in several batches and still reports and syncs every listing', async () => {
    const db = await open();
    const feed = generateDemoFeed({ listings: 45 });
    const search = new RecordingSearchEngine();
    const report = await importFeed(db, clone(feed), {
      now: T0,
      batchSize: 10,
      concurrency: 3,
      searchEngine: search,
    });
    expect(report.created).toBe(45 + DEMO_PROJECT_UNITS);
    expect(search.ids).toHaveLength(45 + DEMO_PROJECT_UNITS);
    const second = await importFeed(db, clone(feed), { now: T1, batchSize: 7 });
    expect(second.unchanged).toBe(45 + DEMO_PROJECT_UNITS);
  });

  it('writes the projects first, so their units load; an invalid project is skipped and reported', async () => {
    const db = await open();
    const project = {
      ID: 31,
      Texts: {
        nl: { Title: 'Residentie Zuid', Description: 'Twaalf appartementen.' },
        fr: { Title: 'Résidence Sud' },
      },
      Zip: '1410',
      City: 'WATERLOO',
      Street: 'Rue du Sud',
      HouseNumber: 5,
      PublicAddress: 'nee',
      Pictures: [{ ID: 'p1', Url: '/media/demo/apartment-01.svg', Width: 800, Height: 600 }],
    };
    const feed = {
      ...feedOf([
        feedListing(1, { ProjectID: 31, MarqueeName: 'Uitverkocht', Marquee: 3 }),
        feedListing(2, { ProjectID: 32 }),
        feedListing(3, { ProjectID: 0, MarqueeName: '  ' }),
      ]),
      projects: [
        project,
        { ID: 32, Zip: '1410', City: 'WATERLOO', Texts: { nl: { Description: 'No name' } } },
      ],
    };
    const report = await importFeed(db, clone(feed), { now: T0 });
    expect(report).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      withdrawn: 0,
      restored: 0,
      skipped: [
        { id: 32, reason: 'invalid project: Texts: a project needs a Title in at least one language' },
        { id: 2, reason: 'unknown ProjectID 32: no project has this id' },
      ],
    });
    expect(
      await db.query(`SELECT id, names, descriptions, street, public_address, photos FROM project`),
    ).toEqual([
      {
        id: 31,
        names: { nl: 'Residentie Zuid', fr: 'Résidence Sud' },
        descriptions: { nl: 'Twaalf appartementen.' },
        street: 'Rue du Sud',
        public_address: false,
        photos: [{ url: '/media/demo/apartment-01.svg', width: 800, height: 600, name: '' }],
      },
    ]);
    expect(await db.query(`SELECT id, project_id, marquee_name FROM property ORDER BY id`)).toEqual([
      { id: 1, project_id: 31, marquee_name: 'Uitverkocht' },
      { id: 3, project_id: null, marquee_name: null },
    ]);
    // A changed label is a changed listing.
    const relabelled = clone(feed);
    relabelled.properties[0]!.MarqueeName = 'Verkocht';
    const again = await importFeed(db, relabelled, { now: T1 });
    expect([again.updated, again.unchanged]).toEqual([1, 1]);
    const [{ marquee_name }] = await db.query(`SELECT marquee_name FROM property WHERE id = 1`);
    expect(marquee_name).toBe('Verkocht');
  });
});

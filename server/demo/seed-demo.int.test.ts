import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { freshDatabase } from '../testing/test-database';
import { appDataSource } from '../data-source';
import { readFeedFile } from '../catalog/feed/feed-file';
import {
  emptyCatalog,
  listingChecksum,
  RecordingSearchEngine,
  referenceDatabase,
} from '../catalog/feed/feed.testing';
import { importFeed } from '../catalog/feed/import-feed.service';
import { ENERGY_BANDS, availabilityOf, energyBand, regionOf, type Region } from '../catalog/rules';
import { listTeamMembers } from '../content/team-member.service';
import { DEMO_AGENTS, DEMO_OWNERS } from './demo-people';
import { DEMO_PROJECT_ID, DEMO_PROJECT_UNITS } from './listings/demo-project';
import { generateDemoFeed } from './listings/generate-feed';
import { DEMO_PHOTOS } from './listings/photos';
import { PROPERTY_TYPES } from './listings/reference-data';
import { seedDemo } from './seed-demo';

interface Row {
  id: number;
  goal: number;
  marquee: number;
  zip: string;
  country_id: number;
  epc_value: string | null;
  epc_label_text: string | null;
  photos: number;
}

describe('seedDemo', () => {
  let ds: DataSource;
  let dir: string;
  const search = new RecordingSearchEngine();
  let result: Awaited<ReturnType<typeof seedDemo>>;
  let rows: Row[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-'));
    ds = appDataSource(await freshDatabase(), { poolSize: 4 });
    await ds.initialize();
    await emptyCatalog(ds);
    result = await seedDemo(ds, {
      feedFile: path.join(dir, 'feed.json'),
      mediaDir: path.join(dir, 'media'),
      searchEngine: search,
    });
    rows = await ds.query(
      `SELECT p.id, p.goal, p.marquee, p.zip, p.country_id, p.epc_value, p.epc_label_text,
              (SELECT count(*)::int FROM property_photo ph WHERE ph.property_id = p.id) AS photos
         FROM property p ORDER BY p.id`,
    );
  });
  afterAll(async () => {
    await ds?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // The 100 listings asked for, and the demo project's units.
  const LISTINGS = 100 + DEMO_PROJECT_UNITS;

  it('imports the generated feed from the file it wrote', async () => {
    expect(result.report).toEqual({
      created: LISTINGS,
      updated: 0,
      unchanged: 0,
      withdrawn: 0,
      restored: 0,
      skipped: [],
    });
    expect(result.feedFile).toBe(path.join(dir, 'feed.json'));
    expect(await readFeedFile(result.feedFile)).toEqual(JSON.parse(JSON.stringify(generateDemoFeed())));
    expect(rows).toHaveLength(LISTINGS);
    expect(search.ids).toEqual(rows.map((r) => r.id));
  });

  it('has at least 25 listings available or under option, and mostly sold or rented ones', () => {
    const onMarket = rows.filter((r) => ['AVAILABLE', 'OPTION'].includes(availabilityOf(r.marquee)));
    expect(onMarket.length).toBeGreaterThanOrEqual(25);
    expect(onMarket.length).toBeLessThan(50);
    expect(new Set(rows.map((r) => r.goal))).toEqual(new Set([0, 1]));
  });

  it('covers every region and every energy band of every region', () => {
    const hit = new Set<string>();
    const regions = new Set<Region>();
    for (const r of rows) {
      const region = regionOf(r.zip, r.country_id)!;
      regions.add(region);
      const band = energyBand(region, r.epc_value === null ? null : Number(r.epc_value), r.epc_label_text);
      if (band) hit.add(`${region}:${band}`);
    }
    expect(regions).toEqual(new Set(['BRUSSELS', 'WALLONIA', 'FLANDERS', 'LUXEMBOURG']));
    const missing = (Object.keys(ENERGY_BANDS) as Region[])
      .flatMap((region) => ENERGY_BANDS[region].map((b) => `${region}:${b}`))
      .filter((k) => !hit.has(k));
    expect(missing).toEqual([]);
  });

  it('gives every listing 3 to 12 photos and texts in nl, fr and en', async () => {
    for (const r of rows) {
      expect(r.photos).toBeGreaterThanOrEqual(3);
      expect(r.photos).toBeLessThanOrEqual(12);
    }
    const texts = await ds.query(
      `SELECT lang, count(*)::int AS n FROM property_text GROUP BY lang ORDER BY lang`,
    );
    expect(texts).toEqual([
      { lang: 'en', n: LISTINGS },
      { lang: 'fr', n: LISTINGS },
      { lang: 'nl', n: LISTINGS },
    ]);
  });

  it("gives every listing a manager of the team page, and every agent is on it, with the team page's photo, phone and e-mail", async () => {
    const team = await listTeamMembers(ds, 'en');
    type Person = Pick<
      (typeof team)[number],
      'firstName' | 'lastName' | 'email' | 'phone' | 'photoUrl' | 'jobTitle'
    >;
    const person = (p: Person) =>
      JSON.stringify([p.firstName, p.lastName, p.email, p.phone, p.photoUrl, p.jobTitle]);
    const onTeamPage = new Set(team.map(person));
    const agents: Person[] = await ds.query(
      `SELECT first_name AS "firstName", last_name AS "lastName", email, phone, photo_url AS "photoUrl", job_title->>'en' AS "jobTitle" FROM agent ORDER BY id`,
    );
    expect(agents.length).toBeGreaterThanOrEqual(3);
    for (const a of agents) expect(onTeamPage.has(person(a)), person(a)).toBe(true);
    const managers: { id: number; manager: string | null }[] = await ds.query(
      `SELECT p.id, a.email AS manager FROM property p LEFT JOIN agent a ON a.id = p.manager_id WHERE p.withdrawn_at IS NULL`,
    );
    const teamEmails = new Set(team.map((m) => m.email));
    for (const m of managers) expect([m.id, teamEmails.has(String(m.manager))]).toEqual([m.id, true]);
    // Every agent manages listings: none is an agent in name only.
    expect(new Set(managers.map((m) => m.manager))).toEqual(new Set(agents.map((a) => a.email)));
  });

  it('writes the reference data: nine types in show order, agents, owners with 3 to 5 listings each', async () => {
    const types = await ds.query(
      `SELECT id, show_order, sale, rent, names FROM property_type ORDER BY show_order`,
    );
    expect(types.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const t of types) {
      expect(t).toMatchObject({ sale: true, rent: true });
      expect(Object.keys(t.names).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    }
    expect(types.map((t: { names: { en: string } }) => t.names.en)).toEqual(
      PROPERTY_TYPES.map((t) => t.names.en),
    );
    const agents = await ds.query(`SELECT email, phone, job_title FROM agent ORDER BY id`);
    expect(agents).toHaveLength(DEMO_AGENTS.length);
    for (const a of agents) {
      expect(a.email).toMatch(/@immo-demo\.be$/);
      expect(a.phone).toMatch(/^0\d{8,9}$/);
      expect(Object.keys(a.job_title).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    }
    const owners = await ds.query(
      `SELECT o.email, o.first_name, o.last_name, o.lang, o.password_hash, count(op.property_id)::int AS listings
         FROM owner o LEFT JOIN owner_property op ON op.owner_id = o.id GROUP BY o.id ORDER BY o.email`,
    );
    expect(owners.map((o: { email: string }) => o.email)).toEqual(DEMO_OWNERS.map((o) => o.email));
    for (const o of owners) {
      // The demo password, outside production (NODE_ENV=test here).
      expect(o.password_hash).toMatch(/^\$argon2id\$/);
      expect(o.listings).toBeGreaterThanOrEqual(3);
      expect(o.listings).toBeLessThanOrEqual(5);
    }
    expect(owners[0]).toMatchObject({ first_name: 'Sophie', last_name: 'Peeters', lang: 'nl' });
    expect(owners[1]).toMatchObject({ first_name: 'Julien', last_name: 'Lambert', lang: 'fr' });
  });

  it('lands "IXELLES" and "ELSENE" on one city, and counts Waterloo first', async () => {
    const ixelles = await ds.query(
      `SELECT DISTINCT p.city_name, p.city_id FROM property p WHERE p.zip = '1050' ORDER BY 1`,
    );
    expect(ixelles.map((r: { city_name: string }) => r.city_name)).toEqual(['ELSENE', 'IXELLES']);
    expect(new Set(ixelles.map((r: { city_id: number }) => r.city_id)).size).toBe(1);
    const [top] = await ds.query(
      `SELECT c.names->>'fr' AS name, count(*)::int AS n FROM property p JOIN city c ON c.id = p.city_id GROUP BY c.id ORDER BY n DESC LIMIT 1`,
    );
    expect(top.name).toBe('Waterloo');
    expect(top.n).toBeGreaterThanOrEqual(15);
  });

  it('writes the demo pictures once, small', () => {
    const files = fs.readdirSync(path.join(dir, 'media'));
    for (const p of DEMO_PHOTOS) expect(files).toContain(p.file);
    expect(DEMO_PHOTOS.length).toBeGreaterThanOrEqual(35);
    for (const f of files) {
      const svg = fs.readFileSync(path.join(dir, 'media', f), 'utf8');
      expect(svg.length, f).toBeLessThan(3_000);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    }
  });

  it('has the new-build project, its units and their CRM labels', async () => {
    const [project] = await ds.query(
      `SELECT id, names, zip, city, jsonb_array_length(photos) AS photos FROM project`,
    );
    expect(project).toMatchObject({ id: DEMO_PROJECT_ID, zip: '1040', city: 'ETTERBEEK' });
    expect(project.names).toEqual({
      nl: 'Résidence Jardin Royal',
      fr: 'Résidence Jardin Royal',
      en: 'Résidence Jardin Royal',
    });
    expect(project.photos).toBeGreaterThan(0);
    const units = await ds.query(
      `SELECT marquee, marquee_name FROM property WHERE project_id = $1 ORDER BY id`,
      [DEMO_PROJECT_ID],
    );
    expect(units).toHaveLength(DEMO_PROJECT_UNITS);
    expect(units.map((u: { marquee_name: string | null }) => u.marquee_name)).toContain('Uitverkocht');
    const [{ takeover }] = await ds.query(
      `SELECT count(*)::int AS takeover FROM property WHERE marquee_name = 'Over te nemen'`,
    );
    expect(takeover).toBeGreaterThan(0);
  });

  it('is idempotent: a second run changes no listing row', async () => {
    const before = await listingChecksum(ds);
    const projects = await ds.query(`SELECT * FROM project ORDER BY id`);
    const owners = await ds.query(`SELECT * FROM owner_property ORDER BY 1, 2`);
    const again = await seedDemo(ds, {
      feedFile: path.join(dir, 'feed.json'),
      mediaDir: path.join(dir, 'media'),
    });
    expect(again.report).toEqual({
      created: 0,
      updated: 0,
      unchanged: LISTINGS,
      withdrawn: 0,
      restored: 0,
      skipped: [],
    });
    expect(await listingChecksum(ds)).toEqual(before);
    expect(await ds.query(`SELECT * FROM project ORDER BY id`)).toEqual(projects);
    expect(await ds.query(`SELECT * FROM owner_property ORDER BY 1, 2`)).toEqual(owners);
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM agent`);
    expect(n).toBe(DEMO_AGENTS.length);
  });
});

describe('demo at scale', () => {
  let ds: DataSource | undefined;
  afterAll(() => ds?.destroy());

  it('generates and imports 10,000 listings', { timeout: 300_000 }, async () => {
    ds = await referenceDatabase();
    const t0 = performance.now();
    const feed = generateDemoFeed({ listings: 10_000 });
    const t1 = performance.now();
    const report = await importFeed(ds, feed);
    const t2 = performance.now();
    const again = await importFeed(ds, feed);
    const t3 = performance.now();
    console.log(
      `10,000 listings: generated in ${((t1 - t0) / 1000).toFixed(1)} s, imported in ${((t2 - t1) / 1000).toFixed(1)} s, ` +
        `re-imported (unchanged) in ${((t3 - t2) / 1000).toFixed(1)} s`,
    );
    expect(report.created).toBe(10_000 + DEMO_PROJECT_UNITS);
    expect(report.skipped).toEqual([]);
    expect(again.unchanged).toBe(10_000 + DEMO_PROJECT_UNITS);
  });
});

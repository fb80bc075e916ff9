import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { Client } from 'pg';
import { queueSearchAlerts } from '../server/alerts/search-alerts.service';
import type { Feed, FeedPropertyInput } from '../server/catalog/feed/feed.schema';
import { importFeed, type ImportReport } from '../server/catalog/feed/import-feed.service';
import { appDataSource } from '../server/data-source';
import { generateDemoFeed } from '../server/demo/listings/generate-feed';
import { Prng } from '../server/demo/prng';
import { searchEngineFor } from '../server/search/search-engine.factory';
import {
  BENCH_DB_URL,
  BENCH_LISTINGS,
  prepareBenchDatabase,
  prependBenchmarkSection,
  ROOT,
} from './bench/bench-kit';

/**
 * `npm run bench:alerts`: with the 10,000-listing bench catalog, 100,000 confirmed saved searches
 * and 10,000 confirmed watches, a CRM feed changing 1,000 listings (500 new, 300 price drops, 200
 * changes of availability) goes through the real import; measured: (a) the import with no searches
 * or watches, (b) the same import with them, (c) from the import's end until every instant alert
 * is in the outbox, then the daily and weekly digests. Each run on its own copy of one prepared
 * database (CREATE DATABASE … TEMPLATE), (a) and (b) alternating; medians of BENCH_ALERTS_RUNS
 * (3). Writes the figures to docs/benchmarks.md (BENCH_NO_WRITE=1: only prints them).
 * BENCH_ALERTS_CATALOG names an existing database with the bench catalog to start from instead of
 * seeding one (it is left as it is); BENCH_ALERTS_KEEP=1 keeps the databases it makes (named
 * agency_bench_alerts_<pid>_…).
 */
const RUNS = Number(process.env.BENCH_ALERTS_RUNS ?? 3);
const SEARCHES = 100_000;
const SEARCH_ADDRESSES = 60_000;
const WATCHES = 10_000;
/** Addresses with watches only (the others' watches are on addresses that also have searches). */
const WATCH_ONLY_ADDRESSES = 5_000;
const WATCHES_ON_SEARCH_ADDRESSES = 0.4;
const NEW_LISTINGS = 500;
const PRICE_DROPS = 300;
const STATUS_CHANGES = 200;
/** process.memoryUsage() sampling interval during the alert run. */
const SAMPLE_MS = 100;

const PREFIX = `agency_bench_alerts_${process.pid}`;
const urlOf = (name: string) => {
  const u = new URL(BENCH_DB_URL);
  u.pathname = `/${name}`;
  return u.toString();
};
const ADMIN_URL = urlOf('postgres');

async function admin<T>(work: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

const created: string[] = [];
/** A copy of `template` (no one may be connected to it); FILE_COPY: seconds, not the WAL of the whole catalog. */
async function copyDatabase(template: string, name: string): Promise<string> {
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}"`);
    await c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY = FILE_COPY`);
  });
  created.push(name);
  return urlOf(name);
}
/** BENCH_ALERTS_KEEP=1 keeps every database the bench made, to look into afterwards. */
const KEEP = process.env.BENCH_ALERTS_KEEP === '1';
async function dropDatabase(name: string): Promise<void> {
  if (KEEP) return;
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

const since = (t: number) => (performance.now() - t) / 1000;

/**
 * The searches, set-based: each one is drawn around a listing on the market of its goal (its
 * type, its city or postcode, a price range around its price, sometimes its bedrooms, living area
 * or energy label), with a second type and more cities sometimes; 80 % instant, 15 % daily, 5 %
 * weekly; 60,000 addresses: 30,000 with one search, 20,000 with two, 10,000 with three. All
 * confirmed, caught up with every listing change so far.
 */
const EMAIL_SQL = (a: string) => `'s' || substr(md5('address ' || ${a}), 1, 12) || '@bench.example'`;
const LANG_SQL = (email: string) =>
  `CASE WHEN abs(hashtext(${email})) % 100 < 55 THEN 'nl' WHEN abs(hashtext(${email})) % 100 < 95 THEN 'fr' ELSE 'en' END`;

const INSERT_SEARCHES = `
  WITH open AS MATERIALIZED (
    SELECT row_number() OVER (PARTITION BY g ORDER BY id) AS rn, *
      FROM (SELECT id, CASE WHEN goal = 0 THEN 0 ELSE 1 END AS g, web_id, city_id, zip, list_price,
                   bedrooms, living_area, energy_rank
              FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4)) AS x
  ), n AS (SELECT g, count(*) AS n FROM open GROUP BY g),
  s AS MATERIALIZED (
    SELECT i,
           CASE WHEN i <= 30000 THEN i
                WHEN i <= 70000 THEN 30000 + (i - 30001) / 2 + 1
                ELSE 50000 + (i - 70001) / 3 + 1 END AS a,
           CASE WHEN random() < 0.75 THEN 0 ELSE 1 END AS g,
           random() AS r1, random() AS r2, random() AS r3, random() AS r4,
           random() AS r_type, random() AS r_cities, random() AS r_zip, random() AS r_min, random() AS r_max,
           random() AS r_f1, random() AS r_f2, random() AS r_bed, random() AS r_area, random() AS r_energy,
           random() AS r_freq, random() AS r_age
      FROM generate_series(1, ${SEARCHES}) AS i
  ), d AS (
    SELECT s.*, o1.web_id, o1.city_id, o1.zip, o1.list_price, o1.bedrooms, o1.living_area, o1.energy_rank,
           o2.web_id AS web_id2, o2.city_id AS city_id2, o2.zip AS zip2, o3.city_id AS city_id3, o3.zip AS zip3,
           CASE WHEN s.g = 0 THEN 10000 ELSE 50 END AS step
      FROM s JOIN n ON n.g = s.g
      JOIN open o1 ON o1.g = s.g AND o1.rn = 1 + floor(s.r1 * n.n)::int
      JOIN open o2 ON o2.g = s.g AND o2.rn = 1 + floor(s.r2 * n.n)::int
      JOIN open o3 ON o3.g = s.g AND o3.rn = 1 + floor(s.r3 * n.n)::int
  ), e AS (
    SELECT d.*, ${EMAIL_SQL('d.a')} AS email,
           CASE WHEN d.list_price IS NULL OR d.r_min >= 0.5 THEN NULL
                ELSE round(d.list_price * (0.6 + 0.25 * d.r_f1) / d.step) * d.step END AS pmin,
           CASE WHEN d.list_price IS NULL OR d.r_max >= 0.9 THEN NULL
                ELSE round(d.list_price * (1.1 + 0.3 * d.r_f2) / d.step) * d.step END AS pmax
      FROM d
  )
  INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, price_min, price_max,
    min_bedrooms, min_living_area, max_energy_rank, frequency, created_at, confirmed_at, last_change_id, active)
  SELECT email, 'Bench', ${LANG_SQL('email')}, g,
         CASE WHEN r_type < 0.4 AND web_id2 <> web_id THEN ARRAY[web_id, web_id2] ELSE ARRAY[web_id] END,
         CASE WHEN r_zip < 0.15 THEN '{}'::int[]
              WHEN r_cities < 0.5 THEN ARRAY[city_id]
              WHEN r_cities < 0.8 THEN ARRAY(SELECT DISTINCT unnest(ARRAY[city_id, city_id2]))
              ELSE ARRAY(SELECT DISTINCT unnest(ARRAY[city_id, city_id2, city_id3])) END,
         CASE WHEN r_zip >= 0.15 THEN '{}'::text[]
              WHEN r_cities < 0.6 THEN ARRAY[zip]
              ELSE ARRAY(SELECT DISTINCT unnest(ARRAY[zip, zip2, zip3])) END,
         pmin::int, GREATEST(pmax, pmin)::int,
         CASE WHEN r_bed < 0.5 OR bedrooms IS NULL OR bedrooms < 1 THEN NULL
              ELSE GREATEST(1, bedrooms - (r_bed < 0.75)::int) END,
         CASE WHEN r_area < 0.85 OR living_area IS NULL THEN NULL
              ELSE NULLIF(round(living_area * 0.8 / 10) * 10, 0)::int END,
         CASE WHEN r_energy < 0.8 OR energy_rank IS NULL THEN NULL ELSE LEAST(7, energy_rank + 1) END,
         CASE WHEN r_freq < 0.8 THEN 'instant' WHEN r_freq < 0.95 THEN 'daily' ELSE 'weekly' END,
         now() - r_age * interval '400 days' - interval '10 minutes',
         now() - r_age * interval '400 days',
         (SELECT coalesce(max(id), 0) FROM listing_change), true
    FROM e ORDER BY i`;

/** Watches on listings on the market: 40 % by addresses that have searches, the rest by 5,000 others. */
const INSERT_WATCHES = `
  WITH open AS MATERIALIZED (
    SELECT row_number() OVER (ORDER BY id) AS rn, id
      FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4)
  ), n AS (SELECT count(*) AS n FROM open),
  w AS MATERIALIZED (
    SELECT i, random() AS r_prop, random() AS r_shared, random() AS r_addr, random() AS r_age
      FROM generate_series(1, ${WATCHES}) AS i
  ), e AS (
    SELECT w.*, o.id AS property_id,
           CASE WHEN w.r_shared < ${WATCHES_ON_SEARCH_ADDRESSES}
                THEN ${EMAIL_SQL(`(1 + floor(w.r_addr * ${SEARCH_ADDRESSES})::int)`)}
                ELSE 'w' || substr(md5('watcher ' || (1 + floor(w.r_addr * ${WATCH_ONLY_ADDRESSES})::int)), 1, 12)
                     || '@bench.example' END AS email
      FROM w, n JOIN open o ON true
     WHERE o.rn = 1 + floor(w.r_prop * n.n)::int
  )
  INSERT INTO listing_watch (email, lang, property_id, created_at, confirmed_at, last_change_id, active)
  SELECT email, ${LANG_SQL('email')}, property_id,
         now() - r_age * interval '200 days' - interval '10 minutes', now() - r_age * interval '200 days',
         (SELECT coalesce(max(id), 0) FROM listing_change), true
    FROM e ORDER BY i`;

interface DemandFigures {
  searches: number;
  searchAddresses: number;
  instant: number;
  daily: number;
  weekly: number;
  watches: number;
  watchAddresses: number;
  sharedAddresses: number;
  addresses: number;
  seconds: number;
}

async function addDemand(url: string): Promise<DemandFigures> {
  const started = performance.now();
  const ds = appDataSource(url, { poolSize: 2 });
  await ds.initialize();
  try {
    await ds.transaction(async (m) => {
      await m.query(`SELECT setseed(0.30)`);
      await m.query(INSERT_SEARCHES);
      await m.query(INSERT_WATCHES);
    });
    await ds.query(`VACUUM ANALYZE demand_registration`);
    await ds.query(`VACUUM ANALYZE listing_watch`);
    const [f] = (await ds.query(`
      SELECT (SELECT count(*) FROM demand_registration)::int AS searches,
             (SELECT count(DISTINCT email) FROM demand_registration)::int AS "searchAddresses",
             (SELECT count(*) FROM demand_registration WHERE frequency = 'instant')::int AS instant,
             (SELECT count(*) FROM demand_registration WHERE frequency = 'daily')::int AS daily,
             (SELECT count(*) FROM demand_registration WHERE frequency = 'weekly')::int AS weekly,
             (SELECT count(*) FROM listing_watch)::int AS watches,
             (SELECT count(DISTINCT email) FROM listing_watch)::int AS "watchAddresses",
             (SELECT count(DISTINCT email) FROM listing_watch
               WHERE email IN (SELECT email FROM demand_registration))::int AS "sharedAddresses",
             (SELECT count(*) FROM (SELECT email FROM demand_registration UNION SELECT email FROM listing_watch) x)::int
               AS addresses`)) as Omit<DemandFigures, 'seconds'>[];
    return { ...f, seconds: since(started) };
  } finally {
    await ds.destroy();
  }
}

/**
 * The CRM's next feed, partial (only the records that changed): 500 new listings (copies of
 * listings of the catalog, on the market, with new IDs and prices moved by up to ±5 %), 300 price
 * drops of 3–12 % and 200 changes of availability (a third to "option", the rest sold or rented)
 * among the listings on the market. Seeded: the same feed every run.
 */
function changeFeed(): { feed: Feed; note: string } {
  const catalog = generateDemoFeed({ listings: BENCH_LISTINGS });
  const rng = new Prng(30);
  const records = catalog.properties.filter((p) => p.ProjectID === undefined || p.ProjectID === null);
  const marquee = (p: FeedPropertyInput) =>
    p.Marquee === undefined || p.Marquee === null ? 1 : Number(p.Marquee);
  const shuffled = <T>(items: T[]) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  const step = (p: FeedPropertyInput) => (Number(p.Goal) === 0 ? 1000 : 5);
  const roundTo = (v: number, s: number) => Math.max(s, Math.round(v / s) * s);
  const withPrice = (p: FeedPropertyInput, price: number): FeedPropertyInput => {
    const out: FeedPropertyInput = { ...p, Price: price };
    const costs = (p as { Costs?: Record<string, unknown> }).Costs;
    if (costs && typeof costs.monthlyRent === 'number')
      (out as { Costs?: Record<string, unknown> }).Costs = { ...costs, monthlyRent: price };
    return out;
  };

  const maxId = Math.max(...catalog.properties.map((p) => Number(p.ID)));
  const fresh: FeedPropertyInput[] = [];
  for (let k = 1; k <= NEW_LISTINGS; k++) {
    const source = rng.pick(records);
    const id = maxId + k;
    const copy = structuredClone(source) as FeedPropertyInput & Record<string, unknown>;
    copy.ID = id;
    copy.Marquee = 1;
    copy.RecordFile = `RF-${id}`;
    const pictures = (copy.Pictures ?? []) as { ID: number | string }[];
    pictures.forEach((ph, i) => (ph.ID = id * 100 + i + 1));
    const small = copy.SmallPictureItem as { ID?: number | string } | undefined;
    if (small && pictures[0]) small.ID = pictures[0].ID;
    const price = Number(copy.Price);
    fresh.push(
      Number.isFinite(price) && price > 0
        ? withPrice(copy, roundTo(price * (0.95 + 0.1 * rng.next()), step(copy)))
        : copy,
    );
  }

  const onMarket = shuffled(records.filter((p) => [0, 1, 2].includes(marquee(p))));
  const priced = onMarket.filter((p) => p.PublishPrice !== false && Number(p.Price) > 0);
  const drops = priced.slice(0, PRICE_DROPS).map((p) => {
    const price = Number(p.Price);
    const lower = roundTo(price * (1 - (0.03 + 0.09 * rng.next())), step(p));
    return withPrice(p, lower < price ? lower : price - step(p));
  });
  const taken = new Set(drops.map((p) => p.ID));
  const available = onMarket.filter((p) => !taken.has(p.ID) && marquee(p) === 1);
  const statuses = available.slice(0, STATUS_CHANGES).map((p, i) => ({
    ...p,
    Marquee: i % 3 === 0 ? 2 : Number(p.Goal) === 0 ? 3 : 4,
  }));
  const properties = [...fresh, ...drops, ...statuses];
  const options = statuses.filter((p) => p.Marquee === 2).length;
  return {
    feed: { generatedAt: new Date().toISOString(), full: false, properties },
    note: `${fresh.length} new, ${drops.length} price drops, ${statuses.length} changes of availability (${options} to option, ${statuses.length - options} sold or rented)`,
  };
}

interface MemorySample {
  rss: number;
  heapUsed: number;
}
const memory = (): MemorySample => {
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed };
};

interface AlertRun {
  seconds: number;
  mails: number;
  outboxRows: number;
  addresses: number;
  listingsTold: number;
  listingsShown: number;
}

interface RunFigures {
  importSeconds: number;
  report: ImportReport;
  changes: Record<string, number>;
  instant?: AlertRun & {
    before: MemorySample;
    peak: MemorySample;
    after: MemorySample;
    samples: number;
    /** The peaks of the run's first, middle and last third: flat if the batches do not add up. */
    thirds: MemorySample[];
  };
  daily?: AlertRun;
  weekly?: AlertRun;
  /** An instant run after one more change (visit slots of the most-watched listing), then one with nothing new. */
  oneChange?: AlertRun;
  nothingNew?: AlertRun;
}

/** Samples the process's memory every SAMPLE_MS while `work` runs. */
async function sampled<T>(work: () => Promise<T>) {
  const before = memory();
  const samples: MemorySample[] = [];
  const timer = setInterval(() => samples.push(memory()), SAMPLE_MS);
  try {
    const result = await work();
    return { result, before, samples, after: memory() };
  } finally {
    clearInterval(timer);
  }
}
const peakOf = (samples: MemorySample[]): MemorySample => ({
  rss: Math.max(0, ...samples.map((m) => m.rss)),
  heapUsed: Math.max(0, ...samples.map((m) => m.heapUsed)),
});

async function alertRun(
  ds: ReturnType<typeof appDataSource>,
  frequency: 'instant' | 'daily' | 'weekly',
): Promise<AlertRun> {
  const [{ top }] = (await ds.query(`SELECT coalesce(max(id), 0)::bigint AS top FROM outbox`)) as {
    top: string;
  }[];
  const started = performance.now();
  const mails = await queueSearchAlerts(ds, frequency);
  const seconds = since(started);
  const [o] = (await ds.query(
    `SELECT count(*)::int AS "outboxRows", count(DISTINCT payload->>'to')::int AS addresses,
            coalesce(sum((payload->>'total')::int), 0)::int AS "listingsTold",
            coalesce(sum(jsonb_array_length(payload->'listings')), 0)::int AS "listingsShown"
       FROM outbox WHERE id > $1 AND payload->>'template' = 'saved-search.alert'`,
    [top],
  )) as Omit<AlertRun, 'seconds' | 'mails'>[];
  return { seconds, mails, ...o };
}

/** One run on a fresh copy of `template`: the import, then (with demand) the alert runs. */
async function run(
  template: string,
  label: string,
  feed: Feed,
  { withAlerts = false, followUps = false } = {},
): Promise<RunFigures> {
  const name = `${PREFIX}_run_${label}`;
  const url = await copyDatabase(template, name);
  await admin((c) => c.query('CHECKPOINT')); // the copy's own writes out of the way of the timing
  const ds = appDataSource(url);
  await ds.initialize();
  try {
    const [{ top }] = (await ds.query(`SELECT coalesce(max(id), 0)::text AS top FROM listing_change`)) as {
      top: string;
    }[];
    const started = performance.now();
    const report = await importFeed(ds, structuredClone(feed), { searchEngine: searchEngineFor(ds) });
    const importSeconds = since(started);
    const rows = (await ds.query(
      `SELECT kind, count(*)::int AS n FROM listing_change WHERE id > $1::bigint GROUP BY kind ORDER BY kind`,
      [top],
    )) as { kind: string; n: number }[];
    const figures: RunFigures = {
      importSeconds,
      report,
      changes: Object.fromEntries(rows.map((r) => [r.kind, r.n])),
    };
    if (withAlerts) {
      const { result, before, samples, after } = await sampled(() => alertRun(ds, 'instant'));
      const third = Math.ceil(samples.length / 3);
      figures.instant = {
        ...result,
        before,
        after,
        peak: peakOf([...samples, after]),
        samples: samples.length,
        thirds: [0, 1, 2].map((k) => peakOf(samples.slice(k * third, (k + 1) * third))),
      };
      figures.daily = await alertRun(ds, 'daily');
      figures.weekly = await alertRun(ds, 'weekly');
      if (followUps) {
        await ds.query(
          `INSERT INTO listing_change (property_id, kind, occurred_at)
           SELECT property_id, 'slots', now() FROM listing_watch GROUP BY property_id ORDER BY count(*) DESC, property_id LIMIT 1`,
        );
        figures.oneChange = await alertRun(ds, 'instant');
        figures.nothingNew = await alertRun(ds, 'instant');
      }
    }
    console.log(
      label,
      JSON.stringify({
        import: importSeconds.toFixed(2),
        report: { ...report, skipped: report.skipped.length },
        changes: figures.changes,
        instant: figures.instant && {
          ...figures.instant,
          seconds: figures.instant.seconds.toFixed(2),
          before: mb(figures.instant.before),
          peak: mb(figures.instant.peak),
          after: mb(figures.instant.after),
          thirds: figures.instant.thirds.map(mb),
        },
        daily: figures.daily,
        weekly: figures.weekly,
        oneChange: figures.oneChange,
        nothingNew: figures.nothingNew,
      }),
    );
    return figures;
  } finally {
    await ds.destroy();
    await dropDatabase(name);
  }
}

const mb = (m: MemorySample) => ({
  rss: Math.round(m.rss / 2 ** 20),
  heapUsed: Math.round(m.heapUsed / 2 ** 20),
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const s2 = (v: number) => v.toFixed(2);
const n0 = (v: number) => Math.round(v).toLocaleString('en');
const loadAverage = () => os.loadavg()[0].toFixed(1);

async function main() {
  const wallStarted = performance.now();
  const loadBefore = loadAverage();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'server', 'migrations'], { cwd: ROOT })
    .toString()
    .trim();

  let catalog = process.env.BENCH_ALERTS_CATALOG;
  let seedSeconds = 0;
  if (!catalog) {
    catalog = `${PREFIX}_catalog`;
    created.push(catalog);
    const started = performance.now();
    await prepareBenchDatabase(urlOf(catalog), BENCH_LISTINGS);
    seedSeconds = since(started);
  }
  const demandDb = `${PREFIX}_demand`;
  const demand = await addDemand(await copyDatabase(catalog, demandDb));
  console.log('demand', JSON.stringify(demand));
  const { feed, note } = changeFeed();
  console.log('feed', note);

  const a: RunFigures[] = [];
  const b: RunFigures[] = [];
  for (let i = 1; i <= RUNS; i++) {
    a.push(await run(catalog, `a${i}`, feed));
    b.push(await run(demandDb, `b${i}`, feed, { withAlerts: true, followUps: i === RUNS }));
  }
  const loadAfter = loadAverage();

  const ma = median(a.map((r) => r.importSeconds));
  const mbSec = median(b.map((r) => r.importSeconds));
  const inst = b.map((r) => r.instant!);
  const mc = median(inst.map((r) => r.seconds));
  const daily = b.map((r) => r.daily!);
  const weekly = b.map((r) => r.weekly!);
  const peakRss = Math.max(...inst.map((r) => r.peak.rss));
  const beforeRss = median(inst.map((r) => r.before.rss));
  const flat = inst.every((r) => r.thirds[2]!.rss <= 1.1 * r.thirds[0]!.rss);
  const last = b[b.length - 1]!;
  const MiB = (v: number) => Math.round(v / 2 ** 20);
  const changes = b[0]!.changes;
  const report = b[0]!.report;
  const cpu = os.cpus();

  const section = [
    `## bench:alerts — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), PostgreSQL of the machine (default settings), other work on it (1-minute load average ${loadBefore} → ${loadAfter}); HEAD ${commit}${dirty ? ' (with uncommitted changes under server/ or migrations/)' : ''}. ` +
      `The ${BENCH_LISTINGS.toLocaleString('en')}-listing bench catalog with ${n0(demand.searches)} confirmed saved searches (${n0(demand.instant)} instant, ${n0(demand.daily)} daily, ${n0(demand.weekly)} weekly; ${n0(demand.searchAddresses)} addresses, 1–3 each) and ${n0(demand.watches)} confirmed watches (${n0(demand.watchAddresses)} addresses, ${n0(demand.sharedAddresses)} of them with searches too; ${n0(demand.addresses)} addresses in all), inserted set-based in SQL: each search drawn around a listing on the market (its type, city or postcode, a price range around its price; sometimes a second type, more cities, bedrooms, living area or energy label), each watch on a listing on the market; all caught up with the listing changes so far. ` +
      `The feed: partial, ${note}, through \`importFeed\` (as \`npm run import\`, the PostgreSQL search engine); it wrote ${report.created} new and ${report.updated} updated listings and the changes ${Object.entries(
        changes,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}. ` +
      `Each run on its own copy of one prepared database (CREATE DATABASE … TEMPLATE, then CHECKPOINT), runs (a) and (b) alternating; medians of ${RUNS}. Times in seconds; memory of this node process, \`process.memoryUsage()\` every ${SAMPLE_MS} ms.`,
    '',
    '| figure | runs | median | target |',
    '|---|---|---|---|',
    `| (a) import, no searches or watches | ${a.map((r) => s2(r.importSeconds)).join(', ')} | ${s2(ma)} | — |`,
    `| (b) the same import, with the searches and watches (no alert hook) | ${b.map((r) => s2(r.importSeconds)).join(', ')} | ${s2(mbSec)} | ≤ 1.20 × (a) |`,
    `| (b) ÷ (a), run by run; median column: median (b) ÷ median (a) | ${a.map((r, i) => s2(b[i]!.importSeconds / r.importSeconds)).join(', ')} | ${s2(mbSec / ma)} | ≤ 1.20 |`,
    `| (c) import's end → every instant alert in the outbox (\`queueSearchAlerts(ds, 'instant')\`) | ${inst.map((r) => s2(r.seconds)).join(', ')} | ${s2(mc)} | ≤ 30 |`,
    `| daily digest (\`queueSearchAlerts(ds, 'daily')\`, after (c)) | ${daily.map((r) => s2(r.seconds)).join(', ')} | ${s2(median(daily.map((r) => r.seconds)))} | — |`,
    `| weekly digest (after the daily) | ${weekly.map((r) => s2(r.seconds)).join(', ')} | ${s2(median(weekly.map((r) => r.seconds)))} | — |`,
    ...(last.oneChange && last.nothingNew
      ? [
          `| instant run after one more change (visit slots of the most-watched listing), last run only: ${n0(last.oneChange.mails)} mails | ${s2(last.oneChange.seconds)} | — | — |`,
          `| instant run with nothing new, last run only | ${s2(last.nothingNew.seconds)} | — | — |`,
        ]
      : []),
    '',
    '| alert run | mails queued | outbox rows | addresses | listings told (sum of totals) | listings shown (≤ 12 a mail) |',
    '|---|---|---|---|---|---|',
    ...(
      [
        ['instant', inst],
        ['daily', daily],
        ['weekly', weekly],
      ] as const
    ).map(
      ([name, r]) =>
        `| ${name} | ${n0(median(r.map((x) => x.mails)))} | ${n0(median(r.map((x) => x.outboxRows)))} | ${n0(median(r.map((x) => x.addresses)))} | ${n0(median(r.map((x) => x.listingsTold)))} | ${n0(median(r.map((x) => x.listingsShown)))} |`,
    ),
    '',
    `Memory of this process during (c), MiB, per run: RSS before → peak → after; the peak in the run's first, middle and last third (flat: the last third's peak within 10 % of the first's, the batches do not add up); heap used likewise.`,
    '',
    '| run | RSS before → peak → after | RSS peak by third | heap used before → peak → after | heap peak by third | samples |',
    '|---|---|---|---|---|---|',
    ...inst.map(
      (r, i) =>
        `| b${i + 1} | ${MiB(r.before.rss)} → ${MiB(r.peak.rss)} → ${MiB(r.after.rss)} | ${r.thirds.map((t) => MiB(t.rss)).join(' / ')} | ${MiB(r.before.heapUsed)} → ${MiB(r.peak.heapUsed)} → ${MiB(r.after.heapUsed)} | ${r.thirds.map((t) => MiB(t.heapUsed)).join(' / ')} | ${r.samples} |`,
    ),
    '',
    `Targets: (c) ≤ 30 s: **${mc <= 30 ? 'met' : 'not met'}** (${s2(mc)} s); (b) ≤ 20 % slower than (a): **${mbSec / ma <= 1.2 ? 'met' : 'not met'}** (${s2(mbSec / ma)}×); memory flat: **${flat ? 'met' : 'not met'}** (peak RSS ${MiB(peakRss)} MiB, ${s2(peakRss / beforeRss)}× the ${MiB(beforeRss)} MiB before; last third ÷ first third: ${inst.map((r) => s2(r.thirds[2]!.rss / r.thirds[0]!.rss)).join(', ')}).`,
    '',
    `Setup: ${seedSeconds ? `catalog seeded in ${seedSeconds.toFixed(0)} s, ` : ''}searches and watches inserted and analysed in ${demand.seconds.toFixed(1)} s; the whole bench ${(since(wallStarted) / 60).toFixed(1)} min.`,
    '',
  ].join('\n');
  if (process.env.BENCH_NO_WRITE !== '1') prependBenchmarkSection(section);
  console.log(section);
}

main()
  .then(
    () => 0,
    (err: unknown) => {
      console.error(err);
      return 1;
    },
  )
  .then(async (code) => {
    for (const name of created.reverse())
      await dropDatabase(name).catch((err: unknown) => console.error(`could not drop ${name}:`, err));
    process.exit(code);
  });

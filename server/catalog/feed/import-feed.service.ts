import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '../../core/logger';
import { IMPORT_LOCK_KEY, writeListingChanges, type ListingChange } from '../listing-change.service';
import { listingChanges } from '../rules/listing-changes';
import { applyMunicipalityNames, keysOf, municipalityAt, namesOf } from '../place-names.service';
import { energyLetter, energyLetterRank, knownArea, normalizeKey, publishedPrice, regionOf } from '../rules';
import { titleCasePlace } from './city-name';
import { recordHash } from './feed-hash';
import {
  describeIssues,
  feedEnvelopeSchema,
  parseFeedProject,
  parseFeedRecord,
  rawRecordId,
  type FeedProject,
  type FeedProperty,
} from './feed.schema';

export interface SkippedRecord {
  /** The record's ID as sent (null when it has none). */
  id: string | number | null;
  reason: string;
}

/**
 * What an import did. created, updated, unchanged and restored count the feed's records (each
 * exactly once; restored ones may also have changed content); withdrawn counts listings that a
 * full feed no longer contains; skipped lists the records left out, with why.
 */
export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  restored: number;
  skipped: SkippedRecord[];
}

/**
 * An index of the listings kept beside the database (the search engine): the import tells it which
 * listings to bring in step after each import. The catalog declares what it needs; the search
 * module's engines fit it.
 */
export interface ListingIndex {
  readonly name: string;
  /** Brings the index in step with the database for these listings (upsert, or remove when withdrawn). */
  syncProperties(ids: number[]): Promise<void>;
}

export interface ImportOptions {
  /** Told about every listing the import creates, changes, withdraws or restores, after commit. */
  searchEngine?: ListingIndex;
  /**
   * Also told the ids of every listing created, changed, withdrawn or restored, and the listing
   * changes the import wrote (new, price, status, withdrawn, back), after commit (also when a later
   * batch failed: what committed): e.g. queueing the demand register's alerts. It must only
   * enqueue work, and handle its own errors: the import is committed whatever it does.
   */
  afterCommit?: (propertyIds: readonly number[], changes: readonly ListingChange[]) => Promise<void>;
  /** The import's clock: published_at, updated_at and withdrawn_at. */
  now?: Date;
  /** Treat a full feed as partial: nothing is withdrawn. */
  partial?: boolean;
  /** Listings per batch (one transaction, a handful of statements). */
  batchSize?: number;
  /** Batches written at the same time, each on its own connection. */
  concurrency?: number;
}

/** The file is not a feed at all (no `properties` list …): nothing was imported. */
export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

export const DEFAULT_BATCH_SIZE = 2_000;
export const DEFAULT_CONCURRENCY = 2;
const SYNC_CHUNK = 1_000;
/** Records validated between two turns of the event loop. */
const YIELD_EVERY = 250;
const MAX_INT = 2_147_483_647;

interface Prepared {
  record: FeedProperty;
  hash: string;
  managerId: number | null;
  projectId: number | null;
}

/**
 * Applies a CRM feed to the catalog, the only way listings are written.
 *
 * - The feed's projects are upserted by ID first, in one statement, so listings can name them; an
 *   invalid project is skipped and reported (its units then name an unknown ProjectID). Projects
 *   are never deleted: one whose units are all gone simply has no page.
 * - Each record is validated on its own; an invalid one, or one naming an unknown WebID,
 *   ManagerEmail or ProjectID, is skipped and reported while the rest loads.
 * - A record whose content hash equals the stored `source_hash` is not written at all, so
 *   re-importing a feed changes no row. Changed records update the listing, replace its texts and
 *   upsert its photos by (property, CRM picture id), deleting the photos the record no longer has.
 * - A full feed withdraws every published listing it does not contain (a record that is present
 *   but invalid keeps its listing as it was); a withdrawn listing that comes back is restored.
 * - Cities are found by zip and accent/case-free name among each city's aliases, else created.
 * - Listings are written in batches of `batchSize`, each batch one transaction of a handful of
 *   set-based statements (never one query per listing); two batches are written at once while the
 *   next is validated. Withdrawals happen only after every batch is in, in their own statement, so
 *   an import that fails half-way withdraws nothing; the batches already committed stay, and
 *   running the import again finishes the job (they come out unchanged).
 * - The search engine is told about every listing that was created, changed, withdrawn or
 *   restored, after commit (also when a later batch failed).
 */
export async function importFeed(
  ds: DataSource,
  feed: unknown,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const envelope = feedEnvelopeSchema.safeParse(feed);
  if (!envelope.success) throw new FeedFormatError(`not a feed: ${describeIssues(envelope.error.issues)}`);
  const { properties, projects } = envelope.data;
  const full = envelope.data.full && !options.partial;
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  // One connection holds the import lock; the writers need their own.
  const poolSize = (ds.options as { extra?: { max?: number } }).extra?.max ?? 10;
  if (poolSize < 2) throw new Error('importFeed needs a connection pool of at least 2 connections');
  const concurrency = Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, poolSize - 1));

  // A CRM may send a listing twice; the last record is the newest and wins.
  const lastIndex = new Map<number, number>();
  properties.forEach((raw, i) => {
    const id = rawRecordId(raw);
    if (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_INT) lastIndex.set(id, i);
  });

  const report: ImportReport = {
    created: 0,
    updated: 0,
    unchanged: 0,
    withdrawn: 0,
    restored: 0,
    skipped: [],
  };
  const touched: number[] = [];
  /** The listing changes of the batches that committed, for the hook. */
  const changes: ListingChange[] = [];

  // One import at a time: two would race on new cities and withdrawals.
  const lock = ds.createQueryRunner();
  await lock.connect();
  let ok = false;
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [IMPORT_LOCK_KEY]);
    await upsertProjects(ds.manager, projects, report);
    const refs = await References.load(ds.manager);
    const cities = new CityResolver(ds.manager);

    const prepare = async (start: number, end: number): Promise<Prepared[]> => {
      const batch: Prepared[] = [];
      for (let i = start; i < end; i++) {
        // Let the batches being written send their next statement.
        if ((i - start) % YIELD_EVERY === YIELD_EVERY - 1)
          await new Promise<void>((resolve) => setImmediate(resolve));
        const parsed = parseFeedRecord(properties[i]);
        if (!parsed.ok) {
          report.skipped.push({ id: parsed.id, reason: parsed.reason });
          continue;
        }
        const record = parsed.record;
        if (lastIndex.get(record.ID) !== i) {
          report.skipped.push({
            id: record.ID,
            reason: 'duplicate ID: a later record in the feed has the same ID and was used instead',
          });
          continue;
        }
        const checked = refs.check(record);
        if ('reason' in checked) {
          report.skipped.push({ id: record.ID, reason: checked.reason });
          continue;
        }
        batch.push({ record, hash: recordHash(record), ...checked });
      }
      // Committed before any batch refers to them, so every writer sees them.
      await cities.resolve(batch.map((b) => b.record));
      return batch;
    };

    // Each batch is one transaction; up to `concurrency` of them are written at once, on their own
    // connections, while the next batch is validated here. Batches hold disjoint listings.
    const writing = new Set<Promise<void>>();
    const failures: unknown[] = [];
    for (let start = 0; start < properties.length && !failures.length; start += batchSize) {
      const batch = await prepare(start, Math.min(start + batchSize, properties.length));
      while (writing.size >= concurrency) await Promise.race(writing);
      if (failures.length || !batch.length) continue;
      // The rejection is recorded at once, so it never goes unhandled while other work runs.
      const job: Promise<void> = ds
        .transaction((em) => applyBatch(em, batch, cities, now, report, touched))
        .then((written) => void changes.push(...written))
        .catch((error: unknown) => void failures.push(error))
        .finally(() => writing.delete(job));
      writing.add(job);
    }
    await Promise.all(writing);
    if (failures.length) throw failures[0];

    if (full) {
      // Wrapped in a SELECT: TypeORM returns [rows, count] for a bare UPDATE … RETURNING.
      const withdrawn = await ds.transaction(async (em) => {
        const rows: { id: number }[] = await em.query(
          `WITH w AS (
             UPDATE property p SET withdrawn_at = $1, updated_at = $1
              WHERE p.withdrawn_at IS NULL
                AND NOT EXISTS (SELECT 1 FROM unnest($2::int[]) AS f(id) WHERE f.id = p.id)
              RETURNING p.id)
           SELECT id FROM w ORDER BY id`,
          [now, [...lastIndex.keys()]],
        );
        const gone = rows.map((r): ListingChange => ({
          propertyId: r.id,
          occurredAt: now,
          kind: 'withdrawn',
        }));
        await writeListingChanges(em, gone);
        return gone;
      });
      report.withdrawn = withdrawn.length;
      for (const w of withdrawn) touched.push(w.propertyId);
      changes.push(...withdrawn);
    }
    ok = true;
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK_KEY]).catch(() => undefined);
    await lock.release();
    // Also after a failure: the batches committed before it changed listings the index must know.
    // (A batch that rolled back may add a few ids; syncing them again is harmless.)
    if (options.searchEngine && touched.length) await syncSearch(options.searchEngine, touched, ok);
    if (options.afterCommit && touched.length)
      await options
        .afterCommit(
          [...new Set(touched)].sort((a, b) => a - b),
          changes,
        )
        .catch((err: unknown) => logger.error({ err }, 'after-import hook failed'));
  }
  return report;
}

/** The search index follows the database; a failure is logged, not thrown, since the import is committed. */
async function syncSearch(engine: ListingIndex, ids: number[], importSucceeded: boolean): Promise<void> {
  try {
    for (let i = 0; i < ids.length; i += SYNC_CHUNK)
      await engine.syncProperties(ids.slice(i, i + SYNC_CHUNK));
  } catch (err) {
    logger.error(
      { err, engine: engine.name, listings: ids.length, importSucceeded },
      'search index not updated after the feed import; run a full reindex',
    );
  }
}

/**
 * Writes the feed's projects (a later record with the same ID wins), rewriting a row only when
 * something differs, so a re-import changes nothing. Invalid ones go to the report's skipped list.
 */
async function upsertProjects(
  em: EntityManager,
  raw: readonly unknown[],
  report: ImportReport,
): Promise<void> {
  const byId = new Map<number, FeedProject>();
  for (const r of raw) {
    const parsed = parseFeedProject(r);
    if (parsed.ok) byId.set(parsed.record.ID, parsed.record);
    else report.skipped.push({ id: parsed.id, reason: parsed.reason });
  }
  if (!byId.size) return;
  const rows = [...byId.values()].map((p) => {
    const names: Record<string, string> = {};
    const descriptions: Record<string, string> = {};
    for (const [lang, t] of Object.entries(p.Texts)) {
      if (t.Title !== '') names[lang] = t.Title;
      if (t.Description !== '') descriptions[lang] = t.Description;
    }
    return {
      id: p.ID,
      names,
      descriptions,
      street: p.Street,
      house_number: p.HouseNumber,
      box_nr: p.BoxNr,
      zip: p.Zip,
      city: p.City,
      country_id: p.CountryID,
      public_address: p.PublicAddress,
      image_url: p.Pictures[0]?.Url ?? null,
      photos: p.Pictures.map((ph) => ({ url: ph.Url, width: ph.Width, height: ph.Height, name: ph.Name })),
    };
  });
  await em.query(
    `INSERT INTO project AS p (id, names, descriptions, street, house_number, box_nr, zip, city, country_id, public_address, image_url, photos)
     SELECT r.id, r.names, r.descriptions, r.street, r.house_number, r.box_nr, r.zip, r.city, r.country_id, r.public_address, r.image_url, r.photos
       FROM jsonb_to_recordset($1::jsonb) AS r(id int, names jsonb, descriptions jsonb, street text, house_number text, box_nr text,
                                              zip text, city text, country_id int, public_address boolean, image_url text, photos jsonb)
     ON CONFLICT (id) DO UPDATE SET
       names = EXCLUDED.names, descriptions = EXCLUDED.descriptions, street = EXCLUDED.street,
       house_number = EXCLUDED.house_number, box_nr = EXCLUDED.box_nr, zip = EXCLUDED.zip, city = EXCLUDED.city,
       country_id = EXCLUDED.country_id, public_address = EXCLUDED.public_address, image_url = EXCLUDED.image_url,
       photos = EXCLUDED.photos
     WHERE (p.names, p.descriptions, p.street, p.house_number, p.box_nr, p.zip, p.city, p.country_id, p.public_address, p.image_url, p.photos)
           IS DISTINCT FROM (EXCLUDED.names, EXCLUDED.descriptions, EXCLUDED.street, EXCLUDED.house_number, EXCLUDED.box_nr, EXCLUDED.zip,
                             EXCLUDED.city, EXCLUDED.country_id, EXCLUDED.public_address, EXCLUDED.image_url, EXCLUDED.photos)`,
    [JSON.stringify(rows)],
  );
  // Ids come from the CRM: the serial's sequence must not hand one of them out again.
  await em.query(
    `SELECT setval(pg_get_serial_sequence('project', 'id'), GREATEST((SELECT max(id) FROM project), 1))`,
  );
}

/** Property types, agents and projects the records refer to, loaded once per import. */
class References {
  private constructor(
    private readonly types: Set<number>,
    private readonly agents: Map<string, number>,
    private readonly projects: Set<number>,
  ) {}

  static async load(em: EntityManager): Promise<References> {
    const types: { id: number }[] = await em.query(`SELECT id FROM property_type`);
    const agents: { id: number; email: string }[] = await em.query(
      `SELECT id, lower(email) AS email FROM agent ORDER BY id DESC`,
    );
    const projects: { id: number }[] = await em.query(`SELECT id FROM project`);
    // Ordered by id descending so that, if two agents share an e-mail, the oldest wins.
    return new References(
      new Set(types.map((t) => t.id)),
      new Map(agents.map((a) => [a.email.trim(), a.id])),
      new Set(projects.map((p) => p.id)),
    );
  }

  check(r: FeedProperty): { managerId: number | null; projectId: number | null } | { reason: string } {
    if (!this.types.has(r.WebID)) return { reason: `unknown WebID ${r.WebID}: no property type has this id` };
    let managerId: number | null = null;
    if (r.ManagerEmail !== null) {
      const id = this.agents.get(r.ManagerEmail);
      if (id === undefined)
        return { reason: `unknown ManagerEmail "${r.ManagerEmail}": no agent has this e-mail address` };
      managerId = id;
    }
    if (r.ProjectID !== null && !this.projects.has(r.ProjectID))
      return { reason: `unknown ProjectID ${r.ProjectID}: no project has this id` };
    return { managerId, projectId: r.ProjectID };
  }
}

/**
 * Links records to cities: same zip, and the normalized feed name among the city's aliases
 * (so "IXELLES", "Elsene" and "ixelles" at 1050 are one city). Unknown ones are created with the
 * feed's name, title-cased, or, for a municipality the table of official names knows, with its
 * name in every language. Results are cached for the whole import.
 */
class CityResolver {
  private readonly ids = new Map<string, number>();
  private namesApplied = false;
  constructor(private readonly em: EntityManager) {}

  idOf(zip: string, name: string): number {
    const id = this.ids.get(`${zip}|${normalizeKey(name)}`);
    if (id === undefined) throw new Error(`city ${zip} ${name} was not resolved`);
    return id;
  }

  async resolve(records: readonly FeedProperty[]): Promise<void> {
    if (!this.namesApplied) {
      // Cities written before the table knew them get its names too.
      await applyMunicipalityNames(this.em);
      this.namesApplied = true;
    }
    const wanted = new Map<string, { zip: string; key: string; name: string; countryId: number }>();
    for (const r of records) {
      const key = normalizeKey(r.City);
      const k = `${r.Zip}|${key}`;
      if (!this.ids.has(k) && !wanted.has(k))
        wanted.set(k, { zip: r.Zip, key, name: r.City, countryId: r.CountryID });
    }
    if (!wanted.size) return;
    const zips = [...new Set([...wanted.values()].map((w) => w.zip))];
    await this.load(zips);
    // Names of one municipality at one postcode ("ANTWERPEN", "Anvers") make one city.
    const seen = new Set<string>();
    const missing = [...wanted]
      .filter(([k]) => !this.ids.has(k))
      .map(([, w]) => ({ ...w, municipality: municipalityAt(w.zip, w.name) }))
      .filter((w) => {
        const id = w.municipality
          ? `${w.zip}|${w.municipality.names.nl ?? ''}|${w.municipality.names.fr ?? ''}`
          : '';
        if (id === '') return true;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
    if (!missing.length) return;
    await this.em.query(
      `INSERT INTO city (zip, country_id, key, aliases, names)
       SELECT t.zip, t.country_id, t.key, ARRAY(SELECT json_array_elements_text(t.aliases)), t.names
         FROM unnest($1::text[], $2::int[], $3::text[], $4::json[], $5::jsonb[]) AS t(zip, country_id, key, aliases, names)
       ON CONFLICT (zip, key) DO NOTHING`,
      [
        missing.map((m) => m.zip),
        missing.map((m) => m.countryId),
        missing.map((m) => m.key),
        missing.map((m) =>
          JSON.stringify(m.municipality ? [...new Set([m.key, ...keysOf(m.municipality)])] : [m.key]),
        ),
        missing.map((m) => {
          // A municipality the table knows gets its official names in every language.
          if (m.municipality) return JSON.stringify(namesOf(m.municipality));
          const name = titleCasePlace(m.name);
          return JSON.stringify({ nl: name, fr: name, en: name });
        }),
      ],
    );
    await this.load([...new Set(missing.map((m) => m.zip))]);
  }

  private async load(zips: string[]): Promise<void> {
    const rows: { id: number; zip: string; key: string; aliases: string[] }[] = await this.em.query(
      `SELECT id, zip, key, aliases FROM city WHERE zip = ANY($1::text[]) ORDER BY id`,
      [zips],
    );
    // The oldest city wins when two share an alias.
    for (const c of rows) {
      for (const alias of [c.key, ...c.aliases]) {
        const k = `${c.zip}|${alias}`;
        if (!this.ids.has(k)) this.ids.set(k, c.id);
      }
    }
  }
}

async function applyBatch(
  em: EntityManager,
  batch: Prepared[],
  cities: CityResolver,
  now: Date,
  report: ImportReport,
  touched: number[],
): Promise<ListingChange[]> {
  const existing = new Map<
    number,
    { hash: string; withdrawn: boolean; price: number | null; marquee: number }
  >();
  const rows: {
    id: number;
    source_hash: string;
    withdrawn: boolean;
    price: string | null;
    marquee: number;
  }[] = await em.query(
    `SELECT p.id, p.source_hash, p.withdrawn_at IS NOT NULL AS withdrawn, p.price, p.marquee
       FROM property p JOIN unnest($1::int[]) AS b(id) ON b.id = p.id`,
    [batch.map((b) => b.record.ID)],
  );
  for (const r of rows)
    existing.set(r.id, {
      hash: r.source_hash,
      withdrawn: r.withdrawn,
      price: r.price === null ? null : Number(r.price),
      marquee: r.marquee,
    });

  const created: Prepared[] = [];
  const changed: Prepared[] = [];
  const restoreOnly: number[] = [];
  for (const b of batch) {
    const before = existing.get(b.record.ID);
    if (!before) {
      report.created++;
      created.push(b);
    } else if (before.withdrawn) {
      report.restored++;
      if (before.hash === b.hash) restoreOnly.push(b.record.ID);
      else changed.push(b);
    } else if (before.hash !== b.hash) {
      report.updated++;
      changed.push(b);
    } else {
      report.unchanged++;
      continue;
    }
    touched.push(b.record.ID);
  }

  if (restoreOnly.length) {
    await em.query(
      `UPDATE property p SET withdrawn_at = NULL, updated_at = $1 FROM unnest($2::int[]) AS b(id) WHERE b.id = p.id`,
      [now, restoreOnly],
    );
  }
  // New listings, listings back on the market, and the price and status changes of the others:
  // facts of their own, in the same transaction as the listings.
  const changes: ListingChange[] = created.map((b) => ({
    propertyId: b.record.ID,
    occurredAt: now,
    kind: 'new',
  }));
  const restoredAsWas = new Set(restoreOnly);
  for (const b of [...changed, ...batch.filter((p) => restoredAsWas.has(p.record.ID))]) {
    const before = existing.get(b.record.ID);
    if (!before) continue;
    if (before.withdrawn) changes.push({ propertyId: b.record.ID, occurredAt: now, kind: 'back' });
    changes.push(
      ...listingChanges(
        b.record.ID,
        before,
        { price: b.record.Price ?? null, marquee: b.record.Marquee ?? 1 },
        now,
      ),
    );
  }
  if (created.length) {
    // New listings are plain inserts (cheaper than upserts); the import lock keeps other imports out.
    await em.query(INSERT_PROPERTIES, [JSON.stringify(created.map((w) => propertyRow(w, cities))), now]);
    await writeTexts(em, created, false);
    await writePhotos(em, created, false);
  }
  if (changed.length) {
    await em.query(UPSERT_PROPERTIES, [JSON.stringify(changed.map((w) => propertyRow(w, cities))), now]);
    await writeTexts(em, changed, true);
    await writePhotos(em, changed, true);
  }
  await writeListingChanges(em, changes);
  return changes;
}

/** Column name and SQL type, in the order of the INSERT. */
const PROPERTY_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['id', 'int'],
  ['goal', 'smallint'],
  ['marquee', 'smallint'],
  ['marquee_name', 'text'],
  ['web_id', 'int'],
  ['web_ids', 'text'],
  ['record_file', 'text'],
  ['street', 'text'],
  ['house_number', 'text'],
  ['box_nr', 'text'],
  ['zip', 'text'],
  ['city_name', 'text'],
  ['city_id', 'int'],
  ['country_id', 'int'],
  ['publish_address', 'boolean'],
  ['price', 'numeric'],
  ['publish_price', 'boolean'],
  ['price_unit', 'int'],
  ['epc_value', 'numeric'],
  ['epc_label_text', 'text'],
  ['list_price', 'numeric'],
  ['living_area', 'numeric'],
  ['energy_rank', 'smallint'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['bedrooms', 'int'],
  ['manager_id', 'int'],
  ['project_id', 'int'],
  ['virtual_tour_url', 'text'],
  ['video_url', 'text'],
  ['costs', 'jsonb'],
  ['rooms', 'jsonb'],
  ['surfaces', 'jsonb'],
  ['building', 'jsonb'],
  ['energy', 'jsonb'],
  ['comfort', 'jsonb'],
  ['risks', 'jsonb'],
  ['planning', 'jsonb'],
  ['purchase_costs', 'jsonb'],
  ['annuity', 'jsonb'],
  ['documents', 'jsonb'],
  ['points_of_interest', 'jsonb'],
  ['mobility', 'jsonb'],
  ['source_hash', 'text'],
];
const UPDATED_COLUMNS = PROPERTY_COLUMNS.map(([c]) => c).filter((c) => c !== 'id');

const INSERT_PROPERTIES = `
  INSERT INTO property (${PROPERTY_COLUMNS.map(([c]) => c).join(', ')}, published_at, updated_at, withdrawn_at)
  SELECT r.*, $2::timestamptz, $2::timestamptz, NULL
    FROM jsonb_to_recordset($1::jsonb) AS r(${PROPERTY_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ')})`;

/** published_at is kept: it is when the listing first appeared. */
const UPSERT_PROPERTIES = `${INSERT_PROPERTIES}
  ON CONFLICT (id) DO UPDATE SET
    ${UPDATED_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(',\n    ')},
    updated_at = EXCLUDED.updated_at,
    withdrawn_at = NULL`;

/** The label's letter as the lists compare it (0 = A+ … 7 = G), null when unknown. */
function energyRankOf(
  zip: string,
  countryId: number,
  value: number | null,
  labelText: string | null,
): number | null {
  const letter = energyLetter(regionOf(zip, countryId), value, labelText);
  return letter === null ? null : energyLetterRank(letter);
}

function propertyRow(p: Prepared, cities: CityResolver): Record<string, unknown> {
  const r = p.record;
  const cityId = cities.idOf(r.Zip, r.City);
  return {
    id: r.ID,
    goal: r.Goal,
    marquee: r.Marquee,
    marquee_name: r.MarqueeName,
    web_id: r.WebID,
    web_ids: r.WebIDs,
    record_file: r.RecordFile,
    street: r.Street,
    house_number: r.HouseNumber,
    box_nr: r.BoxNr,
    zip: r.Zip,
    city_name: r.City,
    city_id: cityId,
    country_id: r.CountryID,
    publish_address: r.PublishAddress,
    price: r.Price,
    publish_price: r.PublishPrice,
    price_unit: r.PriceUnit,
    epc_value: r.EnergyPerformance,
    epc_label_text: r.EPCLabelText,
    list_price: publishedPrice(r.Price, r.PublishPrice, r.Costs.priceOnDemand),
    living_area: knownArea(r.Surfaces.living),
    energy_rank: energyRankOf(r.Zip, r.CountryID, r.EnergyPerformance, r.EPCLabelText),
    latitude: r.Latitude,
    longitude: r.Longitude,
    bedrooms: r.Rooms.bedrooms ?? null,
    manager_id: p.managerId,
    project_id: p.projectId,
    virtual_tour_url: r.VirtualTourUrl,
    video_url: r.VideoUrl,
    costs: r.Costs,
    rooms: r.Rooms,
    surfaces: r.Surfaces,
    building: r.Building,
    energy: r.Energy,
    comfort: r.Comfort,
    risks: r.Risks,
    planning: r.Planning,
    purchase_costs: r.PurchaseCosts,
    annuity: r.Annuity,
    documents: r.Documents,
    points_of_interest: r.PointsOfInterest,
    mobility: r.Mobility,
    source_hash: p.hash,
  };
}

/**
 * A listing's texts follow the record: a language it no longer has is deleted, and a text is
 * rewritten only when it differs (the title's search index is costly to update). A new listing's
 * texts are simply inserted.
 */
async function writeTexts(em: EntityManager, write: Prepared[], existing: boolean) {
  const ids: number[] = [];
  const langs: string[] = [];
  const titles: string[] = [];
  const descriptions: string[] = [];
  const typeDescriptions: string[] = [];
  for (const { record } of write) {
    for (const [lang, t] of Object.entries(record.Texts)) {
      ids.push(record.ID);
      langs.push(lang);
      titles.push(t.Title);
      descriptions.push(t.Description);
      typeDescriptions.push(t.TypeDescription);
    }
  }
  if (existing) {
    await em.query(
      `DELETE FROM property_text t USING unnest($1::int[]) AS b(id)
        WHERE t.property_id = b.id
          AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::text[]) AS k(property_id, lang)
                           WHERE k.property_id = t.property_id AND k.lang = t.lang)`,
      [write.map((w) => w.record.ID), ids, langs],
    );
  }
  if (!ids.length) return;
  await em.query(existing ? UPSERT_TEXTS : INSERT_TEXTS, [
    ids,
    langs,
    titles,
    descriptions,
    typeDescriptions,
  ]);
}

const INSERT_TEXTS = `
  INSERT INTO property_text AS t (property_id, lang, title, description, type_description)
  SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`;

const UPSERT_TEXTS = `${INSERT_TEXTS}
  ON CONFLICT (property_id, lang) DO UPDATE SET
    title = EXCLUDED.title, description = EXCLUDED.description, type_description = EXCLUDED.type_description
  WHERE (t.title, t.description, t.type_description) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.description, EXCLUDED.type_description)`;

/**
 * Photos are matched on the CRM's picture id: for a changed listing, kept photos are updated in
 * place (only when something differs), new ones inserted, and the ones the record no longer lists
 * deleted; a new listing's photos are simply inserted. When a record has no Pictures but a
 * SmallPictureItem, that picture is its one photo.
 */
async function writePhotos(em: EntityManager, write: Prepared[], existing: boolean) {
  const c = {
    ids: [] as number[],
    sources: [] as string[],
    positions: [] as number[],
    urls: [] as string[],
    widths: [] as number[],
    heights: [] as number[],
    names: [] as string[],
  };
  for (const { record } of write) {
    let pictures = record.Pictures;
    const small = record.SmallPictureItem;
    if (!pictures.length && small) {
      pictures = [
        {
          ID: small.ID ?? 'small',
          Url: small.Url,
          Width: small.Width ?? 0,
          Height: small.Height ?? 0,
          Name: small.Name ?? '',
        },
      ];
    }
    pictures.forEach((p, position) => {
      c.ids.push(record.ID);
      c.sources.push(p.ID);
      c.positions.push(position);
      c.urls.push(p.Url);
      c.widths.push(p.Width);
      c.heights.push(p.Height);
      c.names.push(p.Name);
    });
  }
  if (existing) {
    await em.query(
      `DELETE FROM property_photo ph USING unnest($1::int[]) AS b(id)
        WHERE ph.property_id = b.id
          AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::text[]) AS k(property_id, source_id)
                           WHERE k.property_id = ph.property_id AND k.source_id = ph.source_id)`,
      [write.map((w) => w.record.ID), c.ids, c.sources],
    );
  }
  if (!c.ids.length) return;
  const params = [c.ids, c.sources, c.positions, c.urls, c.widths, c.heights, c.names];
  await em.query(existing ? UPSERT_PHOTOS : INSERT_PHOTOS, params);
}

const INSERT_PHOTOS = `
  INSERT INTO property_photo AS ph (property_id, source_id, position, url, width, height, name)
  SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::int[], $6::int[], $7::text[])`;

/** Rewrites a kept photo only when something differs. */
const UPSERT_PHOTOS = `${INSERT_PHOTOS}
  ON CONFLICT (property_id, source_id) DO UPDATE SET
    position = EXCLUDED.position, url = EXCLUDED.url, width = EXCLUDED.width, height = EXCLUDED.height, name = EXCLUDED.name
  WHERE (ph.position, ph.url, ph.width, ph.height, ph.name)
        IS DISTINCT FROM (EXCLUDED.position, EXCLUDED.url, EXCLUDED.width, EXCLUDED.height, EXCLUDED.name)`;

import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '../../core/logger';
import type { SearchEngine } from '../../search/search-engine';
import { normalizeKey } from '../rules';
import { titleCasePlace } from './city-name';
import { recordHash } from './feed-hash';
import { describeIssues, feedEnvelopeSchema, parseFeedRecord, rawRecordId, type FeedProperty } from './feed.schema';

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

export interface ImportOptions {
  /** Told about every listing the import creates, changes, withdraws or restores, after commit. */
  searchEngine?: SearchEngine;
  /** The import's clock: published_at, updated_at and withdrawn_at. */
  now?: Date;
  /** Treat a full feed as partial: nothing is withdrawn. */
  partial?: boolean;
  /** Listings per statement. */
  batchSize?: number;
}

/** The file is not a feed at all (no `properties` list …): nothing was imported. */
export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

export const DEFAULT_BATCH_SIZE = 2_000;
const SYNC_CHUNK = 1_000;
const MAX_INT = 2_147_483_647;
/** Serializes imports: two at once would race on new cities and withdrawals. */
const IMPORT_LOCK_KEY = 7_301_914;

interface Prepared {
  record: FeedProperty;
  hash: string;
  managerId: number | null;
  projectId: number | null;
}

/**
 * Applies a CRM feed to the catalog, the only way listings are written.
 *
 * - Each record is validated on its own; an invalid one, or one naming an unknown WebID,
 *   ManagerEmail or ProjectID, is skipped and reported while the rest loads.
 * - A record whose content hash equals the stored `source_hash` is not written at all, so
 *   re-importing a feed changes no row. Changed records update the listing, replace its texts and
 *   upsert its photos by (property, CRM picture id), deleting the photos the record no longer has.
 * - A full feed withdraws every published listing it does not contain (a record that is present
 *   but invalid keeps its listing as it was); a withdrawn listing that comes back is restored.
 * - Cities are found by zip and accent/case-free name among each city's aliases, else created.
 * - One transaction, written in batches with set-based statements (never one query per listing).
 *   The search engine is told about every listing that changed, after commit.
 */
export async function importFeed(ds: DataSource, feed: unknown, options: ImportOptions = {}): Promise<ImportReport> {
  const envelope = feedEnvelopeSchema.safeParse(feed);
  if (!envelope.success) throw new FeedFormatError(`not a feed: ${describeIssues(envelope.error.issues)}`);
  const { properties } = envelope.data;
  const full = envelope.data.full && !options.partial;
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;

  // A CRM may send a listing twice; the last record is the newest and wins.
  const lastIndex = new Map<number, number>();
  properties.forEach((raw, i) => {
    const id = rawRecordId(raw);
    if (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_INT) lastIndex.set(id, i);
  });

  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, withdrawn: 0, restored: 0, skipped: [] };
  const touched: number[] = [];

  await ds.transaction(async (em) => {
    await em.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
    const refs = await References.load(em);
    const cities = new CityResolver(em);

    for (let start = 0; start < properties.length; start += batchSize) {
      const batch: Prepared[] = [];
      const end = Math.min(start + batchSize, properties.length);
      for (let i = start; i < end; i++) {
        const parsed = parseFeedRecord(properties[i]);
        if (!parsed.ok) {
          report.skipped.push({ id: parsed.id, reason: parsed.reason });
          continue;
        }
        const record = parsed.record;
        if (lastIndex.get(record.ID) !== i) {
          report.skipped.push({ id: record.ID, reason: 'duplicate ID: a later record in the feed has the same ID and was used instead' });
          continue;
        }
        const checked = refs.check(record);
        if ('reason' in checked) {
          report.skipped.push({ id: record.ID, reason: checked.reason });
          continue;
        }
        batch.push({ record, hash: recordHash(record), ...checked });
      }
      if (batch.length) await applyBatch(em, batch, cities, now, report, touched);
    }

    if (full) {
      // Wrapped in a SELECT: TypeORM returns [rows, count] for a bare UPDATE … RETURNING.
      const rows: { id: number }[] = await em.query(
        `WITH w AS (
           UPDATE property p SET withdrawn_at = $1, updated_at = $1
            WHERE p.withdrawn_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM unnest($2::int[]) AS f(id) WHERE f.id = p.id)
            RETURNING p.id)
         SELECT id FROM w ORDER BY id`,
        [now, [...lastIndex.keys()]],
      );
      report.withdrawn = rows.length;
      for (const r of rows) touched.push(r.id);
    }
  });

  if (options.searchEngine && touched.length) await syncSearch(options.searchEngine, touched);
  return report;
}

/** The search index follows the database; a failure is logged, not thrown, since the import is committed. */
async function syncSearch(engine: SearchEngine, ids: number[]): Promise<void> {
  try {
    for (let i = 0; i < ids.length; i += SYNC_CHUNK) await engine.syncProperties(ids.slice(i, i + SYNC_CHUNK));
  } catch (err) {
    logger.error({ err, engine: engine.name, listings: ids.length }, 'search index not updated after the feed import; run a full reindex');
  }
}

/** Property types, agents and projects the records refer to, loaded once per import. */
class References {
  private constructor(
    private readonly types: Set<number>,
    private readonly agents: Map<string, number>,
    private readonly projects: Set<number>,
  ) {}

  static async load(em: EntityManager): Promise<References> {
    // One connection (the transaction's): queries run one after the other.
    const types: { id: number }[] = await em.query(`SELECT id FROM property_type`);
    const agents: { id: number; email: string }[] = await em.query(`SELECT id, lower(email) AS email FROM agent ORDER BY id DESC`);
    const projects: { id: number }[] = await em.query(`SELECT id FROM project`);
    // Ordered by id descending so that, if two agents share an e-mail, the oldest wins.
    return new References(new Set(types.map((t) => t.id)), new Map(agents.map((a) => [a.email.trim(), a.id])), new Set(projects.map((p) => p.id)));
  }

  check(r: FeedProperty): { managerId: number | null; projectId: number | null } | { reason: string } {
    if (!this.types.has(r.WebID)) return { reason: `unknown WebID ${r.WebID}: no property type has this id` };
    let managerId: number | null = null;
    if (r.ManagerEmail !== null) {
      const id = this.agents.get(r.ManagerEmail);
      if (id === undefined) return { reason: `unknown ManagerEmail "${r.ManagerEmail}": no agent has this e-mail address` };
      managerId = id;
    }
    if (r.ProjectID !== null && !this.projects.has(r.ProjectID)) return { reason: `unknown ProjectID ${r.ProjectID}: no project has this id` };
    return { managerId, projectId: r.ProjectID };
  }
}

/**
 * Links records to cities: same zip, and the normalized feed name among the city's aliases
 * (so "IXELLES", "Elsene" and "ixelles" at 1050 are one city). Unknown ones are created with the
 * feed's name, title-cased. Results are cached for the whole import.
 */
class CityResolver {
  private readonly ids = new Map<string, number>();
  constructor(private readonly em: EntityManager) {}

  idOf(zip: string, name: string): number {
    const id = this.ids.get(`${zip}|${normalizeKey(name)}`);
    if (id === undefined) throw new Error(`city ${zip} ${name} was not resolved`);
    return id;
  }

  async resolve(records: readonly FeedProperty[]): Promise<void> {
    const wanted = new Map<string, { zip: string; key: string; name: string; countryId: number }>();
    for (const r of records) {
      const key = normalizeKey(r.City);
      const k = `${r.Zip}|${key}`;
      if (!this.ids.has(k) && !wanted.has(k)) wanted.set(k, { zip: r.Zip, key, name: r.City, countryId: r.CountryID });
    }
    if (!wanted.size) return;
    const zips = [...new Set([...wanted.values()].map((w) => w.zip))];
    await this.load(zips);
    const missing = [...wanted].filter(([k]) => !this.ids.has(k)).map(([, w]) => w);
    if (!missing.length) return;
    await this.em.query(
      `INSERT INTO city (zip, country_id, key, aliases, names)
       SELECT t.zip, t.country_id, t.key, ARRAY[t.key], t.names
         FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[]) AS t(zip, country_id, key, names)
       ON CONFLICT (zip, key) DO NOTHING`,
      [
        missing.map((m) => m.zip),
        missing.map((m) => m.countryId),
        missing.map((m) => m.key),
        missing.map((m) => {
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

async function applyBatch(em: EntityManager, batch: Prepared[], cities: CityResolver, now: Date, report: ImportReport, touched: number[]) {
  const existing = new Map<number, { hash: string; withdrawn: boolean }>();
  const rows: { id: number; source_hash: string; withdrawn: boolean }[] = await em.query(
    `SELECT p.id, p.source_hash, p.withdrawn_at IS NOT NULL AS withdrawn
       FROM property p JOIN unnest($1::int[]) AS b(id) ON b.id = p.id`,
    [batch.map((b) => b.record.ID)],
  );
  for (const r of rows) existing.set(r.id, { hash: r.source_hash, withdrawn: r.withdrawn });

  const write: Prepared[] = [];
  const restoreOnly: number[] = [];
  for (const b of batch) {
    const before = existing.get(b.record.ID);
    if (!before) {
      report.created++;
      write.push(b);
    } else if (before.withdrawn) {
      report.restored++;
      if (before.hash === b.hash) restoreOnly.push(b.record.ID);
      else write.push(b);
    } else if (before.hash !== b.hash) {
      report.updated++;
      write.push(b);
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
  if (!write.length) return;

  await cities.resolve(write.map((w) => w.record));
  await upsertProperties(em, write, cities, now);
  await replaceTexts(em, write);
  await syncPhotos(em, write);
}

/** Column name and SQL type, in the order of the INSERT. */
const PROPERTY_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['id', 'int'],
  ['goal', 'smallint'],
  ['marquee', 'smallint'],
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

const UPSERT_PROPERTIES = `
  INSERT INTO property (${PROPERTY_COLUMNS.map(([c]) => c).join(', ')}, published_at, updated_at, withdrawn_at)
  SELECT r.*, $2::timestamptz, $2::timestamptz, NULL
    FROM json_to_recordset($1::json) AS r(${PROPERTY_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ')})
  ON CONFLICT (id) DO UPDATE SET
    ${UPDATED_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(',\n    ')},
    updated_at = EXCLUDED.updated_at,
    withdrawn_at = NULL`;

function propertyRow(p: Prepared, cityId: number): Record<string, unknown> {
  const r = p.record;
  return {
    id: r.ID,
    goal: r.Goal,
    marquee: r.Marquee,
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

async function upsertProperties(em: EntityManager, write: Prepared[], cities: CityResolver, now: Date) {
  const rows = write.map((w) => propertyRow(w, cities.idOf(w.record.Zip, w.record.City)));
  await em.query(UPSERT_PROPERTIES, [JSON.stringify(rows), now]);
}

/** A listing's texts are replaced as a whole: a language the record no longer has disappears. */
async function replaceTexts(em: EntityManager, write: Prepared[]) {
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
  await em.query(`DELETE FROM property_text t USING unnest($1::int[]) AS b(id) WHERE t.property_id = b.id`, [write.map((w) => w.record.ID)]);
  if (!ids.length) return;
  await em.query(
    `INSERT INTO property_text (property_id, lang, title, description, type_description)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    [ids, langs, titles, descriptions, typeDescriptions],
  );
}

/**
 * Photos are matched on the CRM's picture id: kept photos are updated in place (only when
 * something differs), new ones inserted, and the ones the record no longer lists deleted.
 * When a record has no Pictures but a SmallPictureItem, that picture is its one photo.
 */
async function syncPhotos(em: EntityManager, write: Prepared[]) {
  const c = { ids: [] as number[], sources: [] as string[], positions: [] as number[], urls: [] as string[], widths: [] as number[], heights: [] as number[], names: [] as string[] };
  for (const { record } of write) {
    let pictures = record.Pictures;
    const small = record.SmallPictureItem;
    if (!pictures.length && small) {
      pictures = [{ ID: small.ID ?? 'small', Url: small.Url, Width: small.Width ?? 0, Height: small.Height ?? 0, Name: small.Name ?? '' }];
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
  await em.query(
    `DELETE FROM property_photo ph USING unnest($1::int[]) AS b(id)
      WHERE ph.property_id = b.id
        AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::text[]) AS k(property_id, source_id)
                         WHERE k.property_id = ph.property_id AND k.source_id = ph.source_id)`,
    [write.map((w) => w.record.ID), c.ids, c.sources],
  );
  if (!c.ids.length) return;
  await em.query(
    `INSERT INTO property_photo AS ph (property_id, source_id, position, url, width, height, name)
     SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::int[], $6::int[], $7::text[])
     ON CONFLICT (property_id, source_id) DO UPDATE SET
       position = EXCLUDED.position, url = EXCLUDED.url, width = EXCLUDED.width, height = EXCLUDED.height, name = EXCLUDED.name
     WHERE (ph.position, ph.url, ph.width, ph.height, ph.name)
           IS DISTINCT FROM (EXCLUDED.position, EXCLUDED.url, EXCLUDED.width, EXCLUDED.height, EXCLUDED.name)`,
    [c.ids, c.sources, c.positions, c.urls, c.widths, c.heights, c.names],
  );
}

import { execFile } from 'node:child_process';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { freshDatabase } from '../../testing/test-database';
import { appDataSource } from '../../data-source';
import type { SearchEngine, SearchHits } from '../../search/search-engine.types';
import { seedReferenceData } from '../../demo/listings/reference-data';
import type { Feed, FeedPropertyInput } from './feed.schema';

/** Test helpers of the feed import: a private database with reference data, a recording search engine, checksums. */

/** Empties the catalog of a private test database: listings, cities, types, agents, owners. */
export async function emptyCatalog(ds: DataSource): Promise<void> {
  await ds.query(
    `TRUNCATE property, listing_change, city, property_type, agent, owner, project, property_event, property_daily_stat RESTART IDENTITY CASCADE`,
  );
}

/**
 * A private copy of the run's database (which holds the demo data) with the catalog emptied and
 * only the reference data back: property types, Brussels communes, agents and owners.
 */
export async function referenceDatabase(): Promise<DataSource> {
  const ds = appDataSource(await freshDatabase(), { poolSize: 4 });
  await ds.initialize();
  try {
    await emptyCatalog(ds);
    await seedReferenceData(ds);
  } catch (err) {
    await ds.destroy();
    throw err;
  }
  return ds;
}

/** The one fake allowed: it records which listings the import asked to sync. */
export class RecordingSearchEngine implements SearchEngine {
  readonly name = 'recording';
  readonly calls: number[][] = [];
  async search(): Promise<SearchHits> {
    return { types: [], cities: [], properties: [] };
  }
  async syncProperties(ids: number[]): Promise<void> {
    this.calls.push([...ids]);
  }
  async reindexAll(): Promise<void> {}
  /** Every id synced, sorted. */
  get ids(): number[] {
    return this.calls.flat().sort((a, b) => a - b);
  }
}

/** A digest of every row (every column, updated_at included) of the listing tables. */
export async function listingChecksum(ds: DataSource): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, order] of [
    ['property', 'id'],
    ['property_text', 'property_id, lang'],
    ['property_photo', 'id'],
  ] as const) {
    const [row] = (await ds.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY ${order}), '')) AS digest FROM ${table} t`,
    )) as {
      n: number;
      digest: string;
    }[];
    out[table] = `${row!.n}:${row!.digest}`;
  }
  return out;
}

/** A valid listing as the CRM would send it; `overrides` replace fields (undefined removes one). */
export function feedListing(
  id: number,
  overrides: Partial<Record<keyof FeedPropertyInput, unknown>> = {},
): FeedPropertyInput {
  const base: FeedPropertyInput = {
    ID: id,
    Goal: 0,
    Marquee: 1,
    WebID: 1,
    WebIDs: '1',
    City: 'WATERLOO',
    Zip: '1410',
    CountryID: 10,
    Street: 'Chaussée de Bruxelles',
    HouseNumber: String(id % 200),
    Price: 400_000 + id,
    EnergyPerformance: 180,
    ManagerEmail: 'julien@immo-demo.be',
    Pictures: [1, 2, 3].map((k) => ({
      ID: `${id}-${k}`,
      Url: `/media/demo/house-0${k}.svg`,
      Width: 800,
      Height: 600,
      Name: 'Voorgevel',
    })),
    Texts: {
      nl: { Title: `Woning ${id}`, Description: 'Een mooie woning.', TypeDescription: 'Woning' },
      fr: { Title: `Maison ${id}`, Description: 'Une belle maison.', TypeDescription: 'Maison' },
    },
    Rooms: { bedrooms: 3 },
  };
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out as unknown as FeedPropertyInput;
}

export function feedOf(properties: FeedPropertyInput[], full = true): Feed {
  return { generatedAt: '2026-11-01T06:00:00.000Z', full, properties };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node -r ./server/core/register.cjs scripts/<script>.ts …args` as the npm scripts do, and collects its output. */
export function runScript(
  script: 'seed' | 'import',
  args: string[],
  env: Record<string, string | undefined>,
): Promise<CliResult> {
  const root = path.resolve(__dirname, '../../..');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', './server/core/register.cjs', `scripts/${script}.ts`, ...args],
      {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'silent', ...env },
        timeout: 240_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

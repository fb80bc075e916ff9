import 'reflect-metadata';
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { Client } from 'pg';
import { prepareTestDatabase } from './prepare-test-database';

interface RunDatabase {
  databaseUrl: string;
  templateDatabase: string;
  adminDatabaseUrl: string;
}

/**
 * One fresh database per test run, migrated and seeded once. Tests that change data copy it
 * (`CREATE DATABASE … TEMPLATE`) through `freshDatabase()` so they never see each other's writes.
 * The integration and browser lanes both use this setup; when they run in one `vitest run`, the
 * first creates the database and the second reuses it (the promise lives on the runner's
 * globalThis), and the last to finish drops it.
 */
export default async function setup(project: TestProject) {
  const shared = globalThis as typeof globalThis & {
    agencyRunDatabase?: { ready: Promise<RunDatabase>; users: number };
  };
  shared.agencyRunDatabase ??= { ready: createRunDatabase(), users: 0 };
  const run = shared.agencyRunDatabase;
  run.users += 1;
  const db = await run.ready;
  project.provide('databaseUrl', db.databaseUrl);
  project.provide('templateDatabase', db.templateDatabase);
  project.provide('adminDatabaseUrl', db.adminDatabaseUrl);

  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    shared.agencyRunDatabase = undefined;
    await dropRunDatabases(db);
    for (const dir of [process.env.TEST_MEDIA_DIR, process.env.TEST_UPLOAD_DIR])
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function createRunDatabase(): Promise<RunDatabase> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `agency_test_${Date.now()}_${process.pid}`;
  const adminDatabaseUrl = withDatabase(base, 'postgres');
  const templateDatabase = `${name}_tpl`;
  const admin = new Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${templateDatabase}"`);
    await prepareTestDatabase(withDatabase(base, templateDatabase));
    // Nobody connects to the template, so private copies can be made from it at any time.
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabase}"`);
  } finally {
    await admin.end();
  }
  return { databaseUrl: withDatabase(base, name), templateDatabase, adminDatabaseUrl };
}

/** Drops the run's database, its template and every private copy made from it. */
async function dropRunDatabases({ databaseUrl, adminDatabaseUrl }: RunDatabase): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  try {
    const rows = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${name}%`],
    );
    for (const { datname } of rows.rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

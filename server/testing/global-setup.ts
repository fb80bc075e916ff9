import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import { Client } from 'pg';
import { prepareTestDatabase } from './prepare-test-database';

/**
 * One fresh database per test run, migrated and seeded once. Tests that change data copy it
 * (`CREATE DATABASE … TEMPLATE`) through `freshDatabase()` so they never see each other's writes.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `agency_test_${Date.now()}_${process.pid}`;
  const adminUrl = withDatabase(base, 'postgres');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const template = `${name}_tpl`;
  await admin.query(`CREATE DATABASE "${template}"`);

  await prepareTestDatabase(withDatabase(base, template));
  // Nobody connects to the template, so private copies can be made from it at any time.
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);

  project.provide('databaseUrl', withDatabase(base, name));
  project.provide('templateDatabase', template);
  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    const rows = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${name}%`],
    );
    for (const { datname } of rows.rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.end();
  };
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

import { Client } from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup';

/** The run's shared, seeded database: read-only tests use it directly. */
export const sharedDatabaseUrl = (): string => inject('databaseUrl');

let counter = 0;
/** A private copy of the seeded database for a test that writes. Dropped with the run. */
export async function freshDatabase(): Promise<string> {
  const template = inject('templateDatabase');
  const name = `${template}_${process.pid}_${++counter}`;
  const admin = new Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(inject('adminDatabaseUrl'), name);
}

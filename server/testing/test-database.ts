import { Client } from 'pg';
import type { DataSource } from 'typeorm';
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

/**
 * Undoes migrations, newest first, until `name` (a migration class's name) is undone too: a
 * migration's test goes back to just before it, however many came after.
 */
export async function undoMigrationsThrough(ds: DataSource, name: string): Promise<void> {
  for (;;) {
    const [last]: { name: string }[] = await ds.query(
      `SELECT name FROM schema_migrations ORDER BY id DESC LIMIT 1`,
    );
    if (!last) throw new Error(`migration ${name} is not applied`);
    await ds.undoLastMigration();
    if (last.name === name) return;
  }
}

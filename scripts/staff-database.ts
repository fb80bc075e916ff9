import type { DataSource } from 'typeorm';
import { config } from '../server/core/config';
import { embeddedDatabaseUrl } from '../server/core/db/embedded-postgres';
import { appDataSource } from '../server/data-source';

/**
 * The database a staff command works on: DATABASE_URL, or the embedded PostgreSQL of a running
 * `npm start`. Null, with the reason written to stderr, when it cannot be reached.
 */
export async function openStaffDatabase(env: NodeJS.ProcessEnv): Promise<DataSource | null> {
  const ds = appDataSource(env.DATABASE_URL || embeddedDatabaseUrl(config().EMBEDDED_PG_PORT), {
    poolSize: 1,
  });
  try {
    await ds.initialize();
    return ds;
  } catch (err) {
    process.stderr.write(
      `Cannot connect to the database: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    return null;
  }
}

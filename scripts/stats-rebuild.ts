import 'reflect-metadata';
import { config } from '../server/core/config';
import { embeddedDatabaseUrl } from '../server/core/db/embedded-postgres';
import { appDataSource } from '../server/data-source';
import { rebuildDailyStats } from '../server/visits/append-events.service';

/**
 * `npm run stats:rebuild`: recomputes every daily counter from the event log, in one transaction
 * (appends wait meanwhile). Uses DATABASE_URL, or the embedded PostgreSQL of a running `npm start`.
 */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const url = env.DATABASE_URL ?? embeddedDatabaseUrl(config().EMBEDDED_PG_PORT);
  const ds = appDataSource(url, { poolSize: 1 });
  try {
    await ds.initialize();
    const started = performance.now();
    const { rows, events } = await ds.transaction((m) => rebuildDailyStats(m));
    process.stdout.write(`Rebuilt ${rows} counter rows from ${events} events in ${Math.round(performance.now() - started)} ms.\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`Could not rebuild the statistics: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    if (ds.isInitialized) await ds.destroy();
  }
}

if (require.main === module) void main().then((code) => process.exit(code));

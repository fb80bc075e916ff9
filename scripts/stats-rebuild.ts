import 'reflect-metadata';
import { rebuildDailyStats } from '../server/page-views/append-events.service';
import { openStaffDatabase } from './staff-database';
import { terminalSafe } from '../server/core/terminal-text';

/**
 * `npm run stats:rebuild`: recomputes every daily counter from the event log, in one transaction
 * (appends wait meanwhile). Uses DATABASE_URL, or the embedded PostgreSQL of a running `npm start`.
 */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const ds = await openStaffDatabase(env);
  if (!ds) return 1;
  try {
    const started = performance.now();
    const { rows, events } = await ds.transaction((m) => rebuildDailyStats(m));
    process.stdout.write(
      `Rebuilt ${rows} counter rows from ${events} events in ${Math.round(performance.now() - started)} ms.\n`,
    );
    return 0;
  } catch (err) {
    process.stderr.write(
      `Could not rebuild the statistics: ${terminalSafe(err instanceof Error ? err.message : String(err))}\n`,
    );
    return 1;
  } finally {
    await ds.destroy();
  }
}

if (require.main === module) void main().then((code) => process.exit(code));

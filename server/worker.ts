import 'reflect-metadata';
import { config } from './core/config';
import { embeddedDatabaseUrl } from './core/db/embedded-database-url';
import { logger } from './core/logger';
import { appDataSource } from './data-source';
import { startBackgroundWork } from './worker-runtime';

/**
 * `npm run worker`: the outbox relay and the BullMQ workers, without the web server. Without
 * DATABASE_URL it joins the embedded PostgreSQL of a running `npm start`. SIGTERM lets the mails in
 * progress finish; the others wait in Redis and PostgreSQL for the next start.
 */
async function main(): Promise<void> {
  const cfg = config();
  const url = cfg.DATABASE_URL ?? embeddedDatabaseUrl(cfg.EMBEDDED_PG_PORT);
  const ds = appDataSource(url, { poolSize: 5 });
  await ds.initialize();
  const work = await startBackgroundWork(ds, url);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down');
    await work.stop();
    await ds.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'worker failed to start');
  process.exit(1);
});

import type { Config } from '../config';
import { logger } from '../logger';
import { ensureDatabase } from './data-source';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise a real PostgreSQL from the embedded-postgres package under DATA_DIR. */
export async function resolveDatabase(cfg: Config): Promise<Database> {
  if (cfg.DATABASE_URL) {
    await ensureDatabase(cfg.DATABASE_URL);
    return { url: cfg.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  logger.info(
    { dir: cfg.DATA_DIR, port: cfg.EMBEDDED_PG_PORT },
    'no DATABASE_URL: starting embedded PostgreSQL',
  );
  const pg = await startEmbeddedPostgres(cfg.DATA_DIR, cfg.EMBEDDED_PG_PORT);
  await ensureDatabase(pg.url);
  return { url: pg.url, embedded: true, stop: pg.stop };
}

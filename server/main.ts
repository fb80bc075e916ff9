import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { seedAppointmentSlots } from './demo/appointment-slots.seed';
import { seedDemo } from './demo/seed-demo';
import { config, redactedConfig } from './core/config';
import { resolveDatabase } from './core/db/database-url';
import { logger } from './core/logger';
import { clearOnDataChange, ResponseCache } from './core/graphql/response-cache';
import { listenForChanges } from './core/db/change-listener';
import { taxonomyMemory } from './catalog/taxonomy.service';
import { appDataSource } from './data-source';
import { PUBLIC_QUERY_FIELDS } from './schema';
import { searchEngineFor } from './search/search-engine.factory';
import { startMailCatcher, type MailCatcher } from './mail/mail-catcher';
import { startBackgroundWork, type BackgroundWork } from './worker-runtime';
import { ensureDemoOwnerLogins } from './demo/demo-logins';
import { writeSiteDemoMedia } from './demo/media/demo-media.service';

/** Wiring only: database, migrations, demo data when empty, HTTP server, graceful shutdown. */
async function main(): Promise<void> {
  const cfg = config();
  logger.info({ config: redactedConfig(cfg) }, 'starting');
  const db = await resolveDatabase(cfg);
  const ds = appDataSource(db.url, { poolSize: cfg.DB_POOL_SIZE });
  await ds.initialize();
  const applied = await ds.runMigrations({ transaction: 'each' });
  if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');

  const [{ count }] = (await ds.query(`SELECT count(*)::int AS count FROM property`)) as { count: number }[];
  if (count === 0) {
    logger.info('empty catalog: loading demo data');
    const { report } = await seedDemo(ds, { searchEngine: searchEngineFor(ds) });
    logger.info({ report: { ...report, skipped: report.skipped.length } }, 'demo data loaded');
  }
  // Outside production the demo's visit slots roll forward: each boot adds the days now within reach.
  else if (cfg.NODE_ENV !== 'production') await seedAppointmentSlots(ds);
  // The content's pictures (logos, banners, team): drawn again when missing, e.g. a new MEDIA_DIR.
  await writeSiteDemoMedia().catch((err: unknown) =>
    logger.warn({ err: err instanceof Error ? err.message : err }, 'demo pictures could not be written'),
  );

  const { catcher, work } = await startDevelopmentMail(ds, db.url);
  const demoLogins = cfg.NODE_ENV === 'development' ? await ensureDemoOwnerLogins(ds) : [];

  const { responseCache, stopCache } = await startResponseCache(
    db.url,
    cfg.RESPONSE_CACHE_TTL_SECONDS,
    cfg.RESPONSE_CACHE_MAX_MB,
  );
  const { handler, stop } = await createApp({ ds, responseCache });
  const server: Server = createServer(handler).listen(cfg.PORT, cfg.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  logger.info({ url: cfg.PUBLIC_URL, graphql: `${cfg.PUBLIC_URL}/graphql` }, 'listening');
  process.stdout.write(
    `\n  Site:     ${cfg.PUBLIC_URL}/\n  GraphQL:  ${cfg.PUBLIC_URL}/graphql\n  Database: ${db.embedded ? `embedded PostgreSQL in ${cfg.DATA_DIR}/pg (port ${cfg.EMBEDDED_PG_PORT})` : 'DATABASE_URL'}\n` +
      `  Mail:     ${catcher ? `local mail catcher, inbox at ${catcher.webUrl} (SMTP port ${catcher.smtpPort})` : 'SMTP_URL'}${work ? '' : ' (run `npm run worker` to send)'}\n` +
      (cfg.ADMIN_PASSWORD ? `  Queues:   ${cfg.PUBLIC_URL}/admin/queues\n` : '') +
      (demoLogins.length
        ? `  Owners:   ${cfg.PUBLIC_URL}/${cfg.DEFAULT_LANGUAGE}/login/  ${demoLogins.map((l) => `${l.email} / ${l.password}`).join(',  ')}\n`
        : '') +
      '\n',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    server.closeIdleConnections();
    await stop();
    await work?.stop();
    await catcher?.close();
    await stopCache();
    await ds.destroy();
    await db.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * In development the mails are sent by this process (no separate worker to start) into a local
 * mail catcher when no SMTP_URL is configured. In production both are separate concerns.
 */
async function startDevelopmentMail(
  ds: Parameters<typeof startBackgroundWork>[0],
  databaseUrl: string,
): Promise<{ catcher: MailCatcher | null; work: BackgroundWork | null }> {
  const cfg = config();
  const inProcess = cfg.WORKER_IN_PROCESS ? cfg.WORKER_IN_PROCESS === '1' : cfg.NODE_ENV === 'development';
  let catcher: MailCatcher | null = null;
  if (!cfg.SMTP_URL && cfg.NODE_ENV !== 'production') {
    try {
      catcher = await startMailCatcher({
        smtpPort: cfg.MAIL_CATCHER_SMTP_PORT,
        webPort: cfg.MAIL_CATCHER_WEB_PORT,
      });
    } catch (err) {
      logger.warn(
        { err: err instanceof Error ? err.message : err },
        'mail catcher could not start (port in use?): mails wait in the outbox',
      );
    }
  }
  const work = inProcess ? await startBackgroundWork(ds, databaseUrl) : null;
  return { catcher, work };
}

/**
 * The public-query cache and the types and cities held in memory, both emptied on every change
 * notification from the database (and off while the channel is down). Without the response cache
 * the types and cities still follow the notifications.
 */
async function startResponseCache(url: string, ttlSeconds: number, maxMb: number) {
  const taxonomyFollows = ({ connected }: { connected: boolean }) => taxonomyMemory.changed(connected);
  if (ttlSeconds === 0) {
    const listener = await listenForChanges(url, 'public_data_changed', taxonomyFollows);
    return { responseCache: undefined, stopCache: () => listener.close() };
  }
  const responseCache = new ResponseCache({
    publicRootFields: PUBLIC_QUERY_FIELDS,
    ttlMs: ttlSeconds * 1000,
    maxEntries: 5_000,
    maxBytes: maxMb * 1024 * 1024,
    maxEntryBytes: 512 * 1024,
  });
  const listener = await clearOnDataChange(url, responseCache, taxonomyFollows);
  return { responseCache, stopCache: () => listener.close() };
}

main().catch((err: unknown) => {
  const detail = err instanceof Error ? err.message : String(err);
  logger.fatal({ err: err instanceof Error ? err : { message: detail } }, 'failed to start');
  process.stderr.write(`\nCould not start: ${detail}\n`);
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100).unref();
});

import type { RequestListener } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import express, { type Express } from 'express';
import type { DataSource } from 'typeorm';
import { config } from './core/config';
import { compressResponses } from './core/http/compression';
import type { GraphQLContext } from './core/graphql/context';
import type { ResponseCache } from './core/graphql/response-cache';
import { logger } from './core/logger';
import { currentRequestId } from './core/request-id';
import { proxyTrust } from './core/client-address';
import { subscriptionsRouter } from './alerts/subscriptions.router';
import { buyersRouter } from './buyers/buyers.router';
import { requestAuth } from './accounts/session-cookie';
import { uploadRouter } from './forms/upload.router';
import { mailBacklog } from './mail/mail-backlog.service';
import { mountQueueDashboard, type QueueDashboard } from './admin/queue-dashboard';
import { mountAppointmentRoutes } from './appointments/appointment.routes';
import { PageCache } from './web/page-cache';
import { sendErrorPage, wantsErrorPage } from './web/error-page';
import { mountSite } from './web/site';
import { mountSeo } from './seo/seo.http';
import { beaconEndpoint } from './page-views/beacon.router';
import { configuredImageRouter } from './media/image.router';
import { isCatalogImageUrl } from './catalog/catalog-images.service';
import { isContentImageUrl } from './content/content-images.service';
import { fastPathHandler } from './fast-paths';
import { mountGraphqlExplorer } from './graphql-explorer';
import {
  httpStatusOf,
  mountGraphql,
  pageQueryRunner,
  sendRequestError,
  startApollo,
  tooDeep,
} from './graphql-http';

export interface AppOptions {
  ds: DataSource;
  /** Extra Apollo plugins. */
  plugins?: ApolloServerPlugin<GraphQLContext>[];
  /** Whole-response cache of public queries; off when not given (tests see every write at once). */
  responseCache?: ResponseCache;
  /** BullMQ key prefix of the queues this app feeds (tests use their own); config().QUEUE_PREFIX by default. */
  queuePrefix?: string;
  /** Memory the rendered pages may hold; RESPONSE_CACHE_MAX_MB by default. */
  pageCacheMaxBytes?: number;
}

export interface App {
  app: Express;
  /** What the HTTP server runs: beacons and cache hits of public queries first, everything else through Express. */
  handler: RequestListener;
  /** Rendered public pages, when there is a response cache. */
  pageCache: PageCache | undefined;
  stop(): Promise<void>;
}

/** The HTTP application: GraphQL API, its explorer, media files and health checks. */
export async function createApp({
  ds,
  plugins = [],
  responseCache,
  queuePrefix,
  pageCacheMaxBytes,
}: AppOptions): Promise<App> {
  const cfg = config();
  const apollo = await startApollo(plugins, responseCache);

  const app = express();
  app.disable('x-powered-by');
  // API answers are not revalidated by browsers; hashing every body for an ETag costs more than it saves.
  app.set('etag', false);
  // Whom X-Forwarded-For is read from: the rule the beacon's handler applies too (clientAddress).
  const trust = proxyTrust(cfg.TRUSTED_PROXIES);
  app.set('trust proxy', (address: string) => trust(address));

  // One structured line per request that failed or was slow; successful fast ones only at debug.
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = currentRequestId();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level =
        res.statusCode >= 500 ? 'error' : res.statusCode >= 400 || ms > SLOW_REQUEST_MS ? 'info' : 'debug';
      if (logger.isLevelEnabled(level))
        logger[level](
          { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms), requestId },
          'request',
        );
    });
    next();
  });

  // Pages, GraphQL answers and media compressed for the browsers that accept it (assets are built compressed).
  app.use(compressResponses());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Mail trouble (SMTP down, dead mails) shows in the body, not the status: the site still takes
  // submissions, and compose starts the worker, which sends them, only once the app is ready.
  app.get('/readyz', async (_req, res) => {
    try {
      res.json({ status: 'ok', database: 'up', mail: await mailBacklog(ds) });
    } catch (err) {
      logger.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });

  // Only with a password: without one the path does not exist (the site answers 404).
  const dashboard: QueueDashboard | null = cfg.ADMIN_PASSWORD
    ? mountQueueDashboard(app, { password: cfg.ADMIN_PASSWORD, queuePrefix: cfg.QUEUE_PREFIX })
    : null;

  // Photos resized for the screen that shows them (srcset), before the originals they are made from.
  app.use(
    configuredImageRouter(
      async (url) => (await isCatalogImageUrl(ds, url)) || (await isContentImageUrl(ds, url)),
    ),
  );
  app.use('/media', express.static(cfg.MEDIA_DIR, { immutable: true, maxAge: '30d', fallthrough: false }));
  mountAppointmentRoutes(app, ds);

  mountGraphqlExplorer(app);
  mountGraphql(app, apollo, ds);

  // Page-view events of the owners' statistics (navigator.sendBeacon): answered before Express, below.
  const beacon = beaconEndpoint(ds, queuePrefix);

  // Links of the demand register and newsletter mails (unsubscribe, confirm).
  app.use(subscriptionsRouter(ds));
  // The buyers' login by mailed link, logout, their data's copy and erasure (plain forms).
  app.use(buyersRouter(ds, (req, res) => requestAuth(ds, req, res)));
  // Files sent before a form (the job contact's CV, a testimonial's photo): a raw body, its size capped while it streams.
  app.use('/api/uploads', uploadRouter(ds));

  const pageCache = responseCache
    ? new PageCache(responseCache, {
        maxEntries: 2_000,
        ttlMs: 5 * 60_000,
        maxPageBytes: 1024 * 1024,
        maxBytes: pageCacheMaxBytes ?? cfg.RESPONSE_CACHE_MAX_MB * 1024 * 1024,
      })
    : undefined;
  // robots.txt and the sitemaps, kept while the response cache's data holds; before the site's catch-all.
  mountSeo(app, ds, responseCache);
  // The public site, rendered on the server with data from the same schema, in-process.
  await mountSite(app, pageQueryRunner(apollo, ds), pageCache);

  // Errors raised before GraphQL runs (malformed JSON, oversized body): a JSON answer, never a stack.
  // A page of the site that failed (its server render, a static file): the HTML error page instead.
  app.use((err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(err);
    const status = httpStatusOf(err);
    if (status >= 500)
      logger.error({ err, path: req.path, requestId: currentRequestId() }, 'unhandled error');
    if (wantsErrorPage(req)) return sendErrorPage(req, res, status, cfg.DEFAULT_LANGUAGE);
    sendRequestError(req, res, status, cfg.DEFAULT_LANGUAGE, tooDeep(err));
  });

  const handler = fastPathHandler(app, {
    origin: cfg.PUBLIC_URL,
    beacon,
    responseCache,
    fallback: cfg.DEFAULT_LANGUAGE,
  });
  return {
    app,
    handler,
    pageCache,
    async stop() {
      await beacon.close();
      await apollo.stop();
      await dashboard?.close();
    },
  };
}

const SLOW_REQUEST_MS = 1_000;

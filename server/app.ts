import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { renderAltair, getDistDirectory, isSandboxFrame } from 'altair-static';
import express, { type Express } from 'express';
import Negotiator from 'negotiator';
import type { DataSource } from 'typeorm';
import { config, type LanguageCode } from './core/config';
import { formatError } from './core/errors';
import { compressResponses } from './core/http/compression';
import { translate, type MessageId } from './core/messages';
import {
  JsonTooDeepError,
  MAX_JSON_DEPTH,
  jsonNestsDeeperThan,
  parseBoundedJson,
} from './core/http/bounded-json';
import { readCappedBody, type CappedBody } from './core/http/capped-body';
import { inlineHashes, securityHeaders } from './core/http/security-headers';
import { createContext, LOCAL_CLIENT, type GraphQLContext } from './core/graphql/context';
import { pageRead } from './core/db/page-reads';
import { QUERY_LIMITS, queryCostPlugin, queryLimitRules } from './core/graphql/query-limits';
import { badInputPlugin } from './core/graphql/bad-input';
import { documentNestsDeeperThan, QueryTooDeepError } from './core/graphql/document-depth';
import { subscriptionsRouter } from './alerts/subscriptions.router';
import { uploadRouter } from './forms/upload.router';
import type { ResponseCache } from './core/graphql/response-cache';
import { requestLanguage } from './core/graphql/language';
import { logger } from './core/logger';
import { currentRequestId, withRequestId } from './core/request-id';
import { mailBacklog } from './mail/mail-backlog.service';
import { mountQueueDashboard, type QueueDashboard } from './admin/queue-dashboard';
import { mountAppointmentRoutes } from './appointments/appointment.routes';
import { appSchema } from './schema';
import { PageCache } from './web/page-cache';
import { sendErrorPage, wantsErrorPage } from './web/error-page';
import { mountSite } from './web/site';
import { mountSeo } from './seo/seo.http';
import { BEACON_PATH, beaconEndpoint } from './page-views/beacon.router';
import { requestAuth } from './accounts/session-cookie';
import { explorerPolicy, explorerSandboxPolicy } from './graphql-explorer-policy';
import { configuredImageRouter } from './media/image.router';
import { isCatalogImageUrl } from './catalog/catalog-images.service';
import { isContentImageUrl } from './content/content-images.service';
import { limitKeyOf, proxyTrust } from './core/client-address';

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

/**
 * `Cache-Control: no-store` on every GraphQL answer, as Apollo's cache-control plugin writes it when
 * no field declares a cache hint (none does), without that plugin: it wraps every field's resolver
 * to collect hints, a few per cent of an API request's CPU (bench:api profile). A header set by
 * another plugin that is not one Apollo would write is left alone, as that plugin does.
 */
function answersAreNotStored<T extends object>(): ApolloServerPlugin<T>[] {
  const apolloWritten = /^(no-store|max-age=\d+, (public|private))$/;
  return [
    ApolloServerPluginCacheControlDisabled(),
    {
      requestDidStart: async () => ({
        willSendResponse: async ({ response }) => {
          const existing = response.http.headers.get('cache-control');
          if (existing === undefined || apolloWritten.test(existing))
            response.http.headers.set('cache-control', 'no-store');
        },
      }),
    },
  ];
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
  const schema = await appSchema();
  const exposeInternals = cfg.NODE_ENV === 'development';
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: exposeInternals,
    // Depth, aliases and root fields are refused in validation; the cost once the variables are known.
    validationRules: queryLimitRules(),
    plugins: [
      ...answersAreNotStored<GraphQLContext>(),
      // Costly operations take turns per client address group; the server's own page renders never wait.
      queryCostPlugin<GraphQLContext>(QUERY_LIMITS, (ctx) =>
        ctx.client === LOCAL_CLIENT ? null : limitKeyOf(ctx.client.ip),
      ),
      // Control characters in arguments, subscriptions: refused before anything runs.
      badInputPlugin<GraphQLContext>(),
      ...plugins,
      ...(responseCache ? [responseCache.plugin<GraphQLContext>()] : []),
    ],
    formatError: (formatted, error) =>
      formatError(formatted, error, requestLanguageStore.getStore() ?? cfg.DEFAULT_LANGUAGE, exposeInternals),
  });
  await apollo.start();

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

  // A browser asking for /graphql gets the bundled explorer (works offline); clients get the API.
  // Its page is the same for everyone: built once, its policy allows its init snippet by hash.
  const explorer = renderAltair({
    baseURL: '/graphql-explorer/',
    endpointURL: '/graphql',
    initialQuery: EXAMPLE_QUERY,
  });
  const explorerCsp = explorerPolicy(inlineHashes(explorer).scripts);
  app.use(
    '/graphql-explorer',
    // Its workers get their policy from their own answer; its script sandbox is framed by the explorer.
    (req, res, next) => {
      if (isSandboxFrame(req.path))
        res.set({
          'Content-Security-Policy': explorerSandboxPolicy(),
          'X-Frame-Options': 'SAMEORIGIN',
          // Sandboxed, its document has no origin ("null"): its module script and stylesheet load through CORS.
          'Access-Control-Allow-Origin': '*',
        });
      else res.set('Content-Security-Policy', explorerCsp);
      next();
    },
    express.static(getDistDirectory()),
  );
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) !== 'text/html')
      return next();
    res.set('Content-Security-Policy', explorerCsp).type('html').send(explorer);
  });
  app.use(
    '/graphql',
    express.json({
      limit: MAX_BODY_BYTES,
      // Refused before the parser builds it, and long before GraphQL walks it.
      verify: (_req, _res, raw, encoding) => {
        // The depth is counted on UTF-8 text: another charset (UTF-7 writes `[` in base64) is refused.
        if (encoding.toLowerCase() !== 'utf-8') throw Object.assign(new Error('charset'), { status: 415 });
        if (jsonNestsDeeperThan(raw.toString('utf8'))) throw new JsonTooDeepError();
      },
    }),
    // A GET carries its variables and extensions as JSON in the query string: the same bound.
    (req, _res, next) => {
      if (req.method !== 'GET') return next();
      const deep = ['variables', 'extensions'].some((name) => {
        const value = req.query[name];
        return typeof value === 'string' && jsonNestsDeeperThan(value);
      });
      next(deep ? new JsonTooDeepError() : undefined);
    },
    // The document itself, before graphql-js parses it by recursion.
    (req, _res, next) => {
      const body: unknown = req.body;
      const query =
        req.method === 'GET'
          ? req.query.query
          : body !== null && typeof body === 'object' && 'query' in body
            ? body.query
            : undefined;
      next(typeof query === 'string' && documentNestsDeeperThan(query) ? new QueryTooDeepError() : undefined);
    },
    // The request's language is known to error formatting, which Apollo gives no context.
    (req, _res, next) => requestLanguageStore.run(requestLanguage(req.headers, cfg.DEFAULT_LANGUAGE), next),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        createContext(
          ds,
          requestLanguageStore.getStore() ?? cfg.DEFAULT_LANGUAGE,
          { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' },
          requestAuth(ds, req, res),
        ),
    }),
  );

  // Page-view events of the owners' statistics (navigator.sendBeacon): answered before Express, below.
  const beacon = beaconEndpoint(ds, queuePrefix);

  // Links of the demand register and newsletter mails (unsubscribe, confirm).
  app.use(subscriptionsRouter(ds));
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
  await mountSite(
    app,
    async (lang, request) => {
      // One context for all the operations of a page render: their DataLoaders are shared.
      const contextValue = pageRead(`graphql context ${lang}`, () => createContext(ds, lang));
      const response = await apollo.executeOperation(request, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the site');
      return response.body.singleResult;
    },
    pageCache,
  );

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

  const throughExpress: RequestListener = responseCache
    ? cachedQueryFastPath(responseCache, app, cfg.DEFAULT_LANGUAGE)
    : app;
  // nosniff, referrer, permissions, frames, HSTS and a policy for what is not a page: on every answer, before anything answers.
  const setSecurityHeaders = securityHeaders(cfg.PUBLIC_URL);
  const handler: RequestListener = (req, res) => {
    setSecurityHeaders(req, res);
    if (req.method === 'POST' && req.url === BEACON_PATH) beacon.handle(req, res);
    else withRequestId(req, res, () => throughExpress(req, res));
  };
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
const MAX_BODY_BYTES = 100 * 1024;
const RESPONSE_TYPES = ['application/json', 'application/graphql-response+json'];

/** Why a request nesting too deeply was refused, with its limit; undefined for any other error. */
function tooDeep(err: unknown): Refusal | undefined {
  if (err instanceof JsonTooDeepError) return { messageId: 'error.jsonTooDeep', max: err.limit };
  if (err instanceof QueryTooDeepError) return { messageId: 'error.queryDepth', max: err.limit };
  return undefined;
}

/** A refusal's message and the limit it names. */
interface Refusal {
  messageId: MessageId;
  max: number;
}

function sendRequestError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  fallback: LanguageCode,
  reason?: Refusal,
): void {
  const lang = requestLanguage(req.headers, fallback);
  const messageId =
    reason?.messageId ??
    (status === 413 ? 'error.bodyTooLarge' : status < 500 ? 'error.malformedRequest' : 'error.internal');
  const body = JSON.stringify({
    errors: [
      {
        message: translate(lang, messageId, { max: reason?.max ?? MAX_JSON_DEPTH }),
        extensions:
          status < 500
            ? { code: 'BAD_REQUEST' }
            : { code: 'INTERNAL_SERVER_ERROR', requestId: currentRequestId() },
      },
    ],
  });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
}

/**
 * Public queries asked before are answered here, before Express: measured with bench:api, Express
 * and its body parser cost more than everything else on a cache hit (~5,000 vs ~27,000 req/s for a
 * fixed answer on two cores). The body read here is handed on to Express, whose JSON parser skips
 * a request already read.
 */
function cachedQueryFastPath(cache: ResponseCache, app: Express, fallback: LanguageCode): RequestListener {
  return (req, res) => {
    const type = req.headers['content-type'] ?? '';
    const encoded =
      req.headers['content-encoding'] !== undefined && req.headers['content-encoding'] !== 'identity';
    if (
      !cache.enabled ||
      req.method !== 'POST' ||
      req.url !== '/graphql' ||
      encoded ||
      !type.toLowerCase().startsWith('application/json')
    ) {
      app(req, res);
      return;
    }
    // Bound to the request's context (its id): the body's stream events run in the socket's.
    const answer = AsyncResource.bind((read: CappedBody) => {
      try {
        answerFromCache(read);
      } catch (err) {
        logger.error(
          { err, path: req.url, requestId: currentRequestId() },
          'response cache fast path failed',
        );
        if (!res.headersSent) sendRequestError(req, res, 500, fallback);
        else res.destroy();
      }
    });
    void readCappedBody(req, MAX_BODY_BYTES).then(answer);
    const answerFromCache = (read: CappedBody) => {
      if (read === 'aborted') return res.destroy();
      if (read === 'too-large') {
        // Answered once the client has sent it all (and the rest dropped), so it reads the answer.
        const refuse = AsyncResource.bind(() => sendRequestError(req, res, 413, fallback));
        if (req.complete) return refuse();
        req.once('end', refuse).resume();
        return;
      }
      let body: unknown;
      try {
        body = parseBoundedJson(read.toString('utf8'));
      } catch (err) {
        return sendRequestError(req, res, 400, fallback, tooDeep(err));
      }
      const cached = body !== null && typeof body === 'object' ? cache.lookup(body) : null;
      if (cached === null) {
        (req as IncomingMessage & { body?: unknown }).body = body;
        app(req, res);
        return;
      }
      // The content type Apollo would choose for the same Accept header.
      const type = req.headers.accept ? new Negotiator(req).mediaType(RESPONSE_TYPES) : RESPONSE_TYPES[0];
      if (!type) {
        app(req, res);
        return;
      }
      res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(cached);
    };
  };
}

function httpStatusOf(err: unknown): number {
  const status =
    (err as { status?: unknown; statusCode?: unknown })?.status ??
    (err as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
const requestLanguageStore = new AsyncLocalStorage<LanguageCode>();

const EXAMPLE_QUERY = `query ForSale {
  properties(filter: { goal: SALE }, pageSize: 4, lang: "en") {
    total page pageCount
    items { id title city price { formatted } availability }
  }
}`;

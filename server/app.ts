import { AsyncLocalStorage } from 'node:async_hooks';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { renderAltair, getDistDirectory } from 'altair-static';
import express, { type Express } from 'express';
import type { DataSource } from 'typeorm';
import { config, type LanguageCode } from './core/config';
import { formatError } from './core/errors';
import { translate } from './core/messages';
import { createContext, type GraphQLContext } from './core/graphql/context';
import type { ResponseCache } from './core/graphql/response-cache';
import { requestLanguage } from './core/graphql/language';
import { logger } from './core/logger';
import { appSchema } from './schema';

export interface AppOptions {
  ds: DataSource;
  /** Extra Apollo plugins. */
  plugins?: ApolloServerPlugin<GraphQLContext>[];
  /** Whole-response cache of public queries; off when not given (tests see every write at once). */
  responseCache?: ResponseCache;
}

export interface App {
  app: Express;
  stop(): Promise<void>;
}

/** The HTTP application: GraphQL API, its explorer, media files and health checks. */
export async function createApp({ ds, plugins = [], responseCache }: AppOptions): Promise<App> {
  const cfg = config();
  const schema = await appSchema();
  const exposeInternals = cfg.NODE_ENV === 'development';
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: exposeInternals,
    plugins: responseCache ? [...plugins, responseCache.plugin<GraphQLContext>()] : plugins,
    formatError: (formatted, error) =>
      formatError(formatted, error, requestLanguageStore.getStore() ?? cfg.DEFAULT_LANGUAGE, exposeInternals),
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  // One structured line per request that failed or was slow; successful fast ones only at debug.
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 || ms > SLOW_REQUEST_MS ? 'info' : 'debug';
      if (logger.isLevelEnabled(level)) logger[level]({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) }, 'request');
    });
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await ds.query('SELECT 1');
      res.json({ status: 'ok', database: 'up' });
    } catch (err) {
      logger.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });

  app.use('/media', express.static(cfg.MEDIA_DIR, { immutable: true, maxAge: '30d', fallthrough: false }));

  // A browser asking for /graphql gets the bundled explorer (works offline); clients get the API.
  app.use('/graphql-explorer', express.static(getDistDirectory()));
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) !== 'text/html') return next();
    res.type('html').send(renderAltair({ baseURL: '/graphql-explorer/', endpointURL: '/graphql', initialQuery: EXAMPLE_QUERY }));
  });
  app.use(
    '/graphql',
    // The request's language is known to error formatting, which Apollo gives no context.
    (req, _res, next) => requestLanguageStore.run(requestLanguage(req.headers, cfg.DEFAULT_LANGUAGE), next),
    express.json({ limit: '100kb' }),
    // A public query answered before: sent without running Apollo at all.
    (req, res, next) => {
      const cached = req.method === 'POST' && responseCache ? responseCache.lookup(req.body ?? {}) : null;
      if (cached === null) return next();
      const graphqlResponse = req.accepts(['application/json', 'application/graphql-response+json']) === 'application/graphql-response+json';
      res.type(graphqlResponse ? 'application/graphql-response+json; charset=utf-8' : 'application/json; charset=utf-8').send(cached);
    },
    expressMiddleware(apollo, {
      context: async () => createContext(ds, requestLanguageStore.getStore() ?? cfg.DEFAULT_LANGUAGE),
    }),
  );

  // Errors raised before GraphQL runs (malformed JSON, oversized body): a JSON answer, never a stack.
  app.use((err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(err);
    const status = httpStatusOf(err);
    if (status >= 500) logger.error({ err, path: req.path }, 'unhandled error');
    const lang = requestLanguage(req.headers, cfg.DEFAULT_LANGUAGE);
    const messageId = status === 413 ? 'error.bodyTooLarge' : status < 500 ? 'error.malformedRequest' : 'error.internal';
    res.status(status).json({ errors: [{ message: translate(lang, messageId), extensions: { code: status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } }] });
  });

  return { app, stop: () => apollo.stop() };
}

const SLOW_REQUEST_MS = 1_000;

function httpStatusOf(err: unknown): number {
  const status = (err as { status?: unknown; statusCode?: unknown })?.status ?? (err as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
const requestLanguageStore = new AsyncLocalStorage<LanguageCode>();

const EXAMPLE_QUERY = `query ForSale {
  properties(filter: { goal: SALE }, pageSize: 4, lang: "en") {
    total page pageCount
    items { id title city price { formatted } availability }
  }
}`;

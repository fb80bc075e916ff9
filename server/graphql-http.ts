import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import type { ExecuteInLanguage } from '../common/server-render';
import type { DataSource } from 'typeorm';
import { config, type LanguageCode } from './core/config';
import { formatError } from './core/errors';
import { translate, type MessageId } from './core/messages';
import { JsonTooDeepError, MAX_JSON_DEPTH, jsonNestsDeeperThan } from './core/http/bounded-json';
import { createContext, LOCAL_CLIENT, type GraphQLContext } from './core/graphql/context';
import { pageRead } from './core/db/page-reads';
import { QUERY_LIMITS, queryCostPlugin, queryLimitRules } from './core/graphql/query-limits';
import { badInputPlugin } from './core/graphql/bad-input';
import { documentNestsDeeperThan, QueryTooDeepError } from './core/graphql/document-depth';
import type { ResponseCache } from './core/graphql/response-cache';
import { requestLanguage } from './core/graphql/language';
import { currentRequestId } from './core/request-id';
import { requestAuth } from './accounts/session-cookie';
import { limitKeyOf } from './core/client-address';
import { appSchema } from './schema';

/** The largest GraphQL request body read, by Express and by the fast path alike. */
export const MAX_BODY_BYTES = 100 * 1024;

/** The request's language, known to error formatting, which Apollo gives no context. */
const requestLanguageStore = new AsyncLocalStorage<LanguageCode>();

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

/** Apollo over the app's schema: query limits, bad input refused early, errors in the request's language. */
export async function startApollo(
  plugins: ApolloServerPlugin<GraphQLContext>[],
  responseCache: ResponseCache | undefined,
): Promise<ApolloServer<GraphQLContext>> {
  const cfg = config();
  const exposeInternals = cfg.NODE_ENV === 'development';
  const apollo = new ApolloServer<GraphQLContext>({
    schema: await appSchema(),
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
  return apollo;
}

/** POST and GET /graphql: bodies and documents bounded before anything parses them, then Apollo. */
export function mountGraphql(app: Express, apollo: ApolloServer<GraphQLContext>, ds: DataSource): void {
  const cfg = config();
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
}

/** How the site's server render runs its operations: in-process, one context (and its DataLoaders) per page. */
export function pageQueryRunner(apollo: ApolloServer<GraphQLContext>, ds: DataSource): ExecuteInLanguage {
  return async (lang, request) => {
    const contextValue = pageRead(`graphql context ${lang}`, () => createContext(ds, lang));
    const response = await apollo.executeOperation(request, { contextValue });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the site');
    return response.body.singleResult;
  };
}

/** Why a request nesting too deeply was refused, with its limit; undefined for any other error. */
export function tooDeep(err: unknown): Refusal | undefined {
  if (err instanceof JsonTooDeepError) return { messageId: 'error.jsonTooDeep', max: err.limit };
  if (err instanceof QueryTooDeepError) return { messageId: 'error.queryDepth', max: err.limit };
  return undefined;
}

/** A refusal's message and the limit it names. */
interface Refusal {
  messageId: MessageId;
  max: number;
}

export function sendRequestError(
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

export function httpStatusOf(err: unknown): number {
  const status =
    (err as { status?: unknown; statusCode?: unknown })?.status ??
    (err as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

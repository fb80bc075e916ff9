import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, RequestListener } from 'node:http';
import type { Express } from 'express';
import Negotiator from 'negotiator';
import type { LanguageCode } from './core/config';
import { parseBoundedJson } from './core/http/bounded-json';
import { readCappedBody, type CappedBody } from './core/http/capped-body';
import { securityHeaders } from './core/http/security-headers';
import type { ResponseCache } from './core/graphql/response-cache';
import { logger } from './core/logger';
import { currentRequestId, withRequestId } from './core/request-id';
import { BEACON_PATH, type BeaconEndpoint } from './page-views/beacon.router';
import { MAX_BODY_BYTES, sendRequestError, tooDeep } from './graphql-http';

const RESPONSE_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * What the HTTP server runs: the security headers on every answer, before anything answers; then
 * page-view beacons and cache hits of public queries, answered before Express; everything else
 * through Express.
 */
export function fastPathHandler(
  app: Express,
  {
    origin,
    beacon,
    responseCache,
    fallback,
  }: {
    origin: string;
    beacon: BeaconEndpoint;
    responseCache: ResponseCache | undefined;
    fallback: LanguageCode;
  },
): RequestListener {
  const throughExpress: RequestListener = responseCache
    ? cachedQueryFastPath(responseCache, app, fallback)
    : app;
  // nosniff, referrer, permissions, frames, HSTS and a policy for what is not a page.
  const setSecurityHeaders = securityHeaders(origin);
  return (req, res) => {
    setSecurityHeaders(req, res);
    if (req.method === 'POST' && req.url === BEACON_PATH) beacon.handle(req, res);
    else withRequestId(req, res, () => throughExpress(req, res));
  };
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

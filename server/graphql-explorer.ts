import { renderAltair, getDistDirectory, isSandboxFrame } from 'altair-static';
import express, { type Express } from 'express';
import { DOCUMENT_LOCKS, inlineHashes, serializePolicy, type Sources } from './core/http/security-headers';

const EXAMPLE_QUERY = `query ForSale {
  properties(filter: { goal: SALE }, pageSize: 4, lang: "en") {
    total page pageCount
    items { id title city price { formatted } availability }
  }
}`;

/**
 * A browser asking for /graphql gets the bundled explorer (works offline); clients get the API
 * (the next handler). Its page is the same for everyone: built once, its policy allows its init
 * snippet by hash.
 */
export function mountGraphqlExplorer(app: Express): void {
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
}

/**
 * The bundled Altair explorer at /graphql (and its files under /graphql-explorer/, its workers
 * included): its one inline script (the init snippet) by hash. Angular injects its components'
 * styles as <style> elements and the editor sets style attributes: 'unsafe-inline' for styles.
 * 'unsafe-eval', on this developer tool only (its page shows no content as HTML): Altair runs
 * the pre- and post-request scripts people write in a worker with eval when the page allows it
 * (else in its sandbox frame), and its bundle probes `new Function` on load (zod).
 */
export function explorerPolicy(scriptHashes: Sources): string {
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    ...DOCUMENT_LOCKS,
  });
}

/**
 * The explorer's sandbox frame (Altair's `iframe-sandbox/`): Altair's own header for it
 * (`sandbox allow-scripts`: an opaque origin, no cookies, no access to the explorer), framed by
 * the explorer only. Scripts people write may be evaluated there, hence 'unsafe-eval', harmless
 * in a sandbox with no origin of its own. Its files are sent with `Access-Control-Allow-Origin`
^ * (below): a document without an origin loads its module script through CORS.
 */
export function explorerSandboxPolicy(): string {
  return serializePolicy({
    sandbox: ['allow-scripts'],
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  });
}

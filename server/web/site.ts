import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { config, SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import { requestLanguage } from '../core/graphql/language';
import { logger } from '../core/logger';

/** Runs a GraphQL operation in-process for the server render, in the page's language. */
export type ExecuteForPage = (
  lang: LanguageCode,
  request: { query: string; variables: Record<string, unknown>; operationName?: string },
) => Promise<FormattedExecutionResult>;

interface ServerEntry {
  render(input: { url: string; locale: LanguageCode; execute: (r: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult> }): Promise<{
    html: string;
    status: number;
    state: unknown;
  }>;
}

const DIST = path.resolve(__dirname, '../../dist');

/** Whether `npm run build` has produced the client and the server-render bundle. */
export function siteIsBuilt(): boolean {
  return fs.existsSync(path.join(DIST, 'client/index.html')) && fs.existsSync(path.join(DIST, 'server/entry-server.mjs'));
}

/**
 * The public site: built assets, `/` redirected to a language, every other GET rendered on the
 * server with its data (React + Apollo) and hydrated in the browser. The HTTP status follows what
 * the page shows (404 for unknown paths and properties).
 */
export function mountSite(app: Express, execute: ExecuteForPage): void {
  app.use('/static', express.static(path.resolve(__dirname, '../../client/static'), { immutable: true, maxAge: '30d', fallthrough: false }));
  const cfg = config();
  if (!siteIsBuilt()) {
    logger.warn('the client is not built (npm run build): the site is not served, only the API');
    return;
  }
  const template = fs.readFileSync(path.join(DIST, 'client/index.html'), 'utf8');
  let entry: Promise<ServerEntry> | undefined;
  // Loaded on first use: the bundle is ESM, this server CommonJS (Node ≥ 20.19 can require ESM).
  const loadEntry = () => (entry ??= import(path.join(DIST, 'server/entry-server.mjs')) as Promise<ServerEntry>);

  app.use('/assets', express.static(path.join(DIST, 'client/assets'), { immutable: true, maxAge: '1y', fallthrough: false }));

  app.get('/', (req, res) => {
    res.redirect(302, `/${preferredLanguage(req, cfg.DEFAULT_LANGUAGE)}/`);
  });

  app.get(/.*/, async (req, res, next) => {
    try {
      const first = req.path.split('/')[1] ?? '';
      const locale = (SUPPORTED_LANGUAGES as readonly string[]).includes(first) ? (first as LanguageCode) : cfg.DEFAULT_LANGUAGE;
      const { render } = await loadEntry();
      const page = await render({ url: req.originalUrl, locale, execute: (r) => execute(locale, r) });
      const html = template
        .replace('<!--app-lang-->', locale)
        .replace('<!--app-head-->', '')
        .replace('<!--app-html-->', page.html)
        .replace('<!--app-state-->', `<script>window.__APOLLO_STATE__=${safeJson(page.state)}</script>`);
      res.status(page.status).type('html').send(html);
    } catch (err) {
      next(err);
    }
  });
}

/** `?lang=`, then the `lang` cookie, then Accept-Language, then the configured default. */
function preferredLanguage(req: Request, fallback: LanguageCode): LanguageCode {
  const query = typeof req.query.lang === 'string' ? req.query.lang.toLowerCase() : '';
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(query)) return query as LanguageCode;
  const cookie = /(?:^|;\s*)lang=([a-z]{2})/.exec(req.headers.cookie ?? '')?.[1];
  if (cookie && (SUPPORTED_LANGUAGES as readonly string[]).includes(cookie)) return cookie as LanguageCode;
  return requestLanguage({ 'accept-language': req.headers['accept-language'] }, fallback);
}

/** JSON safe inside a <script>: no "</script>", no HTML comment or line-separator tricks. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

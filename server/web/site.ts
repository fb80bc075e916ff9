import { graphql } from './generated';
import { runSiteQuery } from './site-query';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import { config, SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import { isLanguageCode } from '../core/localized';
import {
  inlineHashes,
  sitePolicy,
  sitePolicySettings,
  type TrackingIds,
} from '../core/http/security-headers';
import { answeredFromClientCopy } from '../core/http/cached-body';
import { acceptedEncoding, precompressedFiles } from '../core/http/compression';
import { withPageReads } from '../core/db/page-reads';
import { logger } from '../core/logger';
import {
  detailPathId,
  isOtherAddress,
  listingPath,
  menuPagePathIn,
  routeInLanguage,
  routePaths,
} from './canonical-address';
import { languageCookie, negotiateLanguage } from './language-negotiation';
import { pageEtag, renderedPageUrl, type PageCache } from './page-cache';
import { mountMapFrame } from './map-frame';
import { mountSiteIcons } from './site-icons';
import { mountConsentForm } from './consent-form';
import type { ExecuteInLanguage, ServerEntry } from '../../common/server-render';
import { pageHtml, type SiteBuild, type ViteManifest } from './page-html';

export { safeJson } from './page-html';

/** Runs a GraphQL operation in-process for the server render, in the page's language. */
export type ExecuteForPage = ExecuteInLanguage;

const DIST = path.resolve(__dirname, '../../dist');

/** Whether `npm run build` has produced the client and the server-render bundle. */
const BUILT_MANIFEST = 'client/.vite/manifest.json';
const BUILT_START_LOADER = 'start-scripts/start-scripts.js';

export function siteIsBuilt(): boolean {
  return ['client/index.html', BUILT_MANIFEST, BUILT_START_LOADER, 'server/entry-server.mjs'].every((file) =>
    fs.existsSync(path.join(DIST, file)),
  );
}

/**
 * The public site: built assets, `/` redirected to a language, every other GET rendered on the
 * server with its data (React + Apollo) and hydrated in the browser. The HTTP status follows what
 * the page shows (404 for unknown paths and properties).
 */
export async function mountSite(app: Express, execute: ExecuteForPage, pageCache?: PageCache): Promise<void> {
  app.use(
    '/static',
    express.static(path.resolve(__dirname, '../../client/static'), {
      immutable: true,
      maxAge: '30d',
      fallthrough: false,
    }),
  );
  const cfg = config();
  // Icons and the manifest need no build: served even when only the API is.
  mountSiteIcons(app, execute, cfg.DEFAULT_LANGUAGE);
  // The lists' map frame, a document of its own with its own build.
  mountMapFrame(app, cfg);
  // The cookie prompt's choice, posted before the page's scripts run.
  mountConsentForm(app, cfg.DEFAULT_LANGUAGE);
  const source = cfg.SITE_DEV_SERVER ? await viteDevSource() : builtSource();
  if (!source) {
    logger.warn('the client is not built (npm run build): the site is not served, only the API');
    return;
  }
  source.mount(app);
  const loadEntry = source.entry;
  const policySettings = sitePolicySettings(cfg);

  /** The languages the agency serves (the `language` rows in use), from the API's response cache. */
  const served = () => languagesInUse(execute, cfg.DEFAULT_LANGUAGE);
  const preferred = async (req: Request) => preferredLanguage(req, await served(), cfg.DEFAULT_LANGUAGE);

  // Chosen per visitor (?lang=, the `lang` cookie, Accept-Language): never cached, and said so.
  app.get('/', async (req, res, next) => {
    try {
      const lang = await preferred(req);
      res.vary('Accept-Language').vary('Cookie').redirect(302, `/${lang}/`);
    } catch (err) {
      next(err);
    }
  });

  // The internal path of a listing: a permanent redirect to its detail page in the visitor's language.
  app.get(/^\/property\/(\d{1,9})\/?$/, async (req, res, next) => {
    try {
      const lang = await preferred(req);
      const target = await listingPath(execute, Number(req.params[0]), lang);
      if (target) res.vary('Accept-Language').vary('Cookie').redirect(301, target);
      else next();
    } catch (err) {
      next(err);
    }
  });

  // The operations of one page share their reads of the site's configuration (core/db/page-reads).
  app.get(/.*/, (_req, _res, next) => withPageReads(next));
  app.get(/.*/, async (req, res, next) => {
    try {
      // Rendered from the path and the parameters pages use only, so a made-up parameter makes no new
      // page; the language comes from that same path (`/fr/../en/` is /en/, in English).
      // Only a `lang` parameter needs the languages served (and cached pages are answered without).
      const asksLanguage = /[?&]lang=/.test(req.originalUrl);
      const { url, locale } = pageLanguage(
        renderedPageUrl(req.originalUrl),
        asksLanguage ? await served() : [],
        cfg.DEFAULT_LANGUAGE,
      );
      // Pages change with the data: the browser asks again each time, and a page it holds is a 304.
      res.set('Cache-Control', 'no-cache');
      const cached = pageCache?.get(url);
      if (pageCache && cached) {
        if (cached.noindex) res.set('X-Robots-Tag', 'noindex');
        res.status(cached.status).set('Content-Security-Policy', cached.policy);
        if (answeredFromClientCopy(req, res, { etag: cached.etag, variesByEncoding: true })) return;
        // Compressed once and kept: a cached page costs no compression per visitor.
        const encoding = acceptedEncoding(req.headers['accept-encoding']);
        if (encoding) res.set('Content-Encoding', encoding);
        res.type('html').send(pageCache.body(url, cached, encoding));
        return;
      }
      const generation = pageCache?.generation ?? 0;
      // The query as sent (a path such as `///` is no URL to parse, and must not fail the page).
      const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      // One page, one address: a listing under the other goal's segment, another language's or an
      // old slug moves for good to its own path in the path's language (a query keeps its filters).
      const listingId = detailPathId(url);
      if (listingId !== null) {
        const own = await listingPath(execute, listingId, locale);
        if (own && isOtherAddress(url, own)) {
          res.redirect(301, withSearch(own, search));
          return;
        }
      }
      // A menu entry's own page without a language in its path (/over-ons/?lang=fr): its address
      // in that language, for good (the path, or its `lang`, names the language: the same for all).
      const menuPage = await menuPagePathIn(execute, url, locale);
      if (menuPage) {
        res.redirect(301, withSearch(menuPage, search));
        return;
      }
      // The ids the page's policy allows tracking origins for, asked alongside the render.
      const tracking = trackingIds(execute, locale).catch(() => null);
      const { render } = await loadEntry();
      const page = await render({ url, locale, execute: (r) => execute(locale, r) });
      if (page.status === 404) {
        // Another language's path under this language's segment (/fr/te-koop/): that page's own path.
        const own = routeInLanguage(url, locale, await routePaths(execute, locale));
        if (own) {
          res.redirect(301, withSearch(own, search));
          return;
        }
      }
      if (page.redirect) {
        // Chosen by the visitor's language among those served, as `/` is: never kept in the page cache.
        const languages = await served();
        const paths = page.redirect;
        const pick = paths[preferredLanguage(req, languages, cfg.DEFAULT_LANGUAGE)];
        const target = pick ?? languages.map((l) => paths[l]).find(Boolean);
        if (target) {
          res.vary('Accept-Language').vary('Cookie');
          res.redirect(302, withSearch(target, search));
          return;
        }
      }
      const html = pageHtml(await source.template(url), page, {
        origin: cfg.PUBLIC_URL,
        locale,
        defaultLanguage: cfg.DEFAULT_LANGUAGE,
        build: source.build,
      });
      // The hashes of this HTML's inline scripts (the state script): cached with it, the same for every visitor.
      const policy = sitePolicy(policySettings, {
        scriptHashes: inlineHashes(html).scripts,
        tracking: await tracking,
      });
      const noindex = Boolean(page.head.noindex);
      pageCache?.set(url, page.status, html, policy, generation, noindex);
      // The header says it to crawlers that read no HTML, and for the 404s too.
      if (noindex) res.set('X-Robots-Tag', 'noindex');
      res.status(page.status).set('Content-Security-Policy', policy);
      if (answeredFromClientCopy(req, res, { etag: pageEtag(html) })) return;
      res.type('html').send(html);
    } catch (err) {
      next(err);
    }
  });
}

/**
 * The tracking ids of the site configuration: the consent feature loads a script for each, so the
 * page's policy allows their origins. A public query, answered from the response cache.
 */
async function trackingIds(execute: ExecuteForPage, lang: LanguageCode): Promise<TrackingIds | null> {
  const data = await runSiteQuery(execute, lang, PageTrackingIdsQuery, { lang });
  return data?.siteConfig.siteInfo ?? null;
}

const PageTrackingIdsQuery = graphql(`
  query PageTrackingIds($lang: String) {
    siteConfig(lang: $lang) {
      siteInfo {
        analyticsId
        tagManagerId
        pixelId
        adsId
      }
    }
  }
`);

/** Where the HTML template and the server-render entry come from. */
interface SiteSource {
  mount(app: Express): void;
  template(url: string): Promise<string>;
  entry(): Promise<ServerEntry>;
  /** The client build's manifest and start-up loader, that name each page's scripts (none in development). */
  build: SiteBuild | null;
}

/** Production: the output of `npm run build`. */
function builtSource(): SiteSource | null {
  if (!siteIsBuilt()) return null;
  const template = fs.readFileSync(path.join(DIST, 'client/index.html'), 'utf8');
  const build: SiteBuild = {
    manifest: JSON.parse(fs.readFileSync(path.join(DIST, BUILT_MANIFEST), 'utf8')) as ViteManifest,
    startLoader: fs.readFileSync(path.join(DIST, BUILT_START_LOADER), 'utf8').trim(),
  };
  let entry: Promise<ServerEntry> | undefined;
  return {
    mount: (app) =>
      app.use(
        '/assets',
        precompressedFiles(path.join(DIST, 'client/assets')),
        express.static(path.join(DIST, 'client/assets'), {
          immutable: true,
          maxAge: '1y',
          fallthrough: false,
        }),
      ),
    template: async () => template,
    build,
    // Loaded on first use: the bundle is ESM, this server CommonJS (Node ≥ 20.19 can require ESM).
    entry: () => (entry ??= import(path.join(DIST, 'server/entry-server.mjs')) as Promise<ServerEntry>),
  };
}

/** `npm run dev`: Vite in middleware mode, hot module reload in the browser, fresh server render on every request. */
async function viteDevSource(): Promise<SiteSource> {
  // A true ESM import (the TypeScript loader would turn `import()` into `require`), Vite is ESM only.
  const importEsm = new Function('specifier', 'return import(specifier)') as (
    s: string,
  ) => Promise<typeof import('vite')>;
  const { createServer } = await importEsm('vite');
  const root = path.resolve(__dirname, '../..');
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.mts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const html = path.join(root, 'client/index.html');
  return {
    mount: (app) => app.use(vite.middlewares),
    template: async (url) => vite.transformIndexHtml(url, fs.readFileSync(html, 'utf8')),
    entry: () => vite.ssrLoadModule('/app/entry-server.tsx') as Promise<ServerEntry>,
    build: null,
  };
}

/** `?lang=`, then the `lang` cookie, then Accept-Language, then the configured default: among `served` only. */
function preferredLanguage(
  req: Request,
  served: readonly LanguageCode[],
  fallback: LanguageCode,
): LanguageCode {
  return negotiateLanguage(
    {
      query: typeof req.query.lang === 'string' ? req.query.lang : null,
      cookie: languageCookie(req.headers.cookie),
      acceptLanguage: req.headers['accept-language'] ?? null,
    },
    served,
    fallback,
  );
}

const SiteLanguagesQuery = graphql(`
  query SiteLanguages {
    languages {
      code
      use
    }
  }
`);

/** The languages in use, in the interface's order; the default alone if the API cannot say. */
async function languagesInUse(execute: ExecuteForPage, fallback: LanguageCode): Promise<LanguageCode[]> {
  const rows = (await runSiteQuery(execute, fallback, SiteLanguagesQuery, {}))?.languages;
  const inUse = new Set((rows ?? []).filter((r) => r.use).map((r) => r.code));
  const served = SUPPORTED_LANGUAGES.filter((l) => inUse.has(l));
  return served.length > 0 ? served : [fallback];
}

/**
 * The language a page is rendered in, and the URL it is rendered (and cached) under. A path with a
 * language segment is in that language (`/fr/../en/` is /en/, in English): a `lang` parameter is
 * dropped. A path without one (a menu entry's own page, /contact-demand/) is in `?lang=` when that
 * language is served, else in the default language; the parameter stays only when it changes the
 * page. The visitor's cookie never decides a rendered page: pages are cached and shared.
 */
export function pageLanguage(
  renderedUrl: string,
  served: readonly LanguageCode[],
  fallback: LanguageCode,
): { url: string; locale: LanguageCode } {
  const u = new URL(renderedUrl, 'http://page.invalid');
  const first = u.pathname.split('/')[1] ?? '';
  const asked = u.searchParams.get('lang')?.toLowerCase() ?? '';
  let locale = fallback;
  if (isLanguageCode(first)) locale = first;
  else if ((served as readonly string[]).includes(asked) && asked !== fallback)
    locale = asked as LanguageCode;
  if (isLanguageCode(first) || locale === fallback) u.searchParams.delete('lang');
  else u.searchParams.set('lang', locale);
  const query = u.searchParams.toString();
  return { url: query ? `${u.pathname}?${query}` : u.pathname, locale };
}

/**
 * A redirect's target with the query the visitor came with (a list keeps its filters), less `lang`:
 * the target names its language, in its path or in its own `?lang=`.
 */
export function withSearch(target: string, search: string): string {
  const carried = new URLSearchParams(search);
  carried.delete('lang');
  const [path, own = ''] = target.split('?');
  const merged = new URLSearchParams(own);
  for (const [k, v] of carried) if (!merged.has(k)) merged.append(k, v);
  const query = merged.toString();
  return query ? `${path}?${query}` : path;
}

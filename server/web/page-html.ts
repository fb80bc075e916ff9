import { escapeHtml } from '../core/http/html';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import { HREFLANG } from '../../common/languages';
import {
  START_SCRIPTS_ID,
  type PageHead,
  type RenderedPage,
  type StartScripts,
} from '../../common/server-render';
import { HOME_PAGE_MODULE, SAVED_LANGUAGE_SCRIPT } from './saved-language';

export type { PageHead, RenderedPage } from '../../common/server-render';

/** Vite's build manifest (dist/client/.vite/manifest.json): module → chunk, its static imports, CSS and files (fonts). */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; assets?: string[]; isEntry?: boolean }
>;

/** Open Graph locales: the agency is Belgian, so Dutch and French are Belgium's. */
const OG_LOCALES: Record<LanguageCode, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' };

/**
 * Query parameters that make another page (list filters and paging); others (tracking, ?setcookies,
 * the password-reset link's token) stay out of the canonical URL, og:url and the hreflang alternates.
 */
// `lang` names the language of a page whose path has none (/over-ons/?lang=fr); elsewhere the server drops it.
const CANONICAL_PARAMS = ['city', 'type', 'page', 'lang'];

/** JSON safe inside a <script>: no "</script>", no HTML comment or line-separator tricks. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL on the site for a root-relative path; absolute URLs (images on a CDN) stay as they are. */
function absolute(origin: string, url: string): string | null {
  try {
    const u = new URL(url, origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** The canonical form of a path: only the query parameters that change the content, in a stable order. */
export function canonicalPath(pathAndQuery: string): string {
  const u = new URL(pathAndQuery, 'http://x');
  const kept = new URLSearchParams();
  for (const key of CANONICAL_PARAMS) {
    const value = u.searchParams.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${u.pathname}?${query}` : u.pathname;
}

/**
 * The page's <head> tags: title, description, canonical link, hreflang alternates (x-default is
 * the default language's version) and Open Graph. Every value is escaped here, the only place
 * that writes them.
 */
export function headTags(
  head: PageHead,
  {
    origin,
    locale,
    defaultLanguage,
  }: { origin: string; locale: LanguageCode; defaultLanguage: LanguageCode },
): string {
  const tags: string[] = [];
  const attr = (value: string) => escapeHtml(value);
  if (head.title) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.description) tags.push(`<meta name="description" content="${attr(head.description)}">`);
  if (head.noindex) tags.push(`<meta name="robots" content="noindex">`);
  const url = head.path ? absolute(origin, canonicalPath(head.path)) : null;
  if (url) tags.push(`<link rel="canonical" href="${attr(url)}">`);
  const alternates = Object.entries(head.alternates ?? {}).flatMap(([lang, path]) => {
    const href = path ? absolute(origin, canonicalPath(path)) : null;
    return href && (SUPPORTED_LANGUAGES as readonly string[]).includes(lang)
      ? [[lang as LanguageCode, href] as const]
      : [];
  });
  if (alternates.length > 1) {
    for (const [lang, href] of alternates)
      tags.push(`<link rel="alternate" hreflang="${HREFLANG[lang]}" href="${attr(href)}">`);
    const fallback = alternates.find(([lang]) => lang === defaultLanguage) ?? alternates[0];
    tags.push(`<link rel="alternate" hreflang="x-default" href="${attr(fallback[1])}">`);
  }
  tags.push(`<meta property="og:type" content="website">`);
  if (head.siteName) tags.push(`<meta property="og:site_name" content="${attr(head.siteName)}">`);
  if (head.title) tags.push(`<meta property="og:title" content="${attr(head.title)}">`);
  if (head.description) tags.push(`<meta property="og:description" content="${attr(head.description)}">`);
  if (url) tags.push(`<meta property="og:url" content="${attr(url)}">`);
  const imagePath = head.image || head.defaultImage;
  const image = imagePath ? absolute(origin, imagePath) : null;
  if (image) tags.push(`<meta property="og:image" content="${attr(image)}">`);
  tags.push(`<meta property="og:locale" content="${OG_LOCALES[locale]}">`);
  for (const [lang] of alternates)
    if (lang !== locale) tags.push(`<meta property="og:locale:alternate" content="${OG_LOCALES[lang]}">`);
  // Twitter (X) reads Open Graph for the rest; the card type and the texts it wants under its own names.
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);
  if (head.title) tags.push(`<meta name="twitter:title" content="${attr(head.title)}">`);
  if (head.description) tags.push(`<meta name="twitter:description" content="${attr(head.description)}">`);
  if (image) tags.push(`<meta name="twitter:image" content="${attr(image)}">`);
  for (const data of Object.values(head.structuredData ?? {}))
    tags.push(`<script type="application/ld+json">${safeJson(absoluteUrls(data, origin))}</script>`);
  return tags.join('\n    ');
}

/** Keys of schema.org values that hold a URL: a root-relative one there becomes absolute. */
const URL_KEYS = new Set(['@id', 'url', 'image', 'logo', 'item', 'sameAs', 'contentUrl']);

/**
 * A JSON-LD value with its root-relative URLs made absolute on the site's origin: search engines
 * read structured data without a base URL. Other strings are left as they are.
 */
export function absoluteUrls(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string')
    return URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//')
      ? (absolute(origin, value) ?? value)
      : value;
  if (Array.isArray(value)) return value.map((v) => absoluteUrls(v, origin, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteUrls(v, origin, k)]));
  return value;
}

/** What a page loads from the build: the scripts it starts (the entry, the modules to preload) and its stylesheets. */
export interface PageAssets {
  start: StartScripts;
  styles: string[];
}

/**
 * The build's entry with its static imports, and the chunks a page needs beyond it (its lazy pages
 * and its language's texts, with their static imports), with the CSS of all of them, read from
 * the build's manifest. Preloaded, the page's chunks load alongside the entry instead of after
 * it, and the page's CSS is there before any script runs (no unstyled flash).
 */
export function pageAssets(manifest: ViteManifest, modules: readonly string[]): PageAssets {
  // Insertion order: the entry and its imports first, then each module with its imports.
  const order = new Set<string>();
  const walk = (key: string) => {
    if (order.has(key) || !manifest[key]) return;
    order.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  for (const key of [...entries, ...modules]) walk(key);
  const chunks = [...order].filter((key) => !manifest[key]!.isEntry);
  const file = (key: string) => `/${manifest[key]!.file}`;
  return {
    start: { entry: entries.map(file), preload: chunks.map(file) },
    // The entry's stylesheet last: the site's base rules win a tie with a page's (the order the
    // pages were designed in).
    styles: [
      ...new Set(
        [...chunks, ...entries].flatMap((key) => (manifest[key]!.css ?? []).map((css) => `/${css}`)),
      ),
    ],
  };
}

/**
 * The fonts every page needs before its first text paints: the basic Latin subset of the entry's
 * web fonts (file names `…-latin-…woff2`). Other subsets (latin-ext: ő, ł …) load only on a page
 * holding one of their characters, so preloading them would fetch a file most pages never use.
 */
export function fontPreloads(manifest: ViteManifest): string[] {
  const fonts = new Set<string>();
  for (const chunk of Object.values(manifest))
    if (chunk.isEntry)
      for (const asset of chunk.assets ?? [])
        if (/-latin-(?!ext-)[\w-]*\.woff2$/.test(asset)) fonts.add(`/${asset}`);
  return [...fonts];
}

/**
 * The chunks the browser's entry imports as it starts (client/app/entry-client.tsx): preloaded
 * with the page's own, so that each step finds its code already downloaded.
 */
export const START_UP_MODULES = ['app/react-dom-client.ts'];

/** The built site's parts that name a page's scripts. */
export interface SiteBuild {
  manifest: ViteManifest;
  /** The start-up loader (client/app/start-scripts.entry.ts, built into dist/start-scripts/): written inline into every page. */
  startLoader: string;
}

/** Where the development server's pages start: Vite serves the entry's source as a module. */
const DEV_ENTRY = '/app/entry-client.tsx';

/**
 * The page's scripts: in the built site, the loader with the list it reads (the same loader text on
 * every page: one hash in the security policy); on the development server, the entry's module
 * script (the scripts start at once there).
 */
export function startScriptsHtml(start: StartScripts | null, startLoader: string): string {
  if (!start) return `<script type="module" src="${DEV_ENTRY}"></script>`;
  return (
    `<script type="application/json" id="${START_SCRIPTS_ID}">${safeJson(start)}</script>` +
    `<script>${startLoader}</script>`
  );
}

/** The page's HTML: the template with the language, head, preloads, markup and hydration state filled in. */
export function pageHtml(
  template: string,
  page: RenderedPage,
  options: {
    origin: string;
    locale: LanguageCode;
    defaultLanguage: LanguageCode;
    /** Null on the development server. */
    build: SiteBuild | null;
  },
): string {
  const { build } = options;
  const assets = build
    ? pageAssets(build.manifest, [...START_UP_MODULES, ...page.pages, `locales/${options.locale}/texts.ts`])
    : null;
  const fonts = build ? fontPreloads(build.manifest) : [];
  const scripts = startScriptsHtml(assets?.start ?? null, build?.startLoader ?? '');
  const head = [
    headTags(page.head, options),
    // crossorigin: fonts are fetched in CORS mode, and a preload without it is not reused.
    ...fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...(assets?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...(page.pages.includes(HOME_PAGE_MODULE) ? [`<script>${SAVED_LANGUAGE_SCRIPT}</script>`] : []),
  ].join('\n    ');
  // Functions as replacements: a `$&` in the page's text must not be read as a pattern.
  return template
    .replace('<!--app-lang-->', () => options.locale)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => page.html)
    .replace(
      '<!--app-state-->',
      () =>
        `${page.consent ?? ''}<script>window.__APOLLO_STATE__=${safeJson(page.state)};window.__PAGES__=${safeJson(page.pages)}</script>${scripts}`,
    );
}

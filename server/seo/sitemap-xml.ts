import { HREFLANG } from '../../common/languages';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';

/**
 * URLs in one sitemap file. The protocol allows 50,000 (and 50 MB); a tenth keeps each file a few
 * MB, quick to build and to fetch, and its gzip small enough to keep in memory.
 */
export const URLS_PER_FILE = 10_000;

/** A page of the site: its path in each language (absent: none) and when it last changed. */
export interface SitemapUrl {
  paths: Partial<Record<LanguageCode, string>>;
  lastModified: Date;
}

/** How one language's file is written. */
export interface UrlsetOptions {
  /** The site's public origin (config().PUBLIC_URL): every URL is absolute. */
  origin: string;
  /** The file's language: each page's URL in it is the `<loc>`. */
  lang: LanguageCode;
  /** The languages the agency serves: one alternate each, and nothing for the others. */
  languages: readonly LanguageCode[];
  /** Whose page is `x-default`, for visitors of any other language. */
  defaultLanguage: LanguageCode;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe in an XML element or a double-quoted attribute. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}

/**
 * The absolute URL of a site path, percent-encoded as the protocol requires (an accented slug, a
 * space): the origin may end with a slash or carry a path prefix, which is kept.
 */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(`${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`).href;
}

/** A W3C datetime in UTC to the second (2026-11-26T20:44:09Z), the form `<lastmod>` takes. */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A page's alternates: its URL in each language served that has it, then `x-default`, the default
 * language's version (the first served language's when the default has none).
 */
export function alternates(
  paths: SitemapUrl['paths'],
  { origin, languages, defaultLanguage }: Omit<UrlsetOptions, 'lang'>,
): { hreflang: string; href: string }[] {
  const served = SUPPORTED_LANGUAGES.filter((l) => languages.includes(l) && paths[l]);
  if (served.length === 0) return [];
  const links = served.map((l) => ({ hreflang: HREFLANG[l], href: absoluteUrl(origin, paths[l]!) }));
  const fallback = served.includes(defaultLanguage) ? defaultLanguage : served[0];
  return [...links, { hreflang: 'x-default', href: absoluteUrl(origin, paths[fallback]!) }];
}

/** Where a urlset starts, its `<url>` elements follow. */
export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** The `<url>` elements of the pages that have a path in the file's language. */
export function urlElements(urls: readonly SitemapUrl[], options: UrlsetOptions): string {
  const parts: string[] = [];
  if (!options.languages.includes(options.lang)) return '';
  for (const url of urls) {
    const path = url.paths[options.lang];
    if (!path) continue;
    parts.push(
      `<url><loc>${xmlEscape(absoluteUrl(options.origin, path))}</loc><lastmod>${w3cDatetime(url.lastModified)}</lastmod>`,
    );
    for (const link of alternates(url.paths, options))
      parts.push(`<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${xmlEscape(link.href)}"/>`);
    parts.push('</url>\n');
  }
  return parts.join('');
}

/** One language's sitemap: a `<url>` for every page that has a path in that language. */
export function urlsetXml(urls: readonly SitemapUrl[], options: UrlsetOptions): string {
  return URLSET_OPEN + urlElements(urls, options) + URLSET_CLOSE;
}

/** The sitemap index: each file's absolute URL and its newest page's change. */
export function sitemapIndexXml(
  files: readonly { path: string; lastModified: Date | null }[],
  origin: string,
): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  ];
  for (const file of files)
    parts.push(
      `<sitemap><loc>${xmlEscape(absoluteUrl(origin, file.path))}</loc>${
        file.lastModified ? `<lastmod>${w3cDatetime(file.lastModified)}</lastmod>` : ''
      }</sitemap>\n`,
    );
  parts.push('</sitemapindex>\n');
  return parts.join('');
}

/** What a sitemap file holds: a language's content pages or one run of its listings, numbered from 1. */
export interface SitemapFileName {
  lang: LanguageCode;
  kind: 'pages' | 'listings';
  n: number;
}

/**
 * Files sit at the site's root, beside the index: a sitemap may only list URLs at or below its own
 * folder, and the pages are everywhere.
 */
export const sitemapFilePath = ({ lang, kind, n }: SitemapFileName): string =>
  `/sitemap-${lang}-${kind}-${n}.xml`;

const FILE_PATH = new RegExp(
  `^/sitemap-(${SUPPORTED_LANGUAGES.join('|')})-(pages|listings)-([1-9][0-9]{0,5})\\.xml$`,
);

/** The file a path names, or null; whether it exists is for the current data to say. */
export function parseSitemapFilePath(path: string): SitemapFileName | null {
  const m = FILE_PATH.exec(path);
  return m ? { lang: m[1] as LanguageCode, kind: m[2] as 'pages' | 'listings', n: Number(m[3]) } : null;
}

/** `items` cut into files of at most `size`, in order; none for none. */
export function splitIntoFiles<T>(items: readonly T[], size: number): T[][] {
  const files: T[][] = [];
  for (let i = 0; i < items.length; i += size) files.push(items.slice(i, i + size));
  return files;
}

import type { ResponseCache } from '../core/graphql/response-cache';
import { ByteBudgetLru } from '../core/byte-budget-lru';
import { compressBody, type ContentEncoding } from '../core/http/compression';
import { bodyEtag } from '../core/http/cached-body';

/**
 * The query parameters a page is rendered from on the server: the lists' page, filters (cities,
 * repeated, type, price, bedrooms, living area, energy label, searched text), sort and view, the
 * owners' listing, the password-reset link's token, the buyers' area's shared list, compared
 * listings and the outcome of its forms (`shared`, `id`, `status`), and the language of a page whose
 * path has none (`/over-ons/?lang=fr`; the site drops it where the path names the language, and
 * never renders from the `lang` cookie, so a cached page never depends on a cookie). Every other parameter (utm_*,
 * setcookies, anything a visitor makes up) is read in the browser or by nobody: the server renders
 * and caches the page without it, so `/nl/?x=1`, `/nl/?x=2` … are one page, not one each.
 */
export const PAGE_QUERY_PARAMETERS = [
  'page',
  'city',
  'type',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'minLivingArea',
  'maxEnergyLabel',
  'q',
  'sort',
  'view',
  'property',
  'reset',
  'shared',
  'id',
  'status',
  'lang',
] as const;

/** The URL a page is rendered and cached under: the path and the parameters pages use, in a fixed order. */
export function renderedPageUrl(originalUrl: string): string {
  // Appended, not resolved: `//host/…` stays a path. `..` segments are resolved, so the language
  // must be read from this URL's path, never from the raw one.
  let url: URL;
  try {
    url = new URL(`http://page.invalid${originalUrl.startsWith('/') ? '' : '/'}${originalUrl}`);
  } catch {
    return '/';
  }
  const kept = new URLSearchParams();
  // Every value of a parameter, in order: a list may filter on several cities.
  for (const name of PAGE_QUERY_PARAMETERS)
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  // One leading slash: `//host/…` would read as another origin wherever the path is resolved.
  const pathname = url.pathname.replace(/^\/{2,}/, '/');
  return query ? `${pathname}?${query}` : pathname;
}

interface Page {
  status: number;
  html: Buffer;
  /** A weak validator of the HTML (the same page in any encoding), for conditional requests. */
  etag: string;
  /** The HTML compressed, per encoding, made on the first request that accepts it. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /** The page's Content-Security-Policy: it holds the hashes of this HTML's inline scripts. */
  policy: string;
  /** Kept out of search results: answered with `X-Robots-Tag: noindex`. */
  noindex: boolean;
  generation: number;
  expires: number;
}

/**
 * Rendered public pages by URL (see renderedPageUrl). A page is only built from public queries, so
 * it is valid exactly as long as the API's response cache is: entries carry that cache's
 * generation (bumped on every database change notification) and are ignored once it moves on or
 * while it is disabled. Only pages that exist are kept: any path can be asked for, so 404s are
 * rendered each time rather than fill the memory.
 */
export class PageCache {
  private readonly pages: ByteBudgetLru<Page>;

  constructor(
    private readonly data: ResponseCache,
    private readonly options: { maxEntries: number; ttlMs: number; maxPageBytes: number; maxBytes: number },
  ) {
    this.pages = new ByteBudgetLru({ maxEntries: options.maxEntries, maxBytes: options.maxBytes });
  }

  /** Call before rendering: the generation the page will be stored under. */
  get generation(): number {
    return this.data.generation;
  }

  /** Bytes the pages hold now (never more than `maxBytes`). */
  get bytes(): number {
    return this.pages.bytes;
  }

  get size(): number {
    return this.pages.size;
  }

  get(url: string): Page | null {
    const page = this.pages.get(url);
    if (!page || !this.data.enabled || page.generation !== this.data.generation || page.expires < Date.now())
      return null;
    return page;
  }

  set(url: string, status: number, html: string, policy: string, generation: number, noindex = false): void {
    if (status !== 200 || !this.data.enabled || generation !== this.data.generation) return;
    const body = Buffer.from(html);
    if (body.length > this.options.maxPageBytes) return;
    const page: Page = {
      status,
      html: body,
      etag: pageEtag(body),
      encoded: {},
      policy,
      noindex,
      generation,
      expires: Date.now() + this.options.ttlMs,
    };
    this.pages.set(url, page, pageBytes(page));
  }

  /**
   * The page's HTML in `encoding` (compressed once, then kept beside the raw HTML and counted in
   * the budget), or as it is without one.
   */
  body(url: string, page: Page, encoding: ContentEncoding | null): Buffer {
    if (!encoding) return page.html;
    const kept = page.encoded[encoding];
    if (kept) return kept;
    const compressed = compressBody(page.html, encoding);
    page.encoded[encoding] = compressed;
    // Stored again with its new size, unless it has left the cache meanwhile.
    if (this.pages.get(url) === page) this.pages.set(url, page, pageBytes(page));
    return compressed;
  }
}

function pageBytes(page: Page): number {
  const encoded = Object.values(page.encoded).reduce((sum, b) => sum + b.length, 0);
  return page.html.length + encoded + page.policy.length;
}

/** A weak ETag of an HTML page: its bytes' hash, the same whatever encoding it travels in. */
export const pageEtag = (html: Buffer | string): string => bodyEtag(html, { weak: true });

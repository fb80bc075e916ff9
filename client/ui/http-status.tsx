import { createContext, useContext } from 'react';
import type { Locale } from '../i18n/i18n';

/** What a page puts in the server-rendered <head>; the server escapes and writes it (server/web/page-html.ts). */
export interface PageHead {
  /** The full title ("Page – Site"). */
  title?: string;
  /** Plain text, already cut to a snippet's length. */
  description?: string;
  /** An absolute or root-relative image URL (og:image). */
  image?: string;
  /** This page's path and query (canonical link, og:url). */
  path?: string;
  /** The same page in each enabled language (hreflang alternates). */
  alternates?: Partial<Record<Locale, string>>;
  /** The agency's name (og:site_name). */
  siteName?: string;
  /** The sharing image of a page without one of its own (the home banner). */
  defaultImage?: string;
  /** Kept out of search results: thank-you, login and portal pages, 404s. */
  noindex?: boolean;
  /** schema.org JSON-LD blocks by id ('agency', 'breadcrumbs', 'listing'); URLs may be root-relative. */
  structuredData?: Record<string, object>;
}

/**
 * The one channel from a server render to the HTML around it: the HTTP status (404 for unknown
 * paths and properties), the <head> data, the lazy pages rendered (their chunks are preloaded), and
 * a redirect when the path only leads to another page.
 */
export interface RenderStatus {
  status: number;
  head: PageHead;
  pages: string[];
  /** The page lives elsewhere: its path per language; the server redirects to the visitor's. */
  redirect?: Partial<Record<Locale, string | null>>;
}
export const RenderStatusContext = createContext<RenderStatus | null>(null);

export function createRenderStatus(): RenderStatus {
  return { status: 200, head: {}, pages: [] };
}

/** The render's context on the server; null in the browser. */
export function useRenderContext(): RenderStatus | null {
  return useContext(RenderStatusContext);
}

export function useHttpStatus(status: number): void {
  const ctx = useContext(RenderStatusContext);
  if (ctx) ctx.status = status;
}

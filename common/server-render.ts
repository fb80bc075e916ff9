import type { FormattedExecutionResult } from 'graphql';
import type { LanguageCode } from './languages';

/**
 * The contract between the client's server entry (client/app/entry-server.tsx) and the server that
 * calls it (server/web/site.ts): what a render is given and what it returns. Declared once here.
 */

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
  alternates?: Partial<Record<LanguageCode, string>>;
  /** The agency's name (og:site_name). */
  siteName?: string;
  /** The sharing image of a page without one of its own (the home banner). */
  defaultImage?: string;
  /** Kept out of search results (thank-you, login and portal pages, 404s): meta robots and X-Robots-Tag. */
  noindex?: boolean;
  /** schema.org JSON-LD blocks by id ('agency', 'breadcrumbs', 'listing'); URLs may be root-relative. */
  structuredData?: Record<string, object>;
}

/** One server-rendered page. */
export interface RenderedPage {
  html: string;
  status: number;
  head: PageHead;
  /** The lazy pages rendered (module paths from client/): the HTML preloads their chunks. */
  pages: string[];
  /** The Apollo cache, for hydration without refetching. */
  state: unknown;
  /**
   * The cookie prompt's copy for the page, hidden, and the script that shows it to a visitor who
   * has not chosen (consent-plain.ts): outside the app's root, never hydrated. Empty on preview paths.
   */
  consent: string;
  /** Set when the path leads to another page: that page's path per language (the server redirects). */
  redirect?: Partial<Record<LanguageCode, string | null>>;
}

/** A GraphQL operation as the server runs it in-process (no HTTP hop). */
export interface OperationRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** Runs an operation inside the server process, in the page's language. */
export type ExecuteOperation = (request: OperationRequest) => Promise<FormattedExecutionResult>;

/** Runs an operation inside the server process in a given language (the server's own pages and icons). */
export type ExecuteInLanguage = (
  lang: LanguageCode,
  request: OperationRequest,
) => Promise<FormattedExecutionResult>;

/** The client's server entry, as the server loads it (built, or through Vite in development). */
export interface ServerEntry {
  render(input: { url: string; locale: LanguageCode; execute: ExecuteOperation }): Promise<RenderedPage>;
}

/** The id of the JSON element that names a page's scripts for the start-up loader (client/app/start-scripts.ts). */
export const START_SCRIPTS_ID = 'start-scripts';

/** A page's scripts as the loader adds them: a module script for each of `entry`, then `modulepreload` links for `preload`. */
export interface StartScripts {
  entry: string[];
  preload: string[];
}

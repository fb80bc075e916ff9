import { createContext, useContext, useEffect } from 'react';
import { useRenderContext } from './http-status';
import type { Locale } from '../i18n/i18n';
import { fullTitle, summarize } from './page-head';

/** What every page's head shares, from the site configuration: the layout provides it. */
export interface SiteHead {
  /** The agency's name: "Page – Agency" titles and og:site_name. */
  siteName?: string | null;
  /** The sharing image of a page without one of its own (the home banner). */
  defaultImage?: string | null;
}
export const SiteHeadContext = createContext<SiteHead>({});

export interface PageHeadInput {
  title?: string | null;
  /** Plain text or CMS HTML; cut to a snippet (summarize). */
  description?: string | null;
  /** The page's main image (og:image), e.g. a listing's first photo. */
  image?: string | null;
  /** Kept out of search results (thank-you, login and portal pages, 404s). */
  noindex?: boolean;
}

/**
 * A page's <head> data: written into the server render's context (the server puts it in the
 * HTML, escaped), and applied to the document on client-side navigation. The title gets the
 * agency's name ("Page – Agency") unless it already holds it.
 */
export function usePageHead({ title, description, image, noindex = false }: PageHeadInput): void {
  const { siteName, defaultImage } = useContext(SiteHeadContext);
  const full = title && siteName && title.includes(siteName) ? title : fullTitle(title, siteName);
  const text = summarize(description);
  const render = useRenderContext();
  if (render) {
    if (full) render.head.title = full;
    if (text) render.head.description = text;
    if (image) render.head.image = image;
    if (siteName) render.head.siteName = siteName;
    if (defaultImage) render.head.defaultImage = defaultImage;
    render.head.noindex = noindex;
  }
  useEffect(() => {
    if (full) {
      document.title = full;
      setMeta('property', 'og:title', full);
    }
    // A page without a description must not keep the previous page's, nor a 404's noindex.
    setMeta('name', 'description', text);
    setMeta('property', 'og:description', text);
    setMeta('name', 'robots', noindex ? 'noindex' : undefined);
  }, [full, text, noindex]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** The page's own path (canonical, og:url) and its translations (hreflang), for the server-rendered <head>. */
export function usePageAlternates(path: string, alternates: Partial<Record<Locale, string>>): void {
  const render = useRenderContext();
  if (render) {
    render.head.path = path;
    render.head.alternates = alternates;
  }
}

/**
 * A schema.org block (JSON-LD) describing what the page shows, written into the server-rendered
 * <head> under `id` (a later render of the same page replaces it). Crawlers read the server's
 * HTML, so the browser adds nothing; `null` leaves the block out.
 */
export function useStructuredData(id: string, data: object | null): void {
  const render = useRenderContext();
  if (!render) return;
  const blocks = (render.head.structuredData ??= {});
  if (data) blocks[id] = data;
  else delete blocks[id];
}

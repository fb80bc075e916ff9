import { useEffect } from 'react';
import { useRenderContext } from '../app/http-status';
import type { Locale } from '../app/i18n';
import { fullTitle, summarize } from './page-head';

export interface PageHeadInput {
  title?: string | null;
  site?: string | null;
  /** Plain text or CMS HTML; cut to a snippet (summarize). */
  description?: string | null;
  /** The page's main image (og:image), e.g. a listing's first photo. */
  image?: string | null;
}

/**
 * A page's <head> data: written into the server render's context (the server puts it in the
 * HTML, escaped), and applied to the document on client-side navigation.
 */
export function usePageHead({ title, site, description, image }: PageHeadInput): void {
  const full = fullTitle(title, site);
  const text = summarize(description);
  const render = useRenderContext();
  if (render) {
    if (full) render.head.title = full;
    if (text) render.head.description = text;
    if (image) render.head.image = image;
  }
  useEffect(() => {
    if (full) {
      document.title = full;
      setMeta('property', 'og:title', full);
    }
    // A page without a description must not keep the previous page's.
    setMeta('name', 'description', text);
    setMeta('property', 'og:description', text);
  }, [full, text]);
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

import { createContext, useContext } from 'react';
import type { PageHead } from '../../common/server-render';
import type { Locale } from '../i18n/i18n';

export type { PageHead } from '../../common/server-render';

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

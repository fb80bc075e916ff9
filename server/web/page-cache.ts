import type { ResponseCache } from '../core/graphql/response-cache';

interface Page {
  status: number;
  html: string;
  generation: number;
  expires: number;
}

/**
 * Rendered public pages by URL. A page is only built from public queries, so it is valid exactly
 * as long as the API's response cache is: entries carry that cache's generation (bumped on every
 * database change notification) and are ignored once it moves on or while it is disabled.
 */
export class PageCache {
  private readonly pages = new Map<string, Page>();

  constructor(
    private readonly data: ResponseCache,
    private readonly options: { maxEntries: number; ttlMs: number; maxBytes: number },
  ) {}

  /** Call before rendering: the generation the page will be stored under. */
  get generation(): number {
    return this.data.generation;
  }

  get(url: string): Page | null {
    const page = this.pages.get(url);
    if (!page || !this.data.enabled || page.generation !== this.data.generation || page.expires < Date.now())
      return null;
    return page;
  }

  set(url: string, status: number, html: string, generation: number): void {
    if (!this.data.enabled || generation !== this.data.generation || html.length > this.options.maxBytes)
      return;
    if (status !== 200 && status !== 404) return;
    this.pages.delete(url);
    this.pages.set(url, { status, html, generation, expires: Date.now() + this.options.ttlMs });
    if (this.pages.size > this.options.maxEntries)
      this.pages.delete(this.pages.keys().next().value as string);
  }
}

import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';

/** What a page's HTML weighs, and how many elements it makes. */
export interface PageWeight {
  path: string;
  /** The server's HTML as sent, in bytes. */
  htmlRaw: number;
  /** The same, gzipped at zlib's default level: what a server's on-the-fly compression sends. */
  htmlGzip: number;
  /** Elements of the server's HTML as Chromium parses it, scripts off: what the first paint lays out. */
  serverElements: number;
  /**
   * Elements once the page has run: hydrated, its static sections and icons in, the network
   * quiet (a returning visitor who declined cookies, so no consent card).
   */
  hydratedElements: number;
}

const countElements = () => document.getElementsByTagName('*').length;

/** Weighs the page at `pagePath` of `base` in `browser` (other origins are cut off, as offline). */
export async function pageWeight(browser: Browser, base: string, pagePath: string): Promise<PageWeight> {
  const url = new URL(pagePath, base).href;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${pagePath}: HTTP ${res.status}`);
  const html = Buffer.from(await res.arrayBuffer());

  const count = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1440, height: 900 } });
    try {
      await context.addCookies([{ name: 'consent', value: 'necessary', url: base }]);
      await context.route(
        (u) => u.origin !== new URL(base).origin,
        (route) => route.abort(),
      );
      const page = await context.newPage();
      await page.goto(url, { waitUntil: javaScriptEnabled ? 'networkidle' : 'domcontentloaded' });
      return await page.evaluate(countElements);
    } finally {
      await context.close();
    }
  };

  return {
    path: pagePath,
    htmlRaw: html.length,
    htmlGzip: zlib.gzipSync(html).length,
    serverElements: await count(false),
    hydratedElements: await count(true),
  };
}

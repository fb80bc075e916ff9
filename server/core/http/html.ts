import type { Response } from 'express';
import type { LanguageCode } from '../config';
import { standalonePagePolicy } from './security-headers';

/** Escapes text for HTML element content and attribute values. Every visitor text goes through it. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The styles of every standalone page, allowed by their hash (no 'unsafe-inline', no style attribute). */
const STANDALONE_STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:40rem;margin:3rem auto;padding:0 1rem}' +
  'h1{font-size:1.5rem}.brand{font-weight:bold;color:#52525b;margin:0;border-bottom:1px solid #e4e4e7;padding-bottom:.5rem}' +
  'button{font:inherit;padding:.5rem 1rem;background:#1d4ed8;color:#fff;border:0;border-radius:4px;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}';

/**
 * A page of its own, outside the site's app: the mail-link pages (opened from mail clients) and
 * the error page (the app may be what failed). No script, one style element, not indexed.
 * `title` is text; `body` is HTML the caller has escaped.
 */
export function standalonePageHtml(page: {
  lang: LanguageCode;
  title: string;
  body: string;
  /** Styles of the page's own, after the shared ones (allowed by the same hash). */
  style?: string;
  /** The agency's name above the title: whose page this is, for a page opened from a mail. */
  brand?: string;
}): string {
  const title = escapeHtml(page.title);
  const brand = page.brand ? `<p class="brand">${escapeHtml(page.brand)}</p>` : '';
  return `<!doctype html>
<html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title>
<style>${STANDALONE_STYLE}${page.style ?? ''}</style></head>
<body><main>${brand}<h1>${title}</h1>
${page.body}
</main></body></html>
`;
}

/** Sends a standalone page: never cached, never indexed, its own policy (nothing loads but its style). */
export function sendStandalonePage(
  res: Response,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  res
    .status(status)
    .set({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': standalonePagePolicy(html),
      ...headers,
    })
    .type('html')
    .send(html);
}

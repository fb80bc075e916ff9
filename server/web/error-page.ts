import type { Request, Response } from 'express';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import { requestLanguage } from '../core/graphql/language';
import { standalonePagePolicy } from '../core/http/security-headers';
import { translate } from '../core/messages';
import { escapeHtml } from './page-html';

/** The API's paths: their errors are JSON for programs, never the visitors' error page. */
const API_PATH = /^\/(?:graphql|api|healthz|readyz)(?:\/|$)/;

/**
 * Whether a failed request gets the HTML error page: a GET (or HEAD) of the site, a page a
 * visitor opened. The API and /graphql keep their JSON errors.
 */
export function wantsErrorPage(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(req.path);
}

/** The path's language, else the request's (x-lang, Accept-Language), else the default. */
export function errorPageLanguage(req: Request, fallback: LanguageCode): LanguageCode {
  const first = req.path.split('/')[1]?.toLowerCase() ?? '';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(first)
    ? (first as LanguageCode)
    : requestLanguage(req.headers, fallback);
}

/** The page's only styles, allowed by their hash (no 'unsafe-inline', no style attribute). */
const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:40rem;margin:3rem auto;padding:0 1rem}h1{font-size:1.5rem}';

/**
 * The site's error page: a whole document of its own, without the app (which may be what failed)
 * and without any script, in the visitor's language, with a link to the home page. It says what
 * happened in words, never how: no error message, no stack.
 */
export function errorPageHtml(lang: LanguageCode, status: number): string {
  const serverSide = status >= 500;
  const t = (id: Parameters<typeof translate>[1]) => escapeHtml(translate(lang, id));
  const title = t(serverSide ? 'page.error.title' : 'page.requestError.title');
  const text = t(serverSide ? 'page.error.text' : 'page.requestError.text');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/${lang}/">${t('page.error.home')}</a></p>
</main>
</body>
</html>
`;
}

/** Answers a failed page GET with the error page (never kept by a cache: the next try may work). */
export function sendErrorPage(req: Request, res: Response, status: number, fallback: LanguageCode): void {
  const lang = errorPageLanguage(req, fallback);
  const html = errorPageHtml(lang, status);
  res
    .status(status)
    .set({
      'Cache-Control': 'no-store',
      'Content-Language': lang,
      'Content-Security-Policy': standalonePagePolicy(html),
    })
    .vary('Accept-Language')
    .type('html')
    .send(html);
}

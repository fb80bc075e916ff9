import type { Request, Response } from 'express';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import { requestLanguage } from '../core/graphql/language';
import { escapeHtml, sendStandalonePage, standalonePageHtml } from '../core/http/html';
import { translate } from '../core/messages';

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

/**
 * The site's error page: a whole document of its own, without the app (which may be what failed)
 * and without any script, in the visitor's language, with a link to the home page. It says what
 * happened in words, never how: no error message, no stack.
 */
export function errorPageHtml(lang: LanguageCode, status: number): string {
  const serverSide = status >= 500;
  const t = (id: Parameters<typeof translate>[1]) => translate(lang, id);
  return standalonePageHtml({
    lang,
    title: t(serverSide ? 'page.error.title' : 'page.requestError.title'),
    body: `<p>${escapeHtml(t(serverSide ? 'page.error.text' : 'page.requestError.text'))}</p>
<p><a href="/${lang}/">${escapeHtml(t('page.error.home'))}</a></p>`,
  });
}

/** Answers a failed page GET with the error page (never kept by a cache: the next try may work). */
export function sendErrorPage(req: Request, res: Response, status: number, fallback: LanguageCode): void {
  const lang = errorPageLanguage(req, fallback);
  res.vary('Accept-Language');
  sendStandalonePage(res, status, errorPageHtml(lang, status), { 'Content-Language': lang });
}

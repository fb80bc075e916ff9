/**
 * The home page a visitor reaches through the server's choice of language (`/` redirects by the
 * `lang` cookie, else the browser's languages) honours a language saved in the browser's storage
 * that the server cannot read: the `lang` entry of local storage, else of session storage, written
 * with the visitor's preferences consent (client/i18n/remember-language.ts). It runs only when:
 * - the page was reached by a redirect (the Navigation Timing API counts it: `/` is never a page);
 * - no `lang` cookie was sent (with one, the server has honoured the saved choice already);
 * - the visitor did not come from a page of this site (its language switcher and `?lang=` links
 *   name their language; a typed address, a bookmark or another site's link do not);
 * - the saved language is one the page has an alternate for (a language the site serves), so
 *   the new address is a page and never a loop.
 * Then the address is replaced (no history entry) by the same page in the saved language. Written
 * inline in the head, after the alternates: it runs before the page's scripts are fetched.
 */
export const SAVED_LANGUAGE_SCRIPT =
  '(function(){try{' +
  'var n=performance.getEntriesByType("navigation")[0];' +
  'if(!n||!n.redirectCount||/(?:^|;\\s*)lang=/.test(document.cookie))return;' +
  'if(document.referrer&&new URL(document.referrer).origin===location.origin)return;' +
  'var l=localStorage.getItem("lang")||sessionStorage.getItem("lang")||"";' +
  'if(!/^[a-z]{2}$/.test(l)||l===document.documentElement.lang)return;' +
  'var a=document.querySelector(\'link[rel="alternate"][hreflang^="\'+l+\'"]\');' +
  'if(a)location.replace(new URL(a.href).pathname+location.search)' +
  '}catch(e){}})()';

/** The home page's chunk: the page the script goes on (`/` leads there). */
export const HOME_PAGE_MODULE = 'features/home/home-page.tsx';

import type { Locale } from './i18n';

/** The cookie and local-storage key holding the visitor's language. */
export const LANGUAGE_KEY = 'lang';
/** A year: the language is a lasting preference, not a session's. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the language a visitor reads the site in (every page view, and a pick in the language
 * switcher), so that `/` brings them back to it. The server reads the `lang` cookie (after
 * `?lang=`, before Accept-Language); local storage keeps it for the browser. It is a functional
 * preference, among the necessary cookies of the cookie policy. A visitor whose cookie is gone but
 * whose local storage still holds a language gets, at `/`, the language the server negotiates (the
 * redirect happens before any script runs); the next page view writes the cookie again.
 */
export function rememberLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_KEY}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the cookie still holds the choice.
  }
}

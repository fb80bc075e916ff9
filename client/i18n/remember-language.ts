import type { Locale } from './i18n';

/** The cookie and local-storage key holding the visitor's language. */
export const LANGUAGE_KEY = 'lang';
/** A year: the language is a lasting preference, not a session's. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the language a visitor reads the site in, so that `/` brings them back to it. The
 * server reads the `lang` cookie (after `?lang=`, before Accept-Language); local storage keeps it for
 * the browser. Remembering is a preference: it is written only once the visitor has accepted the
 * preferences cookies (the consent feature calls this on every page view then), and
 * `forgetLanguage` takes it back when they have not; the URL always carries the language.
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

/** Removes the remembered language (cookie and storage), for a visitor who refused preferences. */
export function forgetLanguage(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_KEY}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    window.localStorage.removeItem(LANGUAGE_KEY);
    window.sessionStorage.removeItem(LANGUAGE_KEY);
  } catch {
    // Storage refused: nothing was kept there.
  }
}

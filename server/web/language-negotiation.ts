import { SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';

/** What a request says about the language its visitor wants. */
export interface LanguageSignals {
  /** `?lang=`: a link that names its language (the language switcher on a page without one). */
  query?: string | null;
  /** The `lang` cookie: the language the visitor last read the site in. */
  cookie?: string | null;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string | null;
}

/**
 * The language a visitor gets among the languages the site serves (`inUse`): `?lang=`, then the
 * `lang` cookie, then the best-ranked Accept-Language entry that is served (the whole list, by
 * q-value: `de-DE,de;q=0.9,fr;q=0.8` gives fr while German is not served), then `fallback` when it
 * is served, else the first language served. A code the site does not serve never wins, so a
 * visitor is never sent to a page that does not exist because of its language.
 */
export function negotiateLanguage(
  signals: LanguageSignals,
  inUse: readonly LanguageCode[],
  fallback: LanguageCode,
): LanguageCode {
  const served = (code: string | null | undefined): code is LanguageCode =>
    !!code && (inUse as readonly string[]).includes(code);
  const query = signals.query?.trim().toLowerCase();
  if (served(query)) return query;
  const cookie = signals.cookie?.trim().toLowerCase();
  if (served(cookie)) return cookie;
  for (const code of rankedLanguages(signals.acceptLanguage)) if (served(code)) return code;
  if (served(fallback)) return fallback;
  return inUse[0] ?? fallback;
}

/** The language codes of an Accept-Language header, best first (q=0 and malformed entries left out). */
export function rankedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((x) => /^[a-z]{2}$/.test(x.code) && Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((x) => x.code);
}

/** The `lang` cookie's value, if it names a language the interface speaks. */
export function languageCookie(header: string | undefined): LanguageCode | null {
  const value = /(?:^|;\s*)lang=([a-zA-Z]{2})(?:;|$)/.exec(header ?? '')?.[1]?.toLowerCase();
  return value && (SUPPORTED_LANGUAGES as readonly string[]).includes(value) ? (value as LanguageCode) : null;
}

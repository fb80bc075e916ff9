import { LOCALES, type Locale } from '../../i18n/i18n';

export type Translations = {
  nl?: string | null;
  fr?: string | null;
  en?: string | null;
  de?: string | null;
} | null;

/**
 * A list in another language keeps its filters and page: the query string goes along unless the
 * path has its own. The password-reset link's token never does: it is no other page's business.
 * Nor does `lang` (a page without a language in its path): the target names its own language.
 */
export function withQuery(path: string, search: string): string {
  if (!search || path.includes('?')) return path;
  const params = new URLSearchParams(search);
  if (!params.has('reset') && !params.has('lang')) return `${path}${search}`;
  params.delete('reset');
  params.delete('lang');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * The same page in each enabled language that has it (hreflang alternates and the language
 * switcher's targets): the translated path with the current filters.
 */
export function alternatePaths(
  languages: readonly string[],
  translations: Translations,
  search: string,
): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const l of LOCALES) {
    const path = translations?.[l];
    if (languages.includes(l) && path) out[l] = withQuery(path, search);
  }
  return out;
}

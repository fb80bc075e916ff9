import { SUPPORTED_LANGUAGES, type LanguageCode } from './config';
import { badInput } from './errors';

/** A text per language, as stored in JSONB columns. */
export type Localized = Partial<Record<LanguageCode, string>>;

/** Order tried when a text is missing in the requested language. Content exists in nl, fr, en. */
const FALLBACKS: Record<LanguageCode, LanguageCode[]> = {
  nl: ['nl', 'en', 'fr'],
  fr: ['fr', 'en', 'nl'],
  en: ['en', 'nl', 'fr'],
  de: ['de', 'en', 'nl', 'fr'],
};

export function pick(text: Localized | null | undefined, lang: LanguageCode): string | null {
  if (!text) return null;
  for (const l of FALLBACKS[lang]) {
    const v = text[l];
    if (v !== undefined && v !== null && v.trim() !== '') return v;
  }
  return null;
}

/** The language codes to try, in order, for rows stored one per language. */
export const fallbackChain = (lang: LanguageCode): readonly LanguageCode[] => FALLBACKS[lang];

export function isLanguageCode(value: string): value is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Validates a `lang` argument: unknown codes are the caller's mistake, not a server error. */
export function parseLanguage(value: string | null | undefined, fallback: LanguageCode): LanguageCode {
  if (value === null || value === undefined || value === '') return fallback;
  const code = value.trim().toLowerCase();
  if (!isLanguageCode(code))
    throw badInput(
      'error.unknownLanguage',
      { lang: value, languages: SUPPORTED_LANGUAGES.join(', ') },
      'lang',
    );
  return code;
}

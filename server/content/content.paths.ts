import { config, SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import { pick, type Localized } from '../core/localized';
import type { PagePathsView } from './content.types';

/** First segment after the language of a service article's path (the same in every language). */
export const SERVICE_ARTICLE_SEGMENT = 'nos-services';
/** First segment after the language of a testimonial's path. */
export const TESTIMONIAL_SEGMENT = 'testimonials';

export const serviceArticlePath = (lang: LanguageCode, slug: string) =>
  `/${lang}/${SERVICE_ARTICLE_SEGMENT}/${encodeURIComponent(slug)}/`;
export const testimonialPath = (lang: LanguageCode, slug: string) =>
  `/${lang}/${TESTIMONIAL_SEGMENT}/${encodeURIComponent(slug)}/`;

/**
 * A page's address in `lang`. A path without a language segment (a menu entry's own page such as
 * /over-ons/, /contact-demand/) is one address for every language: as it stands it is shown in the
 * default language, and in another one with `?lang=` (the server renders the page in that language,
 * the page cache keeps each apart). Paths with a language segment are their language already.
 */
export function inLanguage(path: string, lang: LanguageCode): string {
  const first = path.split('/')[1] ?? '';
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(first)) return path;
  if (lang === config().DEFAULT_LANGUAGE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/**
 * The same page in every language: `pathIn` gives it for one language (null: none). Languages
 * outside `inUse` (when given) get null, so a language switcher never links to a page the site
 * does not serve.
 */
export function pagePaths(
  pathIn: (lang: LanguageCode) => string | null,
  inUse?: ReadonlySet<string>,
): PagePathsView {
  const out = { nl: null, fr: null, en: null, de: null } as PagePathsView;
  for (const lang of SUPPORTED_LANGUAGES) {
    const path = !inUse || inUse.has(lang) ? pathIn(lang) : null;
    out[lang] = path === null ? null : inLanguage(path, lang);
  }
  return out;
}

/** What a menu entry's address is made of: its path and its segments per language. */
export interface MenuSegments {
  path: string;
  params: { slugs?: Partial<Record<LanguageCode, string>> };
}

/** A menu entry's URL segment in `lang`: its own for that language, else its `path`. */
export const menuSegment = (entry: MenuSegments, lang: LanguageCode): string =>
  entry.params.slugs?.[lang]?.trim() || entry.path;

/**
 * The address in `lang` of a menu entry that is a page of its own, from its ancestors down to it
 * (`chain`): /{lang}/{segment}/…/, each segment in that language, so a page's address says its
 * language as every other page's does.
 */
export const menuPagePath = (lang: LanguageCode, chain: readonly MenuSegments[]): string =>
  `/${lang}/${chain.map((m) => encodeURIComponent(menuSegment(m, lang))).join('/')}/`;

/** A service article's slug in a language, with the usual fallbacks. */
export const slugIn = (slugs: Localized, lang: LanguageCode): string | null => pick(slugs, lang);

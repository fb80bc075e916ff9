import type { LanguageCode } from '../core/config';
import { slugify } from './rules';

/**
 * The list/detail path segment of a goal per language: te-koop, a-vendre, for-sale (sale); te-huur,
 * a-louer, for-rent (rent). German has its own (zu-verkaufen, zu-vermieten).
 */
export const GOAL_SEGMENTS: Record<'SALE' | 'RENT', Record<LanguageCode, string>> = {
  SALE: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' },
  RENT: { nl: 'te-huur', fr: 'a-louer', en: 'for-rent', de: 'zu-vermieten' },
};

const MAX_SLUG = 80;

/** /{lang}/{segment}/{city}/{title slug}/{id}/ — the id alone identifies the listing; the rest is for people. */
export function propertyPath(
  lang: LanguageCode,
  goal: 'SALE' | 'RENT',
  city: string,
  title: string,
  id: number,
): string {
  const citySlug = slugify(city) || 'city';
  const titleSlug = slugify(title).slice(0, MAX_SLUG).replace(/-+$/, '') || 'property';
  return `/${lang}/${GOAL_SEGMENTS[goal][lang]}/${citySlug}/${titleSlug}/${id}/`;
}

import type { LanguageCode } from '../core/config';
import { slugify } from './rules';

/** The projects list and project page segment per language: /nl/projecten/, /fr/projets/ … */
export const PROJECT_SEGMENTS: Record<LanguageCode, string> = {
  nl: 'projecten',
  fr: 'projets',
  en: 'projects',
  de: 'projekte',
};

const MAX_SLUG = 80;

/** /{lang}/{projects segment}/{city}/{name slug}/{id}/ — the id alone identifies the project, as for listings. */
export function projectPath(lang: LanguageCode, city: string, name: string, id: number): string {
  const citySlug = slugify(city) || 'city';
  const nameSlug = slugify(name).slice(0, MAX_SLUG).replace(/-+$/, '') || 'project';
  return `/${lang}/${PROJECT_SEGMENTS[lang]}/${citySlug}/${nameSlug}/${id}/`;
}

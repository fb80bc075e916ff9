import { SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import { pick } from '../core/localized';
import type { City } from './city.entity';
import type { Project } from './project.entity';
import { titleCase } from './property.view';
import { slugify } from './rules';
import { cityName } from './taxonomy.service';

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

/**
 * A project's page in every language: its city as named in that language (the feed's spelling
 * when the city is unknown) and its name there. The API and the sitemap both link with it.
 */
export function projectPaths(
  project: Pick<Project, 'id' | 'names' | 'city'>,
  city: Pick<City, 'names' | 'key'> | null,
): Record<LanguageCode, string> {
  const out = {} as Record<LanguageCode, string>;
  for (const code of SUPPORTED_LANGUAGES)
    out[code] = projectPath(
      code,
      city ? cityName(city, code) : titleCase(project.city),
      pick(project.names, code) ?? '',
      project.id,
    );
  return out;
}

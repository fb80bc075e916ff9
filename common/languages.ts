/** Languages the interface speaks. Content exists in nl, fr and en; de falls back to en. */
export const SUPPORTED_LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * The `hreflang` of each language's pages (head alternates and sitemaps): the agency is Belgian,
 * so its Dutch and French pages are Belgium's; English and German pages are for any region.
 */
export const HREFLANG: Record<LanguageCode, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en', de: 'de' };

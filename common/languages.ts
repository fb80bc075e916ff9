/** Languages the interface speaks. Content exists in nl, fr and en; de falls back to en. */
export const SUPPORTED_LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

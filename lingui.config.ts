import type { LinguiConfig } from '@lingui/conf';

/** Interface texts: English source, catalogs per language in client/locales. `npm run check:i18n` fails on a missing one. */
const config: LinguiConfig = {
  locales: ['en', 'nl', 'fr', 'de'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/client/locales/{locale}/messages', include: ['<rootDir>/client'], exclude: ['**/generated/**', '**/node_modules/**'] }],
  format: 'po',
};

export default config;

import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Interface texts: English source, catalogs per language in client/locales. `npm run check:i18n`
 * fails on a missing one. The owners' portal, the legal pages and the map frame have catalogs of their own,
 * loaded with their chunks: other pages never download those texts (their initial JavaScript is
 * counted to the kilobyte).
 */
const config: LinguiConfig = {
  locales: ['en', 'nl', 'fr', 'de'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/client/locales/{locale}/messages',
      include: ['<rootDir>/client'],
      exclude: [
        '**/generated/**',
        '**/node_modules/**',
        '<rootDir>/client/features/owners/**',
        '<rootDir>/client/features/content/legal-texts.tsx',
        '<rootDir>/client/features/map/frame/**',
      ],
    },
    { path: '<rootDir>/client/locales/{locale}/owners', include: ['<rootDir>/client/features/owners'] },
    // The built-in map frame is a document of its own, with its own bundle (/map-frame/).
    { path: '<rootDir>/client/locales/{locale}/map-frame', include: ['<rootDir>/client/features/map/frame'] },
    {
      path: '<rootDir>/client/locales/{locale}/legal',
      include: ['<rootDir>/client/features/content/legal-texts.tsx'],
    },
  ],
  // File names without line numbers: moving code does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
};

export default config;

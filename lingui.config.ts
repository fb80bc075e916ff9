import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Every text a person reads, in Lingui catalogs (`.po` files, one per language): the interface's in
 * client/locales, the form checks' (both sides) in common/locales, the API's messages and the mails'
 * in server/locales. English is the source. `npm run check:i18n` fails on a missing translation. The owners' portal, the buyers' area, the legal pages, the map frame, the visitor forms and the demand register's form have catalogs of their own,
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
        '<rootDir>/client/features/buyers/**',
        '<rootDir>/client/features/content/legal-texts.tsx',
        '<rootDir>/client/features/map/frame/**',
        '<rootDir>/client/features/demand/demand-form.tsx',
        '<rootDir>/client/features/forms/*-form.tsx',
      ],
    },
    // The visitor forms: fetched when one shows.
    {
      path: '<rootDir>/client/locales/{locale}/forms',
      include: ['<rootDir>/client/features/forms/*-form.tsx'],
    },
    // The saved-search form (the demand register): its page fetches them.
    {
      path: '<rootDir>/client/locales/{locale}/demand',
      include: ['<rootDir>/client/features/demand/demand-form.tsx'],
    },
    { path: '<rootDir>/client/locales/{locale}/owners', include: ['<rootDir>/client/features/owners'] },
    // The buyers' area and the comparison: their pages fetch them.
    { path: '<rootDir>/client/locales/{locale}/buyers', include: ['<rootDir>/client/features/buyers'] },
    // The built-in map frame is a document of its own, with its own bundle (/map-frame/).
    { path: '<rootDir>/client/locales/{locale}/map-frame', include: ['<rootDir>/client/features/map/frame'] },
    {
      path: '<rootDir>/client/locales/{locale}/legal',
      include: ['<rootDir>/client/features/content/legal-texts.tsx'],
    },
    // The form checks' texts: the browser shows them, and the server sends the same words.
    { path: '<rootDir>/common/locales/{locale}/forms', include: ['<rootDir>/common/forms/form-texts.ts'] },
    // The server's own texts: the API's messages and the mails.
    { path: '<rootDir>/server/locales/{locale}/api', include: ['<rootDir>/server/core/messages.ts'] },
    { path: '<rootDir>/server/locales/{locale}/mail', include: ['<rootDir>/server/mail/mail-texts.ts'] },
    {
      path: '<rootDir>/server/locales/{locale}/listings',
      include: ['<rootDir>/server/catalog/rules/listing-texts.ts'],
    },
  ],
  // File names without line numbers: moving code does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
};

export default config;

import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { retryImport } from './retry-import';

export const LOCALES = ['nl', 'fr', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** One i18n instance per render (server) or per page load (browser), with one language's texts loaded. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/**
 * Loads one language's compiled texts (the interface's and the form checks'); the browser fetches only the active language. A failed request is
 * tried again (retryImport) before the caller sees the error.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  return retryImport(() => importMessages(locale));
}

async function importMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'nl':
      return (await import('../locales/nl/texts')).messages;
    case 'fr':
      return (await import('../locales/fr/texts')).messages;
    case 'de':
      return (await import('../locales/de/texts')).messages;
    default:
      return (await import('../locales/en/texts')).messages;
  }
}

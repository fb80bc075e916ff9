import { lazyTexts } from '../../ui/extra-texts';

/**
 * The portal's own texts, one chunk per language fetched when the login page or the portal shows:
 * a few kilobytes only owners download, so the visitors' pages stay within their budget
 * (lingui.config.ts). A failed fetch is retried before the portal shows an error.
 */
export const OWNER_TEXTS = lazyTexts({
  nl: async () => (await import('../../locales/nl/owners.po')).messages,
  fr: async () => (await import('../../locales/fr/owners.po')).messages,
  en: async () => (await import('../../locales/en/owners.po')).messages,
  de: async () => (await import('../../locales/de/owners.po')).messages,
});

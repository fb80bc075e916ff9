import { lazyTexts } from '../../ui/extra-texts';

/**
 * The buyers' area's texts (the area and the comparison), one chunk per language fetched when one
 * of its pages shows: every other page's initial JavaScript goes without them (lingui.config.ts).
 */
export const BUYER_TEXTS = lazyTexts({
  nl: async () => (await import('../../locales/nl/buyers.po')).messages,
  fr: async () => (await import('../../locales/fr/buyers.po')).messages,
  en: async () => (await import('../../locales/en/buyers.po')).messages,
  de: async () => (await import('../../locales/de/buyers.po')).messages,
});

import { lazyTexts } from '../../ui/extra-texts';

/**
 * The texts of the demand register's form (the saved-search form), one chunk per language fetched
 * when its page shows: every other page's initial JavaScript goes without them (lingui.config.ts).
 */
export const DEMAND_TEXTS = lazyTexts({
  nl: async () => (await import('../../locales/nl/demand.po')).messages,
  fr: async () => (await import('../../locales/fr/demand.po')).messages,
  en: async () => (await import('../../locales/en/demand.po')).messages,
  de: async () => (await import('../../locales/de/demand.po')).messages,
});

import { lazyTexts } from '../../ui/extra-texts';

/**
 * The texts of the visitor forms (contact, documents, offer, rent application, send to a friend,
 * job, testimonial, valuation), one chunk per language fetched when a form shows: the pages that
 * only link to them (the home, the lists, a listing until its contact panel opens) go without
 * them (lingui.config.ts).
 */
export const VISITOR_FORM_TEXTS = lazyTexts({
  nl: async () => (await import('../../locales/nl/forms.po')).messages,
  fr: async () => (await import('../../locales/fr/forms.po')).messages,
  en: async () => (await import('../../locales/en/forms.po')).messages,
  de: async () => (await import('../../locales/de/forms.po')).messages,
});

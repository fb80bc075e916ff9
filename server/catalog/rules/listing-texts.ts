import type { LanguageCode } from '../../../common/languages';
import { textBundle, type TextParams } from '../../core/i18n/text-bundle';

/**
 * The words the listings' display rules add to what the feed sends: the known status ribbons, the
 * known document kinds, "starting from" before a project's price. English here, translated in
 * server/locales/{lang}/listings.po.
 */
const LISTING_TEXTS = {
  'ribbon.OPTION': /*i18n*/ { id: 'ribbon.OPTION', message: 'Under option' },
  'ribbon.SOLD': /*i18n*/ { id: 'ribbon.SOLD', message: 'Sold' },
  'ribbon.RENTED': /*i18n*/ { id: 'ribbon.RENTED', message: 'Rented' },
  'ribbon.SOLD_OUT': /*i18n*/ { id: 'ribbon.SOLD_OUT', message: 'Sold out' },
  'ribbon.TAKEOVER': /*i18n*/ { id: 'ribbon.TAKEOVER', message: 'For takeover' },
  'document.floor-plan': /*i18n*/ { id: 'document.floor-plan', message: 'Floor plan' },
  'document.epc': /*i18n*/ { id: 'document.epc', message: 'EPC certificate' },
  'document.planning-extract': /*i18n*/ {
    id: 'document.planning-extract',
    message: 'Urban planning extract',
  },
  'document.electrical-inspection': /*i18n*/ {
    id: 'document.electrical-inspection',
    message: 'Electrical inspection report',
  },
  'document.asbestos-certificate': /*i18n*/ {
    id: 'document.asbestos-certificate',
    message: 'Asbestos certificate',
  },
  'document.soil-certificate': /*i18n*/ { id: 'document.soil-certificate', message: 'Soil certificate' },
  'document.cadastral-extract': /*i18n*/ { id: 'document.cadastral-extract', message: 'Cadastral extract' },
  'price.startingFrom': /*i18n*/ { id: 'price.startingFrom', message: 'starting from' },
} as const;

export type ListingTextId = keyof typeof LISTING_TEXTS;

const bundle = textBundle(LISTING_TEXTS, { dir: 'server/locales', name: 'listings' });

export const listingText = (lang: LanguageCode, id: ListingTextId, params?: TextParams): string =>
  bundle(lang, id, params);

/** A listing text as written in a language, placeholders and all (the tests check them). */
export const listingTextSource = (lang: LanguageCode, id: ListingTextId): string => bundle.source(lang, id);

export const LISTING_TEXT_IDS = Object.keys(LISTING_TEXTS) as ListingTextId[];

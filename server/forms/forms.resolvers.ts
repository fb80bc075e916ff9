import { CaptchaResolver } from './captcha.resolver';
import { ContactFormResolver } from './contact.resolver';
import { RequestFormsResolver } from './request-forms.resolver';
import { RentOfferResolver } from './rent-offer.resolver';

/** Each answer is for one visitor: never cached. */
export const FORMS_UNCACHED_QUERIES = ['captchaChallenge'];
/** Open to anyone; every one goes through `submitForm` (captcha, rate limit, outbox). */
export const FORMS_MUTATIONS = [
  'submitSiteContact',
  'requestVisit',
  'requestMoreInfo',
  'submitConstructionContact',
  'requestDocuments',
  'requestValuation',
  'sendToFriend',
  'applyToRent',
  'submitOffer',
];

export const FORMS_RESOLVERS = [
  CaptchaResolver,
  ContactFormResolver,
  RequestFormsResolver,
  RentOfferResolver,
] as const;

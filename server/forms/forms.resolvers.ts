import { CaptchaResolver } from './captcha.resolver';
import { ContactFormResolver } from './contact.resolver';
import { DemandNewsletterResolver } from './demand-newsletter.resolver';

/** Each answer is for one visitor: never cached. */
export const FORMS_UNCACHED_QUERIES = ['captchaChallenge'];
/** Open to anyone; every one goes through `submitForm` (captcha, rate limit, outbox). */
export const FORMS_MUTATIONS = ['submitSiteContact', 'requestVisit', 'requestMoreInfo', 'submitConstructionContact', 'registerDemand', 'subscribeNewsletter'];

export const FORMS_RESOLVERS = [CaptchaResolver, ContactFormResolver, DemandNewsletterResolver] as const;

import { CaptchaResolver } from './captcha.resolver';
import { ContactFormResolver } from './contact.resolver';
import { TestimonialJobResolver } from './testimonial-job.resolver';

/** Each answer is for one visitor: never cached. */
export const FORMS_UNCACHED_QUERIES = ['captchaChallenge'];
/** Open to anyone; every one goes through `submitForm` (captcha, rate limit, outbox). */
export const FORMS_MUTATIONS = ['submitSiteContact', 'requestVisit', 'requestMoreInfo', 'submitConstructionContact', 'submitTestimonial', 'submitJobContact'];

export const FORMS_RESOLVERS = [CaptchaResolver, ContactFormResolver, TestimonialJobResolver] as const;

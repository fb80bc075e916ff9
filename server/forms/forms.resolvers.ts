import { AppointmentResolver } from './appointment.resolver';
import { CaptchaResolver } from './captcha.resolver';
import { ContactFormResolver } from './contact.resolver';
import { RequestFormsResolver } from './request-forms.resolver';
import { RentOfferResolver } from './rent-offer.resolver';
import { DemandNewsletterResolver } from './demand-newsletter.resolver';
import { TestimonialJobResolver } from './testimonial-job.resolver';

/** Answers that are per visitor (captcha) or change with every submission (places left): never cached. */
export const FORMS_UNCACHED_QUERIES = ['captchaChallenge', 'appointmentSlots'];
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
  'bookAppointment',
  'registerDemand',
  'subscribeNewsletter',
  'submitTestimonial',
  'submitJobContact',
];

export const FORMS_RESOLVERS = [
  CaptchaResolver,
  ContactFormResolver,
  RequestFormsResolver,
  RentOfferResolver,
  AppointmentResolver,
  DemandNewsletterResolver,
  TestimonialJobResolver,
] as const;

import { AppointmentResolver } from './appointment.resolver';
import { CaptchaResolver } from './captcha.resolver';
import { ContactFormResolver } from './contact.resolver';
import { RequestFormsResolver } from './request-forms.resolver';
import { RentOfferResolver } from './rent-offer.resolver';
import { DemandNewsletterResolver } from './demand-newsletter.resolver';
import { TestimonialJobResolver } from './testimonial-job.resolver';

export const FORMS_RESOLVERS = [
  CaptchaResolver,
  ContactFormResolver,
  RequestFormsResolver,
  RentOfferResolver,
  AppointmentResolver,
  DemandNewsletterResolver,
  TestimonialJobResolver,
] as const;

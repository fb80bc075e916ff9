import { CaptchaResolver } from './captcha.resolver';
import { ContactFormResolver } from './contact.resolver';
import { JobContactResolver } from './job-contact.resolver';
import { RequestFormsResolver } from './request-forms.resolver';

/** The submission kit's captcha and the agency's general forms (contact, requests, job applications). */
export const FORMS_RESOLVERS = [
  CaptchaResolver,
  ContactFormResolver,
  RequestFormsResolver,
  JobContactResolver,
] as const;

import type { MailTemplate } from './mail-template';
import { CONTACT_TEMPLATES } from './templates/contact.templates';
import { REQUEST_FORMS_TEMPLATES } from './templates/request-forms.templates';
import { RENT_OFFER_TEMPLATES } from './templates/rent-offer.templates';
import { APPOINTMENT_TEMPLATES } from './templates/appointment.templates';
import { DEMAND_NEWSLETTER_TEMPLATES } from './templates/demand-newsletter.templates';
import { TESTIMONIAL_JOB_TEMPLATES } from './templates/testimonial-job.templates';
import { OWNER_TEMPLATES } from './templates/owner.templates';
import { BUYER_TEMPLATES } from './templates/buyer.templates';

/** Every template an outbox row may name; features add theirs here. Its keys are `MailIntent.template`. */
export const MAIL_TEMPLATES = {
  ...CONTACT_TEMPLATES,
  ...REQUEST_FORMS_TEMPLATES,
  ...RENT_OFFER_TEMPLATES,
  ...APPOINTMENT_TEMPLATES,
  ...DEMAND_NEWSLETTER_TEMPLATES,
  ...TESTIMONIAL_JOB_TEMPLATES,
  ...OWNER_TEMPLATES,
  ...BUYER_TEMPLATES,
} as const satisfies Readonly<Record<string, MailTemplate>>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

/** The template a stored row names, or null: rows are data, so the name is checked, not trusted. */
export const mailTemplate = (name: string): MailTemplate | null =>
  Object.hasOwn(MAIL_TEMPLATES, name) ? MAIL_TEMPLATES[name as MailTemplateName] : null;

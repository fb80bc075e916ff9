import type { MailTemplate } from './mail-template';
import { CONTACT_TEMPLATES } from './templates/contact.templates';
import { TESTIMONIAL_JOB_TEMPLATES } from './templates/testimonial-job.templates';

/** Every template an outbox row may name; features add theirs here. */
export const MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  ...CONTACT_TEMPLATES,
  ...TESTIMONIAL_JOB_TEMPLATES,
};

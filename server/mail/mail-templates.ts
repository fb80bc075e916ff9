import type { MailTemplate } from './mail-template';
import { CONTACT_TEMPLATES } from './templates/contact.templates';
import { DEMAND_NEWSLETTER_TEMPLATES } from './templates/demand-newsletter.templates';

/** Every template an outbox row may name; features add theirs here. */
export const MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  ...CONTACT_TEMPLATES,
  ...DEMAND_NEWSLETTER_TEMPLATES,
};

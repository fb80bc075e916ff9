import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, type MailTemplateName } from './mail-templates';

/**
 * Who reads each mail. Only the agency's own mails may carry what the visitor wrote; every mail that
 * can reach an address a visitor typed is a visitor template (choices only, answers to the agency).
 */
const VISITOR_MAILS: readonly MailTemplateName[] = [
  'site-contact.confirmation',
  'visit-request.confirmation',
  'more-info.confirmation',
  'construction-contact.confirmation',
  'documents-request.visitor',
  'free-valuation.confirmation',
  'send-to-friend.friend',
  'rent-application.confirmation',
  'offer.confirmation',
  'appointment.confirmation',
  'demand-register.confirmation',
  'demand-register.match',
  'newsletter.confirm',
  'newsletter.welcome',
  'testimonial.confirmation',
  'job-contact.confirmation',
  'owner-password-reset',
  'owner-invitation',
];

describe('mail templates', () => {
  it.each(Object.entries(MAIL_TEMPLATES))('%s is read by the right audience', (name, template) => {
    expect(template.audience).toBe(
      (VISITOR_MAILS as readonly string[]).includes(name) ? 'visitor' : 'agency',
    );
  });

  it('only the friend mail quotes the visitor, and only its sender and note', () => {
    const quoting = Object.entries(MAIL_TEMPLATES).flatMap(([name, t]) =>
      t.audience === 'visitor' && t.quotes?.length ? [[name, t.quotes]] : [],
    );
    expect(quoting).toEqual([['send-to-friend.friend', ['senderName', 'senderEmail', 'note']]]);
  });
});

import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout';
import { sampleMailFrame } from './mail-samples.testing';
import type { VisitorMailContext } from './mail-template';
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
  'saved-search.alert',
  'saved-search.manage-link',
  'saved-search.confirm-link',
  'listing-watch.confirmation',
  'newsletter.confirm',
  'newsletter.welcome',
  'testimonial.confirmation',
  'job-contact.confirmation',
  'owner-password-reset',
  'owner-invitation',
  'buyer.login-link',
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

  it('only mails to addresses the site holds escape the recipient cap', () => {
    const uncapped = Object.entries(MAIL_TEMPLATES).flatMap(([name, t]) =>
      t.audience === 'visitor' && t.capped === false ? [name] : [],
    );
    // An invited owner, a confirmed subscriber and a confirmed search's alert; the password reset,
    // a watch's confirmation and the links asked for from an expired one are capped.
    expect(uncapped.sort()).toEqual([
      'demand-register.match',
      'newsletter.welcome',
      'owner-invitation',
      'saved-search.alert',
    ]);
  });

  it("the demand confirmation's visitor copy lists only Belgian postcodes", () => {
    const template = MAIL_TEMPLATES['demand-register.confirmation'];
    if (template.audience !== 'visitor') throw new Error('a visitor template');
    const baseUrl = 'https://immo.example';
    const ctx: VisitorMailContext = {
      lang: 'en',
      property: null,
      baseUrl,
      payload: {
        unsubscribeUrl: `${baseUrl}/api/demand/unsubscribe?token=u`,
        confirmUrl: `${baseUrl}/api/demand/confirm?token=c`,
        confirmDays: 7,
        cityNames: ['Gent'],
      },
      submission: {
        id: 's',
        form: 'demand-register',
        createdAt: new Date(),
        choices: { goal: 'buy', zips: ['1000', '9000', 'free-money', '12345', '75001', 'b-1000'] },
        quoted: {},
      },
    };
    const mail = renderMail(template.render(ctx), sampleMailFrame('nl', 'agency'));
    expect(mail.text).toContain('Gent, 1000, 9000');
    for (const shown of ['free-money', '12345', '75001', 'b-1000']) expect(mail.text).not.toContain(shown);
  });

  it.each([
    ['0471234567', '0471 23 45 67'],
    ['02/234.56.78', '022 34 56 78'],
    ['+32471234567', '+32 471 23 45 67'],
  ])("the agency's copy writes the visitor's phone %s as %s", (typed, shown) => {
    const template = MAIL_TEMPLATES['site-contact'];
    if (template.audience !== 'agency') throw new Error('an agency template');
    const draft = template.render({
      lang: 'nl',
      property: null,
      baseUrl: 'https://immo.example',
      payload: {},
      submission: {
        id: 's',
        form: 'site-contact',
        lang: 'nl',
        fields: {
          firstName: 'An',
          lastName: 'Peeters',
          email: 'an@example.be',
          phone: typed,
          message: 'Hallo',
        },
        pageUrl: null,
        createdAt: new Date(),
      },
    });
    const mail = renderMail(draft, sampleMailFrame('nl', null));
    expect(mail.text).toContain(shown);
    expect(mail.html).toContain(shown);
  });
});

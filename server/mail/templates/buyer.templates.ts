import { greeting } from '../greeting';
import { visitorTemplate, type MailBody, type MailTemplate } from '../mail-template';
import { mailText } from '../mail-texts';

/**
 * The buyers' login link: a button to the page that logs in with it (absolute, made by the buyers'
 * module). The payload says how long the link works; the mail job drops the mail once it is dead.
 */
const loginLink = visitorTemplate((ctx) => {
  const url = ctx.payload.loginUrl;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('outbox payload has no loginUrl');
  const minutes = ctx.payload.linkMinutes;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0)
    throw new Error('outbox payload has no linkMinutes');
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.buyer-login'),
    greeting: greeting(ctx.lang, null),
    intro: [mailText(ctx.lang, 'buyer.loginIntro', { minutes })],
    rows: [],
    action: [mailText(ctx.lang, 'buyer.loginAction'), url],
    outro: [mailText(ctx.lang, 'buyer.loginIgnore')],
  };
  return { subject: mailText(ctx.lang, 'subject.buyer-login'), body };
});

export const BUYER_TEMPLATES = {
  // Asked for on the site by whoever types an address: counted against the address's daily cap.
  'buyer.login-link': loginLink,
} satisfies Record<string, MailTemplate>;

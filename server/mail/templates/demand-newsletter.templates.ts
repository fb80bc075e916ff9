import type { LanguageCode } from '../../core/config';
import { subscriptionUrl } from '../../forms/subscription-links';
import { escapeHtml } from '../../core/http/html';
import { oneLine, renderMailBody } from '../mail-layout';
import type { MailContext, MailTemplate, RenderedMail } from '../mail-template';
import { mailText } from '../mail-texts';
import { agencyMail, confirmationMail } from './contact.templates';

const EUROS = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const euros = (n: number) => EUROS.format(n).replace(/\u00a0|\u202f/g, ' ');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const list = (v: unknown): string | null => (Array.isArray(v) && v.length ? v.map(String).join(', ') : null);

function priceRange(lang: LanguageCode, min: number | null, max: number | null): string | null {
  if (min !== null && max !== null)
    return mailText(lang, 'range.between', { min: euros(min), max: euros(max) });
  if (min !== null) return mailText(lang, 'range.from', { min: euros(min) });
  if (max !== null) return mailText(lang, 'range.upTo', { max: euros(max) });
  return null;
}

/** The search as label/value rows; type and zone names were put in the outbox row in the mail's language. */
function criteriaRows(ctx: MailContext): [string, string | null][] {
  const f = ctx.submission?.fields ?? {};
  return [
    [
      mailText(ctx.lang, 'field.demandGoal'),
      f.goal === 'buy' || f.goal === 'rent' ? mailText(ctx.lang, `demand.goal.${f.goal}`) : null,
    ],
    [mailText(ctx.lang, 'field.propertyTypes'), list(ctx.payload.typeNames)],
    [mailText(ctx.lang, 'field.zones'), list(ctx.payload.zoneNames)],
    [mailText(ctx.lang, 'field.priceRange'), priceRange(ctx.lang, num(f.priceMin), num(f.priceMax))],
    [mailText(ctx.lang, 'field.minBedrooms'), num(f.minBedrooms)?.toString() ?? null],
  ];
}

/** RFC 2369 / RFC 8058: mail clients offer a one-click unsubscribe that POSTs to the same URL. */
const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const tokenOf = (ctx: MailContext, key: string): string => {
  const token = ctx.payload[key];
  if (typeof token !== 'string' || token === '') throw new Error(`outbox payload has no ${key}`);
  return token;
};

const demandConfirmation: MailTemplate = (ctx) => {
  const url = subscriptionUrl('demandUnsubscribe', tokenOf(ctx, 'unsubscribeToken'));
  const base = confirmationMail(() => [mailText(ctx.lang, 'demand.registered')], criteriaRows)(ctx);
  // The unsubscribe line goes under the signature, in both parts.
  const hint = mailText(ctx.lang, 'unsubscribe.hint', { url });
  return { ...base, ...withOutro(base, hint), headers: unsubscribeHeaders(url) };
};

function withOutro(mail: RenderedMail, line: string): Pick<RenderedMail, 'html' | 'text'> {
  return {
    html: mail.html.replace(
      '</body>',
      `<p style="color:#555;font-size:13px">${escapeHtml(line)}</p>\n</body>`,
    ),
    text: `${mail.text}\n\n${line}`,
  };
}

/** One new listing for a registrant, in their language, with a link that stops these mails. */
const demandMatch: MailTemplate = (ctx) => {
  const url = subscriptionUrl('demandUnsubscribe', tokenOf(ctx, 'unsubscribeToken'));
  const name = typeof ctx.payload.name === 'string' ? ctx.payload.name : '';
  const title = ctx.property?.title || (ctx.property ? `Ref ${ctx.property.id}` : '');
  const body = renderMailBody({
    title: mailText(ctx.lang, 'subject.demand-match', { title }),
    intro: [
      name ? mailText(ctx.lang, 'visitor.greeting', { name }) : mailText(ctx.lang, 'visitor.greetingPlain'),
      mailText(ctx.lang, 'demand.matchIntro'),
    ],
    rows: [],
    property: ctx.property,
    baseUrl: ctx.baseUrl,
    propertyLinkLabel: mailText(ctx.lang, 'property.link'),
    outro: [mailText(ctx.lang, 'visitor.signature'), mailText(ctx.lang, 'unsubscribe.hint', { url })],
  });
  return {
    subject: oneLine(mailText(ctx.lang, 'subject.demand-match', { title })),
    ...body,
    headers: unsubscribeHeaders(url),
  };
};

const newsletterConfirm: MailTemplate = (ctx) => {
  const url = subscriptionUrl('newsletterConfirm', tokenOf(ctx, 'confirmToken'));
  const name = typeof ctx.payload.name === 'string' ? ctx.payload.name : '';
  const body = renderMailBody({
    title: mailText(ctx.lang, 'subject.newsletter-confirm'),
    intro: [
      name ? mailText(ctx.lang, 'visitor.greeting', { name }) : mailText(ctx.lang, 'visitor.greetingPlain'),
      mailText(ctx.lang, 'newsletter.confirmIntro'),
    ],
    rows: [],
    baseUrl: ctx.baseUrl,
    propertyLinkLabel: '',
    action: [mailText(ctx.lang, 'newsletter.confirmAction'), url],
    outro: [mailText(ctx.lang, 'newsletter.ignore'), mailText(ctx.lang, 'visitor.signature')],
  });
  return { subject: oneLine(mailText(ctx.lang, 'subject.newsletter-confirm')), ...body };
};

/** Every mail to newsletter subscribers carries its own unsubscribe link; this one starts the series. */
const newsletterWelcome: MailTemplate = (ctx) => {
  const url = subscriptionUrl('newsletterUnsubscribe', tokenOf(ctx, 'unsubscribeToken'));
  const name = typeof ctx.payload.name === 'string' ? ctx.payload.name : '';
  const body = renderMailBody({
    title: mailText(ctx.lang, 'subject.newsletter-welcome'),
    intro: [
      name ? mailText(ctx.lang, 'visitor.greeting', { name }) : mailText(ctx.lang, 'visitor.greetingPlain'),
      mailText(ctx.lang, 'newsletter.welcome'),
    ],
    rows: [],
    baseUrl: ctx.baseUrl,
    propertyLinkLabel: '',
    outro: [mailText(ctx.lang, 'visitor.signature'), mailText(ctx.lang, 'unsubscribe.hint', { url })],
  });
  return {
    subject: oneLine(mailText(ctx.lang, 'subject.newsletter-welcome')),
    ...body,
    headers: unsubscribeHeaders(url),
  };
};

export const DEMAND_NEWSLETTER_TEMPLATES: Record<string, MailTemplate> = {
  'demand-register': agencyMail(
    'demand-register',
    'subject.demand-register',
    'form.demand-register',
    criteriaRows,
  ),
  'demand-register.confirmation': demandConfirmation,
  'demand-register.match': demandMatch,
  'newsletter.confirm': newsletterConfirm,
  'newsletter.welcome': newsletterWelcome,
};

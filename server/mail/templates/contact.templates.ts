import type { LanguageCode } from '../../core/config';
import { renderMailBody, oneLine } from '../mail-layout';
import type { MailContext, MailTemplate, RenderedMail } from '../mail-template';
import { mailText, valueText, type MailTextId } from '../mail-texts';

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** The person block and message as label/value rows, in the mail's language. */
export function personRows(lang: LanguageCode, f: Record<string, unknown>): [string, string | null][] {
  return [
    [
      mailText(lang, 'field.name'),
      [valueText(lang, f.title), str(f.firstName), str(f.lastName)].filter(Boolean).join(' '),
    ],
    [mailText(lang, 'field.email'), str(f.email)],
    [mailText(lang, 'field.phone'), str(f.phone)],
    [mailText(lang, 'field.contactPreference'), valueText(lang, f.contactPreference)],
    [mailText(lang, 'field.contactTime'), str(f.contactTime)],
    [mailText(lang, 'field.message'), str(f.message)],
  ];
}

/** The agency's copy of a plain contact form: who, what, about which property; reply goes to the visitor. */
export function agencyMail(
  form: string,
  subjectId: MailTextId,
  formNameId: MailTextId,
  extraRows: (ctx: MailContext) => [string, string | null][] = () => [],
): MailTemplate {
  return (ctx): RenderedMail => {
    const f = ctx.submission?.fields ?? {};
    const name = [str(f.firstName), str(f.lastName)].filter(Boolean).join(' ');
    const body = renderMailBody({
      title: mailText(ctx.lang, subjectId),
      intro: [
        mailText(ctx.lang, 'agency.intro', { form: mailText(ctx.lang, formNameId) }),
        mailText(ctx.lang, 'agency.replyHint'),
      ],
      rows: [
        ...personRows(ctx.lang, f),
        ...extraRows(ctx),
        [mailText(ctx.lang, 'field.language'), ctx.submission?.lang ?? null],
        [mailText(ctx.lang, 'field.page'), ctx.submission?.pageUrl ?? null],
      ],
      property: ctx.property,
      baseUrl: ctx.baseUrl,
      propertyLinkLabel: mailText(ctx.lang, 'property.link'),
    });
    const ref = ctx.property ? ` – Ref ${ctx.property.id}` : '';
    return { subject: oneLine(`${mailText(ctx.lang, subjectId)}${ref}${name ? ` – ${name}` : ''}`), ...body };
  };
}

/** The visitor's confirmation: thanks, a copy of what they sent, the property. */
export function confirmationMail(
  extraIntro: (ctx: MailContext) => string[] = () => [],
  extraRows: (ctx: MailContext) => [string, string | null][] = () => [],
): MailTemplate {
  return (ctx): RenderedMail => {
    const f = ctx.submission?.fields ?? {};
    const body = renderMailBody({
      title: mailText(ctx.lang, 'subject.confirmation'),
      intro: [
        mailText(ctx.lang, 'visitor.greeting', { name: str(f.firstName) ?? '' }),
        mailText(ctx.lang, 'visitor.received'),
        ...extraIntro(ctx),
        mailText(ctx.lang, 'visitor.copy'),
      ],
      rows: [...personRows(ctx.lang, f), ...extraRows(ctx)],
      property: ctx.property,
      baseUrl: ctx.baseUrl,
      propertyLinkLabel: mailText(ctx.lang, 'property.link'),
      outro: [mailText(ctx.lang, 'visitor.signature')],
    });
    return { subject: oneLine(mailText(ctx.lang, 'subject.confirmation')), ...body };
  };
}

export const CONTACT_TEMPLATES: Record<string, MailTemplate> = {
  'site-contact': agencyMail('site-contact', 'subject.site-contact', 'form.site-contact'),
  'site-contact.confirmation': confirmationMail(),
  'visit-request': agencyMail('visit-request', 'subject.visit-request', 'form.visit-request'),
  'visit-request.confirmation': confirmationMail(),
  'more-info': agencyMail('more-info', 'subject.more-info', 'form.more-info'),
  'more-info.confirmation': confirmationMail(),
  'construction-contact': agencyMail(
    'construction-contact',
    'subject.construction-contact',
    'form.construction-contact',
  ),
  'construction-contact.confirmation': confirmationMail(),
};

import { visitorGreeting } from '../greeting';
import { formatPhone } from '../../../common/phone';
import type { LanguageCode } from '../../core/config';
import { absolute, oneLine } from '../mail-layout';
import {
  agencyTemplate,
  visitorTemplate,
  type MailContext,
  type MailTemplate,
  type MailDraft,
  type VisitorMailContext,
  type MailBody,
} from '../mail-template';
import { mailText, valueText, type MailTextId } from '../mail-texts';

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** A phone number a visitor typed, written as the agency writes every number (0471 23 45 67). */
export const phoneText = (v: unknown): string | null => {
  const s = str(v);
  return s === null ? null : formatPhone(s);
};

/** The person block and message as label/value rows, in the mail's language (the agency's copy). */
export function personRows(lang: LanguageCode, f: Record<string, unknown>): [string, string | null][] {
  return [
    [
      mailText(lang, 'field.name'),
      [valueText(lang, f.title), str(f.firstName), str(f.lastName)].filter(Boolean).join(' '),
    ],
    [mailText(lang, 'field.email'), str(f.email)],
    [mailText(lang, 'field.phone'), phoneText(f.phone)],
    [mailText(lang, 'field.contactPreference'), valueText(lang, f.contactPreference)],
    [mailText(lang, 'field.contactTime'), str(f.contactTime)],
    [mailText(lang, 'field.message'), str(f.message)],
  ];
}

/** The agency's copy of a plain contact form: who, what, about which property; reply goes to the visitor. */
export function agencyMail(
  subjectId: MailTextId,
  formNameId: MailTextId,
  extraRows: (ctx: MailContext) => [string, string | null][] = () => [],
): MailTemplate {
  return agencyTemplate((ctx): MailDraft => {
    const f = ctx.submission?.fields ?? {};
    const name = [str(f.firstName), str(f.lastName)].filter(Boolean).join(' ');
    const body: MailBody = {
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
    };
    const ref = ctx.property ? ` – Ref ${ctx.property.id}` : '';
    return { subject: oneLine(`${mailText(ctx.lang, subjectId)}${ref}${name ? ` – ${name}` : ''}`), body };
  });
}

/**
 * The visitor's confirmation: thanks, which form, the property, and the choices they made. Never
 * their words (name, message): the address may be anyone's.
 */
/** What a confirmation says it received, in the words of its form: a message, a visit request … */
export interface ReceivedTexts {
  subject: MailTextId;
  received: MailTextId;
}

const A_MESSAGE: ReceivedTexts = { subject: 'subject.confirmation', received: 'visitor.received' };
const A_VISIT_REQUEST: ReceivedTexts = {
  subject: 'subject.visitRequestConfirmation',
  received: 'visitor.visitRequestReceived',
};
const A_QUESTION: ReceivedTexts = {
  subject: 'subject.questionConfirmation',
  received: 'visitor.questionReceived',
};

export function renderConfirmation(
  ctx: VisitorMailContext,
  formNameId: MailTextId,
  extraIntro: string[] = [],
  extraRows: [string, string | null][] = [],
  { subject, received }: ReceivedTexts = A_MESSAGE,
): MailDraft {
  const c = ctx.submission?.choices ?? {};
  const body: MailBody = {
    title: mailText(ctx.lang, subject),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, received), ...extraIntro, mailText(ctx.lang, 'visitor.summary')],
    rows: [
      [mailText(ctx.lang, 'field.form'), mailText(ctx.lang, formNameId)],
      [mailText(ctx.lang, 'field.contactPreference'), valueText(ctx.lang, c.contactPreference)],
      ...extraRows,
    ],
    property: ctx.property,
  };
  return { subject: oneLine(mailText(ctx.lang, subject)), body };
}

export const confirmationMail = (
  formNameId: MailTextId,
  extraIntro: (ctx: VisitorMailContext) => string[] = () => [],
  extraRows: (ctx: VisitorMailContext) => [string, string | null][] = () => [],
  received: ReceivedTexts = A_MESSAGE,
): MailTemplate =>
  visitorTemplate((ctx) => renderConfirmation(ctx, formNameId, extraIntro(ctx), extraRows(ctx), received));

export const CONTACT_TEMPLATES = {
  'site-contact': agencyMail('subject.site-contact', 'form.site-contact'),
  'site-contact.confirmation': confirmationMail('form.site-contact'),
  'visit-request': agencyMail('subject.visit-request', 'form.visit-request'),
  'visit-request.confirmation': confirmationMail('form.visit-request', undefined, undefined, A_VISIT_REQUEST),
  'more-info': agencyMail('subject.more-info', 'form.more-info'),
  'more-info.confirmation': confirmationMail('form.more-info', undefined, undefined, A_QUESTION),
  'construction-contact': agencyMail('subject.construction-contact', 'form.construction-contact', (ctx) =>
    ctx.project
      ? [
          [mailText(ctx.lang, 'field.project'), ctx.project.name],
          [mailText(ctx.lang, 'field.projectPage'), absolute(ctx.baseUrl, ctx.project.path)],
        ]
      : [],
  ),
  'construction-contact.confirmation': confirmationMail('form.construction-contact'),
} satisfies Record<string, MailTemplate>;

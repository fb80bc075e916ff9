import { visitorGreeting } from '../greeting';
import { formatSlot } from '../../../common/forms/appointment-time';
import { config } from '../../core/config';
import { buildIcs } from '../ics';
import { oneLine } from '../mail-layout';
import {
  agencyTemplate,
  visitorTemplate,
  type MailContext,
  type MailTemplate,
  type MailDraft,
  type VisitorMailContext,
  type MailBody,
} from '../mail-template';
import { mailText } from '../mail-texts';
import { agencyMail, personRows } from './contact.templates';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The booked time in words, from the outbox payload (the slot as it was booked). */
const when = (ctx: MailContext | VisitorMailContext): string | null => {
  const { startsAt, endsAt } = ctx.payload;
  return typeof startsAt === 'string' && typeof endsAt === 'string'
    ? formatSlot(ctx.lang, startsAt, endsAt)
    : null;
};

export const cancelUrl = (baseUrl: string, token: string, lang: string): string =>
  `${baseUrl.replace(/\/$/, '')}/api/appointments/cancel?token=${encodeURIComponent(token)}&lang=${lang}`;

/** "Immo Demo <no-reply@…>" → "Immo Demo"; the organizer's display name. */
const agencyName = (): string =>
  /^\s*"?([^"<]+?)"?\s*</.exec(config().MAIL_FROM)?.[1] ?? config().AGENCY_EMAIL;

/** Who will meet the visitor and the phone to call: the listing's agent, else the agency. */
function meetingLine(ctx: VisitorMailContext): string[] {
  const c = ctx.contact;
  if (!c?.phone) return [];
  return [
    c.agent
      ? mailText(ctx.lang, 'appointment.agent', { name: c.agent, phone: c.phone })
      : mailText(ctx.lang, 'appointment.agencyPhone', { phone: c.phone }),
  ];
}

/**
 * The visitor's confirmation: the time, who meets them and their phone, a calendar invitation
 * (.ics) and the cancel link. No name or message of the visitor, in the mail or the invitation: the
 * address may be anyone's.
 */
export const appointmentConfirmation = visitorTemplate((ctx): MailDraft => {
  const time = when(ctx) ?? '';
  const token = str(ctx.payload.cancelToken);
  const cancel = token ? cancelUrl(ctx.baseUrl, token, ctx.lang) : null;
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.appointment.confirmation'),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, 'appointment.confirmed', { when: time }), ...meetingLine(ctx)],
    rows: [
      [mailText(ctx.lang, 'field.appointment'), time],
      [mailText(ctx.lang, 'field.yourContact'), ctx.contact?.agent],
      [mailText(ctx.lang, 'field.phone'), ctx.contact?.phone],
    ],
    property: ctx.property,
    action: cancel ? [mailText(ctx.lang, 'appointment.cancelAction'), cancel] : undefined,
    outro: [mailText(ctx.lang, 'appointment.cancelHint')],
  };
  const attachments = [];
  const { startsAt, endsAt, appointmentId } = ctx.payload;
  if (typeof startsAt === 'string' && typeof endsAt === 'string' && typeof appointmentId === 'string') {
    const title = ctx.property?.title || `Ref ${ctx.property?.id ?? ''}`;
    const ics = buildIcs({
      method: 'REQUEST',
      uid: appointmentId,
      stamp: ctx.submission?.createdAt ?? new Date(startsAt),
      start: new Date(startsAt),
      end: new Date(endsAt),
      summary: mailText(ctx.lang, 'appointment.summary', { title }),
      location: ctx.property?.address ?? null,
      description: [
        time,
        ctx.property ? `${ctx.baseUrl.replace(/\/$/, '')}${ctx.property.path}` : null,
        cancel ? `${mailText(ctx.lang, 'appointment.cancelAction')}: ${cancel}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      organizer: { name: agencyName(), email: config().AGENCY_EMAIL },
      attendee: typeof ctx.payload.to === 'string' ? { name: ctx.payload.to, email: ctx.payload.to } : null,
    });
    attachments.push({
      filename: 'appointment.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      content: ics,
    });
  }
  return {
    subject: oneLine(`${mailText(ctx.lang, 'subject.appointment.confirmation')}${time ? ` – ${time}` : ''}`),
    body,
    attachments,
  };
});

/** The agency learns that a place is free again (the visitor used the cancel link). */
export const appointmentCancelled = agencyTemplate((ctx): MailDraft => {
  const f = ctx.submission?.fields ?? {};
  const name = [str(f.firstName), str(f.lastName)].filter(Boolean).join(' ');
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.appointment.cancelled'),
    intro: [mailText(ctx.lang, 'appointment.cancelledIntro')],
    rows: [[mailText(ctx.lang, 'field.appointment'), when(ctx)], ...personRows(ctx.lang, f)],
    property: ctx.property,
  };
  const ref = ctx.property ? ` – Ref ${ctx.property.id}` : '';
  return {
    subject: oneLine(
      `${mailText(ctx.lang, 'subject.appointment.cancelled')}${ref}${name ? ` – ${name}` : ''}`,
    ),
    body,
  };
});

export const APPOINTMENT_TEMPLATES = {
  appointment: agencyMail('subject.appointment', 'form.appointment', (ctx) => [
    [mailText(ctx.lang, 'field.appointment'), when(ctx)],
  ]),
  'appointment.confirmation': appointmentConfirmation,
  'appointment.cancelled': appointmentCancelled,
} satisfies Record<string, MailTemplate>;

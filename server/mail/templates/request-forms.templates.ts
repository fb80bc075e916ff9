import { visitorGreeting } from '../greeting';
import { oneLine } from '../mail-layout';
import {
  visitorTemplate,
  type MailContext,
  type MailTemplate,
  type MailDraft,
  type VisitorMailContext,
  type MailBody,
} from '../mail-template';
import { mailText, valueText } from '../mail-texts';
import { agencyMail, confirmationMail } from './contact.templates';

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** "Rue Haute 12 bte 3, 1000 Bruxelles": the address the visitor asks to value. */
function valuationAddress(f: Record<string, unknown>): string | null {
  const street = [str(f.street), str(f.houseNumber), f.box ? `bte/bus ${String(f.box)}` : null]
    .filter(Boolean)
    .join(' ');
  const place = [str(f.zip), str(f.city)].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ') || null;
}

const valuationRows = (ctx: MailContext): [string, string | null][] => {
  const f = ctx.submission?.fields ?? {};
  return [
    [mailText(ctx.lang, 'field.valuationAddress'), valuationAddress(f)],
    [mailText(ctx.lang, 'field.propertyType'), valueText(ctx.lang, f.propertyType)],
    [mailText(ctx.lang, 'field.goal'), valueText(ctx.lang, f.goal)],
    [mailText(ctx.lang, 'field.remarks'), str(f.remarks)],
  ];
};

/** The visitor's summary of a valuation request: what to value and what for, not where nor their remarks. */
const valuationChoices = (ctx: VisitorMailContext): [string, string | null][] => {
  const c = ctx.submission?.choices ?? {};
  return [
    [mailText(ctx.lang, 'field.propertyType'), valueText(ctx.lang, c.propertyType)],
    [mailText(ctx.lang, 'field.goal'), valueText(ctx.lang, c.goal)],
  ];
};

const documentCountRow = (ctx: MailContext): [string, string | null][] => [
  [mailText(ctx.lang, 'documents.count'), String(ctx.property?.documents.length ?? 0)],
];

/** The visitor's answer to a documents request: the listing and a link per document, or "no documents". */
const documentsVisitorMail = visitorTemplate((ctx): MailDraft => {
  const docs = ctx.property?.documents ?? [];
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.documents'),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, docs.length ? 'documents.intro' : 'documents.none')],
    links: docs.map((d) => [d.name, d.url]),
    rows: [],
    property: ctx.property,
  };
  const ref = ctx.property ? ` – Ref ${ctx.property.id}` : '';
  return { subject: oneLine(`${mailText(ctx.lang, 'subject.documents')}${ref}`), body };
});

/**
 * The friend's mail: a fixed text around the listing. It names its sender, name and address, as
 * text in the body (escaped by the layout), with the short note: no links, phone numbers or
 * addresses (the form refuses them and the outbox writer drops a quote that has one). It answers
 * to the agency, never to the sender, and does not invite the friend to write to the address the
 * sender typed (which may be anyone's): a mail to a stranger that sends them elsewhere than the
 * agency would be the sender's mail, not the agency's.
 */
const friendMail = visitorTemplate(
  (ctx): MailDraft => {
    const q = ctx.submission?.quoted ?? {};
    const name = oneLine(q.senderName ?? '');
    const email = oneLine(q.senderEmail ?? '');
    const body: MailBody = {
      title: mailText(ctx.lang, 'friend.title'),
      greeting: visitorGreeting(ctx),
      intro: [mailText(ctx.lang, 'friend.intro', { name, email })],
      rows: [[mailText(ctx.lang, 'friend.note', { name }), q.note ?? null]],
      property: ctx.property,
      outro: [mailText(ctx.lang, 'friend.why')],
    };
    const ref = ctx.property ? ` – Ref ${ctx.property.id}` : '';
    return { subject: oneLine(`${mailText(ctx.lang, 'subject.send-to-friend')}${ref}`), body };
  },
  ['senderName', 'senderEmail', 'note'],
);

export const REQUEST_FORMS_TEMPLATES = {
  'documents-request': agencyMail('subject.documents-request', 'form.documents-request', documentCountRow),
  'documents-request.visitor': documentsVisitorMail,
  'free-valuation': agencyMail('subject.free-valuation', 'form.free-valuation', valuationRows),
  'free-valuation.confirmation': confirmationMail('form.free-valuation', undefined, valuationChoices, {
    subject: 'subject.valuationConfirmation',
    received: 'visitor.valuationReceived',
  }),
  'send-to-friend.friend': friendMail,
} satisfies Record<string, MailTemplate>;

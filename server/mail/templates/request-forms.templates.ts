import { oneLine, renderMailBody } from '../mail-layout';
import type { MailContext, MailTemplate, RenderedMail } from '../mail-template';
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

const documentCountRow = (ctx: MailContext): [string, string | null][] => [
  [mailText(ctx.lang, 'documents.count'), String(ctx.property?.documents.length ?? 0)],
];

/** The visitor's answer to a documents request: the listing and a link per document, or "no documents". */
const documentsVisitorMail: MailTemplate = (ctx): RenderedMail => {
  const f = ctx.submission?.fields ?? {};
  const docs = ctx.property?.documents ?? [];
  const body = renderMailBody({
    title: mailText(ctx.lang, 'subject.documents'),
    intro: [
      mailText(ctx.lang, 'visitor.greeting', { name: str(f.firstName) ?? '' }),
      mailText(ctx.lang, docs.length ? 'documents.intro' : 'documents.none'),
    ],
    links: docs.map((d) => [d.name, d.url]),
    rows: [],
    property: ctx.property,
    baseUrl: ctx.baseUrl,
    propertyLinkLabel: mailText(ctx.lang, 'property.link'),
    outro: [mailText(ctx.lang, 'visitor.signature')],
  });
  const ref = ctx.property ? ` – Ref ${ctx.property.id}` : '';
  return { subject: oneLine(`${mailText(ctx.lang, 'subject.documents')}${ref}`), ...body };
};

/**
 * The friend's mail: a fixed text around the listing. The sender's name and note are the only
 * visitor text, both escaped by the layout; the subject has none of it.
 */
const friendMail: MailTemplate = (ctx): RenderedMail => {
  const f = ctx.submission?.fields ?? {};
  const name = oneLine(str(f.senderName) ?? '');
  const body = renderMailBody({
    title: mailText(ctx.lang, 'friend.title'),
    intro: [mailText(ctx.lang, 'friend.intro', { name })],
    rows: [[mailText(ctx.lang, 'friend.note', { name }), str(f.note)]],
    property: ctx.property,
    baseUrl: ctx.baseUrl,
    propertyLinkLabel: mailText(ctx.lang, 'property.link'),
    outro: [mailText(ctx.lang, 'friend.replyHint', { name }), mailText(ctx.lang, 'friend.why')],
  });
  const ref = ctx.property ? ` – Ref ${ctx.property.id}` : '';
  return { subject: oneLine(`${mailText(ctx.lang, 'subject.send-to-friend')}${ref}`), ...body };
};

export const REQUEST_FORMS_TEMPLATES: Record<string, MailTemplate> = {
  'documents-request': agencyMail(
    'documents-request',
    'subject.documents-request',
    'form.documents-request',
    documentCountRow,
  ),
  'documents-request.visitor': documentsVisitorMail,
  'free-valuation': agencyMail(
    'free-valuation',
    'subject.free-valuation',
    'form.free-valuation',
    valuationRows,
  ),
  'free-valuation.confirmation': confirmationMail(
    (ctx) => [mailText(ctx.lang, 'valuation.received')],
    valuationRows,
  ),
  'send-to-friend.friend': friendMail,
};

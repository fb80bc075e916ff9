import { visitorGreeting } from '../greeting';
import { RENT_CONFIRMATIONS, offerAdvance } from '../../../common/forms/rent-offer-rules';
import { formatEuros, rentSigningCosts } from '../../../common/forms/rent-signing-costs';
import { formatDate } from '../../../common/date-format';
import type { LanguageCode } from '../../core/config';
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
import { mailText, valueText, type MailTextId } from '../mail-texts';
import { personRows, phoneText } from './contact.templates';

type Row = [string, string | null];

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const euros = (v: unknown): string | null => (num(v) === null ? null : formatEuros(num(v)!));
const yesNo = (lang: LanguageCode, v: unknown): string =>
  mailText(lang, v === true ? 'value.yes' : 'value.no');
const day = (v: unknown): string | null => str(formatDate(typeof v === 'string' ? v : null));
const joined = (...parts: unknown[]): string | null => str(parts.map(str).filter(Boolean).join(' '));

/**
 * The sum due at signing, from the listing as it is when the mail is written (the figure the form
 * showed, unless the listing changed in the meantime).
 */
function signingRows(ctx: MailContext | VisitorMailContext): { rows: Row[]; unknown: boolean } {
  const p = ctx.property;
  const costs = p
    ? rentSigningCosts({ monthlyRent: p.monthlyRent, charges: p.charges, inventoryCost: p.inventoryCost })
    : null;
  if (!costs) return { rows: [], unknown: true };
  const t = (id: MailTextId) => mailText(ctx.lang, id);
  return {
    unknown: false,
    rows: [
      [t('rent.firstMonthRent'), formatEuros(costs.firstMonthRent)],
      [t('rent.firstMonthCharges'), formatEuros(costs.firstMonthCharges)],
      [t('rent.inventoryShare'), formatEuros(costs.inventoryShare)],
      [t('rent.deposit'), formatEuros(costs.deposit)],
      [t('rent.total'), formatEuros(costs.total)],
    ],
  };
}

function rentRows(ctx: MailContext): Row[] {
  const f = ctx.submission?.fields ?? {};
  const t = (id: MailTextId) => mailText(ctx.lang, id);
  const ages = Array.isArray(f.kidsAges) ? f.kidsAges.map(String).join(', ') : '';
  const confirmed = RENT_CONFIRMATIONS.filter((c) => f[c] === true).map((c) => `✓ ${t(`rent.${c}`)}`);
  return [
    [t('field.adults'), str(f.adults)],
    [t('field.kidsAges'), `${Array.isArray(f.kidsAges) ? f.kidsAges.length : 0}${ages ? ` (${ages})` : ''}`],
    [t('field.pets'), [yesNo(ctx.lang, f.pets), str(f.petsDescription)].filter(Boolean).join(': ')],
    [t('field.movingDate'), day(f.movingDate)],
    [t('field.movingReason'), str(f.movingReason)],
    [t('field.incomePerson1'), euros(f.incomePerson1)],
    [t('field.incomePerson2'), euros(f.incomePerson2)],
    [t('field.confirmations'), confirmed.join('\n') || null],
  ];
}

/** The visitor's summary of a rent application: the figures and choices, not their words (reasons, pets). */
function rentChoices(ctx: VisitorMailContext): Row[] {
  const c = ctx.submission?.choices ?? {};
  const t = (id: MailTextId) => mailText(ctx.lang, id);
  const kids = Array.isArray(c.kidsAges) ? c.kidsAges : [];
  const confirmed = RENT_CONFIRMATIONS.filter((k) => c[k] === true).map((k) => `✓ ${t(`rent.${k}`)}`);
  return [
    [t('field.adults'), str(c.adults)],
    [t('field.kidsAges'), `${kids.length}${kids.length ? ` (${kids.map(String).join(', ')})` : ''}`],
    [t('field.pets'), yesNo(ctx.lang, c.pets)],
    [t('field.movingDate'), day(c.movingDate)],
    [t('field.incomePerson1'), euros(c.incomePerson1)],
    [t('field.incomePerson2'), euros(c.incomePerson2)],
    [t('field.confirmations'), confirmed.join('\n') || null],
  ];
}

/** The visitor's summary of an offer: the amount, the advance and the dates, not the free-text terms. */
function offerChoices(ctx: VisitorMailContext): Row[] {
  const c = ctx.submission?.choices ?? {};
  const t = (id: MailTextId) => mailText(ctx.lang, id);
  const amount = num(c.amount);
  return [
    [t('field.amount'), euros(c.amount)],
    [t('field.advance'), amount === null ? null : formatEuros(offerAdvance(amount))],
    [t('field.startDate'), day(c.startDate)],
    [t('field.endDate'), day(c.endDate)],
    [t('field.signDate'), day(c.signDate)],
  ];
}

function offerRows(ctx: MailContext): Row[] {
  const f = ctx.submission?.fields ?? {};
  const t = (id: MailTextId) => mailText(ctx.lang, id);
  const b = (f.personB && typeof f.personB === 'object' ? f.personB : null) as Record<string, unknown> | null;
  const amount = num(f.amount);
  return [
    [
      t('field.address'),
      joined(
        f.street,
        f.houseNumber,
        f.zip && `– ${String(f.zip)}`,
        f.city,
        f.country && `(${String(f.country)})`,
      ),
    ],
    [
      t('field.personB'),
      b
        ? [joined(valueText(ctx.lang, b.title), b.firstName, b.lastName), str(b.email), phoneText(b.phone)]
            .filter(Boolean)
            .join(', ')
        : null,
    ],
    [t('field.amount'), euros(f.amount)],
    [t('field.amountWords'), str(f.amountWords)],
    [t('field.advance'), amount === null ? null : formatEuros(offerAdvance(amount))],
    [t('field.startDate'), day(f.startDate)],
    [t('field.endDate'), day(f.endDate)],
    [t('field.place'), str(f.place)],
    [t('field.signDate'), day(f.signDate)],
    [t('field.conditions'), str(f.conditions)],
  ];
}

/** The offer's terms: it is irrevocable until its end date, and the 10% advance with its amount. */
function offerTexts(ctx: { lang: MailContext['lang'] }, amount: number | null): string[] {
  return [
    mailText(ctx.lang, 'offer.irrevocable'),
    mailText(ctx.lang, 'offer.advance', {
      amount: amount === null ? '10%' : formatEuros(offerAdvance(amount)),
    }),
  ];
}

interface Kind {
  subject: MailTextId;
  formName: MailTextId;
  /** The visitor's confirmation: its subject and what it says it received. */
  confirmation: { subject: MailTextId; received: MailTextId };
  rows: (ctx: MailContext) => Row[];
  /** The visitor's copy: their choices and the figures, never their words. */
  visitorRows: (ctx: VisitorMailContext) => Row[];
  /** Paragraphs after the table: the legal texts both parties see. */
  outro: (ctx: MailContext | VisitorMailContext, amount: number | null) => string[];
}

function signingOutro(ctx: MailContext | VisitorMailContext): string[] {
  const signing = signingRows(ctx);
  const total = signing.rows.at(-1)?.[1];
  return [
    signing.unknown || !total
      ? mailText(ctx.lang, 'rent.signingUnknown')
      : `${mailText(ctx.lang, 'rent.signing')}: ${total}`,
  ];
}

const RENT: Kind = {
  subject: 'subject.rent-application',
  formName: 'form.rent-application',
  confirmation: {
    subject: 'subject.rentApplicationConfirmation',
    received: 'visitor.rentApplicationReceived',
  },
  rows: (ctx) => [...rentRows(ctx), ...signingRows(ctx).rows],
  visitorRows: (ctx) => [...rentChoices(ctx), ...signingRows(ctx).rows],
  outro: signingOutro,
};

const OFFER: Kind = {
  subject: 'subject.offer',
  formName: 'form.offer',
  confirmation: { subject: 'subject.offerConfirmation', received: 'visitor.offerReceived' },
  rows: offerRows,
  visitorRows: offerChoices,
  outro: offerTexts,
};

/** The agency's copy: who, what, which property, the computed figures; replies go to the visitor. */
function agency(kind: Kind): MailTemplate {
  return agencyTemplate((ctx): MailDraft => {
    const f = ctx.submission?.fields ?? {};
    const name = joined(f.firstName, f.lastName);
    const body: MailBody = {
      title: mailText(ctx.lang, kind.subject),
      intro: [
        mailText(ctx.lang, 'agency.intro', { form: mailText(ctx.lang, kind.formName) }),
        mailText(ctx.lang, 'agency.replyHint'),
      ],
      rows: [
        ...personRows(ctx.lang, f),
        ...kind.rows(ctx),
        [mailText(ctx.lang, 'field.language'), ctx.submission?.lang ?? null],
        [mailText(ctx.lang, 'field.page'), ctx.submission?.pageUrl ?? null],
      ],
      property: ctx.property,
      outro: kind.outro(ctx, num(f.amount)),
    };
    const ref = ctx.property ? ` – Ref ${ctx.property.id}` : '';
    return {
      subject: oneLine(`${mailText(ctx.lang, kind.subject)}${ref}${name ? ` – ${name}` : ''}`),
      body,
    };
  });
}

/**
 * The visitor's confirmation in their language: thanks, the figures and choices of their
 * application or offer, and the same legal texts. Not their words: the address may be anyone's.
 */
function confirmation(kind: Kind): MailTemplate {
  return visitorTemplate((ctx): MailDraft => {
    const body: MailBody = {
      title: mailText(ctx.lang, kind.confirmation.subject),
      greeting: visitorGreeting(ctx),
      intro: [mailText(ctx.lang, kind.confirmation.received), mailText(ctx.lang, 'visitor.summary')],
      rows: [[mailText(ctx.lang, 'field.form'), mailText(ctx.lang, kind.formName)], ...kind.visitorRows(ctx)],
      property: ctx.property,
      outro: [...kind.outro(ctx, num(ctx.submission?.choices.amount))],
    };
    return {
      subject: oneLine(
        `${mailText(ctx.lang, kind.confirmation.subject)}${ctx.property ? ` – Ref ${ctx.property.id}` : ''}`,
      ),
      body,
    };
  });
}

export const RENT_OFFER_TEMPLATES = {
  'rent-application': agency(RENT),
  'rent-application.confirmation': confirmation(RENT),
  offer: agency(OFFER),
  'offer.confirmation': confirmation(OFFER),
} satisfies Record<string, MailTemplate>;

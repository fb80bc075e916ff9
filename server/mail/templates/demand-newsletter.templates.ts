import { visitorGreeting } from '../greeting';
import {
  SEARCH_ENERGY_LETTERS,
  SEARCH_FREQUENCIES,
  type SearchFrequency,
} from '../../../common/forms/demand-rules';
import { formatEuros } from '../../../common/forms/rent-signing-costs';
import type { LanguageCode } from '../../core/config';
import { absolute, oneLine } from '../mail-layout';
import {
  notCapped,
  visitorTemplate,
  type MailContext,
  type MailTemplate,
  type MailDraft,
  type VisitorMailContext,
  type MailBody,
  type AlertListingContext,
} from '../mail-template';
import { mailText, valueText, type MailTextId } from '../mail-texts';
import { agencyMail, renderConfirmation } from './contact.templates';

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

/** A Belgian postcode: four digits. */
const BELGIAN_POSTCODE = /^\d{4}$/;

/**
 * The search as label/value rows. The type and zone names were put in the outbox row by the caller
 * in the mail's language (rows queued before zones were named take the postcodes from the
 * submission). There the visitor's copy shows only
 * Belgian postcodes: the field takes up to 50 short texts, and a mail to an address anyone can
 * type repeats nothing that is not one of the agency's own values.
 */
function criteriaRows(
  lang: LanguageCode,
  values: Readonly<Record<string, unknown>>,
  payload: Readonly<Record<string, unknown>>,
  zipShown: (zip: string) => boolean = () => true,
): [string, string | null][] {
  const zips = Array.isArray(values.zips) ? values.zips.map(String).filter(zipShown) : [];
  const cities = Array.isArray(payload.cityNames) ? payload.cityNames.map(String) : [];
  // The zones as the server resolved them (cities and postcodes, named from the catalog and the
  // table of municipalities): the same list in the agency's mail and the registrant's.
  const zones = Array.isArray(payload.zoneNames) ? payload.zoneNames.map(String) : [...cities, ...zips];
  return [
    [
      mailText(lang, 'field.demandGoal'),
      values.goal === 'buy' || values.goal === 'rent' ? mailText(lang, `demand.goal.${values.goal}`) : null,
    ],
    [mailText(lang, 'field.propertyTypes'), list(payload.typeNames)],
    [mailText(lang, 'field.zones'), list(zones)],
    [mailText(lang, 'field.priceRange'), priceRange(lang, num(values.priceMin), num(values.priceMax))],
    [mailText(lang, 'field.minBedrooms'), num(values.minBedrooms)?.toString() ?? null],
    [
      mailText(lang, 'field.minLivingArea'),
      num(values.minLivingArea) === null
        ? null
        : mailText(lang, 'range.areaFrom', { area: num(values.minLivingArea)! }),
    ],
    [
      mailText(lang, 'field.maxEnergyLabel'),
      energyLetter(payload.maxEnergyLabel)
        ? mailText(lang, 'energy.atMost', { label: energyLetter(payload.maxEnergyLabel)! })
        : null,
    ],
    [
      mailText(lang, 'field.frequency'),
      SEARCH_FREQUENCIES.find((f) => f === values.frequency)
        ? mailText(lang, `frequency.${values.frequency as SearchFrequency}`)
        : null,
    ],
  ];
}

/** One of the fixed energy letters the caller put in the payload, or null. */
const energyLetter = (v: unknown): string | null =>
  (SEARCH_ENERGY_LETTERS as readonly unknown[]).includes(v) ? (v as string) : null;

/** The agency's copy also shows the name the visitor gave the search. */
const agencyCriteria = (ctx: MailContext): [string, string | null][] => {
  const { searchName: name, text } = ctx.submission?.fields ?? {};
  return [
    [mailText(ctx.lang, 'field.searchName'), typeof name === 'string' && name.trim() ? name : null],
    [mailText(ctx.lang, 'field.searchText'), typeof text === 'string' && text.trim() ? text : null],
    ...criteriaRows(ctx.lang, ctx.submission?.fields ?? {}, ctx.payload),
  ];
};
const visitorCriteria = (ctx: VisitorMailContext) =>
  criteriaRows(ctx.lang, ctx.submission?.choices ?? {}, ctx.payload, (zip) => BELGIAN_POSTCODE.test(zip));

/** RFC 2369 / RFC 8058: mail clients offer a one-click unsubscribe that POSTs to the same URL. */
const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * A link of the site that the caller put in the payload (built from a token it made): a mail to a
 * visitor's address carries no link that does not lead to this site.
 */
const linkOf = (ctx: VisitorMailContext, key: string): string => {
  const url = ctx.payload[key];
  const site = `${ctx.baseUrl.replace(/\/$/, '')}/`;
  if (typeof url !== 'string' || !url.startsWith(site)) throw new Error(`outbox payload has no ${key}`);
  return url;
};

/**
 * The registrant's mail: the search as they chose it, the button that confirms it (no alert goes
 * out before: the address may be anyone's) and the unsubscribe link.
 */
const demandConfirmation = visitorTemplate((ctx) => {
  const url = linkOf(ctx, 'unsubscribeUrl');
  // The unsubscribe line goes under the signature, in both parts.
  const hint = mailText(ctx.lang, 'unsubscribe.hint', { url });
  if (ctx.payload.confirmUrl === undefined) {
    // Queued before registrations needed confirming: those count as confirmed.
    const base = renderConfirmation(
      ctx,
      'form.demand-register',
      [mailText(ctx.lang, 'demand.registered')],
      visitorCriteria(ctx),
    );
    return { ...withOutro(base, hint), headers: unsubscribeHeaders(url) };
  }
  const confirmUrl = linkOf(ctx, 'confirmUrl');
  const days = num(ctx.payload.confirmDays);
  if (days === null) throw new Error('outbox payload has no confirmDays');
  const c = ctx.submission?.choices ?? {};
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.demand-confirm'),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, 'demand.confirmIntro', { days }), mailText(ctx.lang, 'visitor.summary')],
    rows: [
      [mailText(ctx.lang, 'field.form'), mailText(ctx.lang, 'form.demand-register')],
      [mailText(ctx.lang, 'field.contactPreference'), valueText(ctx.lang, c.contactPreference)],
      ...visitorCriteria(ctx),
    ],
    action: [mailText(ctx.lang, 'demand.confirmAction'), confirmUrl],
    outro: [mailText(ctx.lang, 'demand.ignore'), hint],
  };
  return {
    subject: oneLine(mailText(ctx.lang, 'subject.demand-confirm')),
    body,
    headers: unsubscribeHeaders(url),
  };
});

function withOutro(mail: MailDraft, line: string): MailDraft {
  return { ...mail, body: { ...mail.body, outro: [...(mail.body.outro ?? []), line] } };
}

/** One new listing for a registrant, in their language, with a link that stops these mails. */
const demandMatch = visitorTemplate((ctx) => {
  const url = linkOf(ctx, 'unsubscribeUrl');
  const title = ctx.property?.title || (ctx.property ? `Ref ${ctx.property.id}` : '');
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.demand-match', { title }),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, 'demand.matchIntro')],
    rows: [],
    property: ctx.property,
    action: ctx.property
      ? [mailText(ctx.lang, 'property.link'), absolute(ctx.baseUrl, ctx.property.path)]
      : undefined,
    outro: [mailText(ctx.lang, 'unsubscribe.hint', { url })],
  };
  return {
    subject: oneLine(mailText(ctx.lang, 'subject.demand-match', { title })),
    body,
    headers: unsubscribeHeaders(url),
  };
});

const STATUS_NOTES = {
  AVAILABLE: 'alert.available',
  OPTION: 'alert.option',
  SOLD: 'alert.sold',
  RENTED: 'alert.rented',
} as const satisfies Record<string, MailTextId>;

/** What the alert says happened to a listing. */
function alertNote(lang: LanguageCode, l: AlertListingContext): string {
  switch (l.trigger) {
    case 'new':
      return mailText(lang, 'alert.new');
    case 'price-drop':
      return mailText(lang, 'alert.priceDrop');
    case 'visit-slots':
      return mailText(lang, 'alert.visitSlots');
    case 'status':
      return mailText(lang, l.status ? STATUS_NOTES[l.status] : 'alert.available');
  }
}

/**
 * The alert of an address: the listings its saved searches and watches found new, cheaper or
 * changed since its last mail (the caller chose them, at most a dozen, and counted them all), each
 * with what happened to it and, after a drop, its old price struck through; the whole list on the
 * site when one search found them; a link to manage the alerts and a one-click unsubscribe.
 */
const searchAlert = visitorTemplate((ctx) => {
  const listings = ctx.listings ?? [];
  if (listings.length === 0) throw new Error('outbox payload has no listings');
  const total = Math.max(num(ctx.payload.total) ?? 0, listings.length);
  const more = total - listings.length;
  // Rows queued before alerts were per address stop their own search only.
  const url = linkOf(ctx, 'unsubscribeUrl');
  const manageUrl = ctx.payload.manageUrl === undefined ? null : linkOf(ctx, 'manageUrl');
  const listUrl = typeof ctx.payload.listUrl === 'string' ? linkOf(ctx, 'listUrl') : null;
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.searchAlert', { count: total }),
    greeting: visitorGreeting(ctx),
    intro: [
      more > 0
        ? mailText(ctx.lang, 'alert.introSome', { shown: listings.length, total })
        : mailText(ctx.lang, 'alert.intro'),
    ],
    rows: [],
    listings: listings.map((l) => ({
      property: l.property,
      note: alertNote(ctx.lang, l),
      // Struck through only beside a published price that is still lower.
      oldPrice:
        l.oldPrice !== null && l.property.priceAmount !== null && l.oldPrice > l.property.priceAmount
          ? formatEuros(l.oldPrice)
          : null,
    })),
    action: listUrl ? [mailText(ctx.lang, 'alert.seeAll'), listUrl] : undefined,
    outro: manageUrl
      ? [
          mailText(ctx.lang, 'alert.manageHint', { url: manageUrl }),
          mailText(ctx.lang, 'alert.unsubscribeAll', { url }),
        ]
      : [mailText(ctx.lang, 'unsubscribe.hint', { url })],
  };
  return {
    subject: oneLine(mailText(ctx.lang, 'subject.searchAlert', { count: total })),
    body,
    headers: unsubscribeHeaders(url),
  };
});

/**
 * "Watch this property": the listing and the button that confirms the watch (nothing is sent
 * before: the address may be anyone's). No words of the visitor.
 */
const watchConfirmation = visitorTemplate((ctx) => {
  const confirmUrl = linkOf(ctx, 'confirmUrl');
  const days = num(ctx.payload.confirmDays);
  if (days === null) throw new Error('outbox payload has no confirmDays');
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.watch-confirm'),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, 'watch.confirmIntro', { days })],
    rows: [],
    property: ctx.property,
    action: [mailText(ctx.lang, 'watch.confirmAction'), confirmUrl],
    outro: [mailText(ctx.lang, 'watch.ignore')],
  };
  return { subject: oneLine(mailText(ctx.lang, 'subject.watch-confirm')), body };
});

/** A new link to the page where an address's alerts are managed, asked for from an expired one. */
const manageLink = visitorTemplate((ctx) => {
  const manageUrl = linkOf(ctx, 'manageUrl');
  const url = linkOf(ctx, 'unsubscribeUrl');
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.manage-link'),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, 'alert.manageIntro')],
    rows: [],
    action: [mailText(ctx.lang, 'alert.manage'), manageUrl],
    outro: [mailText(ctx.lang, 'alert.unsubscribeAll', { url })],
  };
  return {
    subject: oneLine(mailText(ctx.lang, 'subject.manage-link')),
    body,
    headers: unsubscribeHeaders(url),
  };
});

/**
 * A new link to confirm a saved search or a watch, asked for from the page of its expired link: the
 * first mail's invitation again, for a search without its criteria (the page knows only the link).
 */
const confirmLink = visitorTemplate((ctx) => {
  const confirmUrl = linkOf(ctx, 'confirmUrl');
  const days = num(ctx.payload.confirmDays);
  if (days === null) throw new Error('outbox payload has no confirmDays');
  const watch = ctx.payload.kind === 'watch';
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.confirm-link'),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, watch ? 'watch.confirmIntro' : 'demand.confirmIntro', { days })],
    rows: [],
    property: watch ? ctx.property : null,
    action: [mailText(ctx.lang, watch ? 'watch.confirmAction' : 'demand.confirmAction'), confirmUrl],
    outro: [mailText(ctx.lang, watch ? 'watch.ignore' : 'demand.ignore')],
  };
  return { subject: oneLine(mailText(ctx.lang, 'subject.confirm-link')), body };
});

const newsletterConfirm = visitorTemplate((ctx) => {
  const url = linkOf(ctx, 'confirmUrl');
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.newsletter-confirm'),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, 'newsletter.confirmIntro')],
    rows: [],
    action: [mailText(ctx.lang, 'newsletter.confirmAction'), url],
    outro: [mailText(ctx.lang, 'newsletter.ignore')],
  };
  return { subject: oneLine(mailText(ctx.lang, 'subject.newsletter-confirm')), body };
});

/** Every mail to newsletter subscribers carries its own unsubscribe link; this one starts the series. */
const newsletterWelcome = visitorTemplate((ctx) => {
  const url = linkOf(ctx, 'unsubscribeUrl');
  const body: MailBody = {
    title: mailText(ctx.lang, 'subject.newsletter-welcome'),
    greeting: visitorGreeting(ctx),
    intro: [mailText(ctx.lang, 'newsletter.welcome')],
    rows: [],
    outro: [mailText(ctx.lang, 'unsubscribe.hint', { url })],
  };
  return {
    subject: oneLine(mailText(ctx.lang, 'subject.newsletter-welcome')),
    body,
    headers: unsubscribeHeaders(url),
  };
});

export const DEMAND_NEWSLETTER_TEMPLATES = {
  'demand-register': agencyMail('subject.demand-register', 'form.demand-register', agencyCriteria),
  'demand-register.confirmation': demandConfirmation,
  // Alerts go only to registrations confirmed with the link of their own mail.
  'demand-register.match': notCapped(demandMatch),
  // The same registrations' alerts with several listings (digests, batched instant alerts).
  'saved-search.alert': notCapped(searchAlert),
  // To the address a visitor typed: counted against its daily cap.
  'listing-watch.confirmation': watchConfirmation,
  // Asked for from an expired link, by whoever holds it: counted against the address's daily cap.
  'saved-search.manage-link': manageLink,
  // To an address that has not confirmed yet: counted against its daily cap.
  'saved-search.confirm-link': confirmLink,
  'newsletter.confirm': newsletterConfirm,
  // Sent once the subscriber followed the link of their own confirmation mail: the address is theirs.
  'newsletter.welcome': notCapped(newsletterWelcome),
} satisfies Record<string, MailTemplate>;

import type { DataSource } from 'typeorm';
import { projectAgentEmail, projectSummary } from '../catalog/project-summary.service';
import { listingAgent, propertySummary } from '../catalog/property-summary.service';
import { loadSiteConfig } from '../content/site-config.service';
import { LoaderRegistry } from '../core/graphql/loaders';
import { config, SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import type { MailIntent } from './mail-intent.types';
import { MailPermanentError } from './mail-errors';
import type {
  AlertListingContext,
  MailDraft,
  MailSubmission,
  RenderedMail,
  VisitorMailSubmission,
} from './mail-template';
import { listingContact } from './listing-contact';
import { mailBrand, mailSignature } from './mail-brand';
import { renderMail, type MailFrame } from './mail-layout';
import { mailPhotoUrl } from '../media/image-variants.service';
import { mailTemplate } from './mail-templates';
import { quotedText, visitorChoices } from './visitor-content';

const isLanguage = (v: unknown): v is LanguageCode =>
  typeof v === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(v);
const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const date = (v: unknown): Date => {
  const d = typeof v === 'string' ? new Date(v) : new Date(Number.NaN);
  return Number.isNaN(d.getTime()) ? new Date() : d;
};

/** The most listings an alert's row may name: what one mail shows. */
const ALERT_LISTINGS_MAX = 12;
const TRIGGERS: readonly AlertListingContext['trigger'][] = ['new', 'price-drop', 'status', 'visit-slots'];
const STATUSES: readonly string[] = ['AVAILABLE', 'OPTION', 'SOLD', 'RENTED'];

/**
 * The listings an alert's row names (`payload.listings`: propertyId, trigger, oldPrice, status),
 * loaded in the mail's language with their photos as a mail shows them; entries that are not
 * well-formed, and listings gone since, are left out.
 */
async function alertListings(
  ds: DataSource,
  value: unknown,
  lang: LanguageCode,
  loaders: LoaderRegistry,
): Promise<AlertListingContext[]> {
  if (!Array.isArray(value)) return [];
  const entries = value
    .map(record)
    .filter((e): e is Record<string, unknown> => e !== null && Number.isInteger(e.propertyId))
    .slice(0, ALERT_LISTINGS_MAX);
  const loaded = await Promise.all(
    entries.map(async (e): Promise<AlertListingContext | null> => {
      const summary = await propertySummary(ds, e.propertyId as number, lang, loaders);
      if (!summary) return null;
      const trigger = TRIGGERS.find((t) => t === e.trigger) ?? 'new';
      return {
        property: { ...summary, photoUrl: await mailPhotoUrl(summary.photoUrl) },
        trigger,
        oldPrice: typeof e.oldPrice === 'number' && Number.isFinite(e.oldPrice) ? e.oldPrice : null,
        status: STATUSES.includes(String(e.status)) ? (e.status as AlertListingContext['status']) : null,
      };
    }),
  );
  return loaded.filter((l): l is AlertListingContext => l !== null);
}

/**
 * Renders an outbox row's mail at sending time, so a template fix reaches queued mails too.
 * Everything comes from the payload the outbox writer stored (the submission as its reader may see
 * it) and the listing; a mail to anyone but the agency goes through a visitor template, which gets
 * the submission's choices only (filtered again here, whatever the row holds).
 */
/** A mail rendered from its outbox row, and the address of the agent of the listing it is about. */
export type OutboxMail = RenderedMail & { agentEmail: string | null };

export async function renderOutboxMail(
  ds: DataSource,
  payload: MailIntent & Record<string, unknown>,
  // The row's submission, kept for the delivery's call; the payload carries what the mail needs.
  _submissionId?: string | null,
): Promise<OutboxMail> {
  const template = mailTemplate(String(payload.template));
  if (!template) throw new MailPermanentError(`unknown mail template "${String(payload.template)}"`);
  const toAgency = payload.to === 'agency';
  if (!toAgency && template.audience === 'agency')
    throw new MailPermanentError(`mail template "${payload.template}" is for the agency only`);
  const lang: LanguageCode = isLanguage(payload.lang) ? payload.lang : config().DEFAULT_LANGUAGE;
  const { submission: stored, ...rest } = payload;
  const sub = record(stored);
  const propertyId =
    typeof payload.propertyId === 'number'
      ? payload.propertyId
      : typeof sub?.propertyId === 'number'
        ? sub.propertyId
        : null;
  // One registry: the listing's row is read once for its summary and its agent.
  const loaders = new LoaderRegistry(ds);
  const listing = propertyId !== null ? await propertySummary(ds, propertyId, lang, loaders) : null;
  // The listing as a mail shows it: its photo as a JPEG of this site, or none.
  const property = listing ? { ...listing, photoUrl: await mailPhotoUrl(listing.photoUrl) } : null;
  // A submission about a new-build project (not a listing) names it in its agency mail.
  const fields = record(sub?.fields);
  const projectId = propertyId === null && typeof fields?.projectId === 'number' ? fields.projectId : null;
  const project = projectId !== null ? await projectSummary(ds, projectId, lang, loaders) : null;
  const agent = property ? await listingAgent(ds, property.id, loaders) : null;
  const listings = await alertListings(ds, payload.listings, lang, loaders);
  const site = await loadSiteConfig(ds);
  const brand = mailBrand(site, lang);
  const contact = property ? listingContact(agent, site.agency.phone) : null;
  const baseUrl = config().PUBLIC_URL;
  const common = { lang, property, project, contact, listings, payload: rest, baseUrl };
  // Mails to the agency itself are not signed; the others by the listing's agent, else the agency.
  const frame: MailFrame = {
    lang,
    baseUrl,
    brand,
    signature: template.audience === 'visitor' ? mailSignature(agent, brand) : null,
  };
  // Only the agency's mails are routed to the agent of the listing, or of the project.
  const agentEmail = !toAgency
    ? null
    : property
      ? (agent?.email ?? null)
      : projectId !== null
        ? await projectAgentEmail(ds, projectId)
        : null;
  // A template renders from the payload and the listing alone, both in hand here: what it refuses
  // (a link missing or not of this site, the token of a password mail given up before) another try
  // cannot change, so the row goes dead at once, saying why. Reading the listing above may fail
  // for a while (the database) and stays a failed try.
  const render = (draw: () => MailDraft): RenderedMail => {
    try {
      return renderMail(draw(), frame);
    } catch (err) {
      throw new MailPermanentError(
        `mail "${String(payload.template)}" cannot be written from its outbox row: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  };

  if (template.audience === 'visitor') {
    const quoted: Record<string, string> = {};
    const storedQuotes = record(sub?.quoted) ?? {};
    for (const field of template.quotes ?? []) {
      const value = quotedText(storedQuotes[field]);
      if (value !== null) quoted[field] = value;
    }
    const submission: VisitorMailSubmission | null = sub
      ? {
          id: text(sub.id) ?? '',
          form: text(sub.form) ?? '',
          createdAt: date(sub.createdAt),
          choices: visitorChoices(record(sub.choices) ?? {}),
          quoted,
        }
      : null;
    return { ...render(() => template.render({ ...common, submission })), agentEmail };
  }
  const submission: MailSubmission | null = sub
    ? {
        id: text(sub.id) ?? '',
        form: text(sub.form) ?? '',
        lang: isLanguage(sub.lang) ? sub.lang : lang,
        fields: record(sub.fields) ?? {},
        pageUrl: text(sub.pageUrl),
        createdAt: date(sub.createdAt),
      }
    : null;
  return { ...render(() => template.render({ ...common, submission })), agentEmail };
}

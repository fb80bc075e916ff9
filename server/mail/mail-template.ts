import type { ProjectSummary } from '../catalog/project-summary.service';
import type { PropertySummary } from '../catalog/property-summary.service';
import type { LanguageCode } from '../core/config';
import type { ListingContact } from './listing-contact';

/** The submission as the agency's mails see it: everything the visitor sent. */
export interface MailSubmission {
  id: string;
  form: string;
  lang: LanguageCode;
  fields: Record<string, unknown>;
  pageUrl: string | null;
  createdAt: Date;
}

/** A value a visitor chose rather than wrote: a code of a list, a number, a date, yes or no. */
export type MailChoice = boolean | number | string | readonly (boolean | number | string)[];

/**
 * The submission as a mail to an address the visitor typed sees it: the choices they made, never
 * their words (see `visitor-content.ts`). `quoted` holds the few fields a template declares it
 * quotes (the friend mail names its sender), each one line of plain text, without links.
 */
export interface VisitorMailSubmission {
  id: string;
  form: string;
  createdAt: Date;
  choices: Readonly<Record<string, MailChoice>>;
  quoted: Readonly<Record<string, string>>;
}

/** A listing an alert mail names, as the outbox row's payload gives it, with its summary. */
export interface AlertListingContext {
  property: PropertySummary;
  trigger: 'new' | 'price-drop' | 'status' | 'visit-slots';
  oldPrice: number | null;
  status: PropertySummary['availability'] | null;
}

interface BaseContext {
  /** The language to write in (the visitor's, or the agency's for its copy). */
  lang: LanguageCode;
  property: PropertySummary | null;
  /** The new-build project the submission is about (the project page's contact form), if any. */
  project?: ProjectSummary | null;
  /** Who the visitor deals with about the listing (its agent, else the agency); null without a listing. */
  contact?: ListingContact | null;
  /** The listings of an alert (`payload.listings`), loaded, in the payload's order; empty for other mails. */
  listings?: readonly AlertListingContext[];
  /** The outbox payload (template-specific data the caller computed: a token, the booked slot …). */
  payload: Readonly<Record<string, unknown>>;
  baseUrl: string;
}

/** What an agency template gets: the whole submission, the property, and where the site lives. */
export interface MailContext extends BaseContext {
  submission: MailSubmission | null;
}

/** What a template addressed to a visitor-typed address gets: no free text of the visitor. */
export interface VisitorMailContext extends BaseContext {
  submission: VisitorMailSubmission | null;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Inline content, or a path on this server's disk (uploads). */
  content?: string;
  path?: string;
}

/** What a template writes: the mail's own content, which the house layout frames. */
export interface MailBody {
  /** The heading inside the mail. */
  title: string;
  /** "Dear Sophie Claes,": mails to someone outside the agency open with one. */
  greeting?: string;
  /** Paragraphs before the table. */
  intro: string[];
  /** Label/value pairs: the submitted fields. Empty values are left out. */
  rows: [label: string, value: string | null | undefined][];
  /** The listing the mail is about; its `photoUrl` is one a mail may show (see `mailPhotoUrl`). */
  property?: PropertySummary | null;
  /** Paragraphs in small print after the signature (why you get this mail, how to stop it …). */
  outro?: string[];
  /** A call to action: [label, absolute URL]. */
  action?: [string, string];
  /** A list of links after the property (a listing's documents): [label, absolute or site-relative URL]. */
  links?: [string, string][];
  /** Several listings (an alert), each with what happened to it; after the single `property`. */
  listings?: MailListing[];
}

/** One listing of a mail that shows several: the listing, a word on what happened, the old price. */
export interface MailListing {
  property: PropertySummary;
  /** "New", "Price lowered", "Sold" …; null for none. */
  note: string | null;
  /** The price before a drop ("€ 300.000"), struck through beside the current one; null for none. */
  oldPrice: string | null;
}

/** What a template writes: the subject and the content; the house layout turns it into a mail. */
export interface MailDraft {
  subject: string;
  body: MailBody;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369 / RFC 8058). */
  headers?: Record<string, string>;
}

/** A mail ready to send: the draft in the house layout, as HTML and as text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369 / RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * A template and who may read it. An 'agency' template goes only to the agency's address and sees
 * everything; a 'visitor' template may go to any address and sees only what `VisitorMailContext`
 * holds. The outbox writer refuses an agency template to any other address.
 */
export type MailTemplate =
  | { audience: 'agency'; render: (ctx: MailContext) => MailDraft }
  | {
      audience: 'visitor';
      /** Submission fields this mail repeats as plain text (one line each, no links). */
      quotes?: readonly string[];
      /**
       * `false` for a mail whose address the site holds rather than someone typed: an owner staff
       * invited, a subscriber who confirmed with their own link. Such a mail is never skipped by the
       * recipient cap (nor counted by it): otherwise whoever types that address into the forms a few
       * times a day would keep it from its owner.
       */
      capped?: false;
      render: (ctx: VisitorMailContext) => MailDraft;
    };

export const agencyTemplate = (render: (ctx: MailContext) => MailDraft): MailTemplate => ({
  audience: 'agency',
  render,
});

export const visitorTemplate = (
  render: (ctx: VisitorMailContext) => MailDraft,
  quotes?: readonly string[],
): MailTemplate => ({ audience: 'visitor', render, quotes });

/** The same visitor template, for an address the site holds: not subject to the recipient cap. */
export const notCapped = (template: MailTemplate): MailTemplate => {
  if (template.audience !== 'visitor') throw new Error('only mails to visitors are capped');
  return { ...template, capped: false };
};

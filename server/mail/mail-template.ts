import type { PropertySummary } from '../catalog/property-summary.service';
import type { LanguageCode } from '../core/config';

export interface MailSubmission {
  id: string;
  form: string;
  lang: LanguageCode;
  fields: Record<string, unknown>;
  pageUrl: string | null;
  createdAt: Date;
}

/** What a template gets: the stored submission, the property, and where the site lives. */
export interface MailContext {
  /** The language to write in (the visitor's, or the agency's for its copy). */
  lang: LanguageCode;
  submission: MailSubmission | null;
  property: PropertySummary | null;
  /** The outbox payload (template-specific data such as a friend's message or a token). */
  payload: Record<string, unknown>;
  baseUrl: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Inline content, or a path on this server's disk (uploads). */
  content?: string;
  path?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369 / RFC 8058). */
  headers?: Record<string, string>;
}

export type MailTemplate = (ctx: MailContext) => RenderedMail;

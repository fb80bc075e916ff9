import type { LanguageCode } from '../core/config';
import type { MailTemplateName } from './mail-templates';

/**
 * A mail to send, as stored in the outbox. Rendered by the worker at sending time from its payload
 * (and the property), so a template fix reaches queued mails too.
 */
export interface MailIntent {
  /** A template of server/mail/mail-templates.ts: a name that is not one does not compile. */
  template: MailTemplateName;
  /** 'agency' (the configured address) or an e-mail address. */
  to: 'agency' | string;
  lang: LanguageCode;
  /**
   * The agency's mails answer to the visitor. Any other mail answers to the agency, whatever is
   * given here: the outbox writer sets it.
   */
  replyTo?: string | null;
  /**
   * Template-specific data the caller computed: a token, the booked slot, a link of the site, the
   * names of the chosen types. A form's submission is not put here: `enqueueMails` is given it and
   * stores it as each mail's reader may see it.
   */
  [data: string]: unknown;
}

export const MAIL_TOPIC = 'mail';

/** The BullMQ queue of outbox mails (the relay adds, the mail job sends; the dashboard shows it). */
export const MAIL_QUEUE = 'mail';

import type { LanguageCode } from '../core/config';

/**
 * A mail to send because of a submission, as stored in the outbox. Rendered by the worker at
 * sending time from the submission and the property, so a template fix reaches queued mails too.
 */
export interface MailIntent {
  /** Names a template in server/mail/templates. */
  template: string;
  /** 'agency' (the configured address) or an e-mail address. */
  to: 'agency' | string;
  lang: LanguageCode;
  /** The agency's mails answer to the visitor. */
  replyTo?: string | null;
}

export const MAIL_TOPIC = 'mail';

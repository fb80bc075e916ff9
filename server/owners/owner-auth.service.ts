import type { DataSource } from 'typeorm';
import type { Queryable } from '../accounts/accounts.types';
import { createPasswordLink, requestPasswordReset } from '../accounts/password-link.service';
import type { LanguageCode } from '../core/config';
import type { MailIntent } from '../mail/mail-intent.types';
import { enqueueMails } from '../mail/outbox.service';
import { OWNER_ACCOUNTS } from './owner-accounts';

/**
 * Mails an owner a link to choose a new password (when the address is an owner's: the answer
 * never tells), in the language of the page it was asked from.
 */
export function requestOwnerPasswordReset(
  ds: DataSource,
  input: { email: string; lang: LanguageCode; ip: string },
): Promise<'SENT' | 'RATE_LIMITED'> {
  return requestPasswordReset(ds, OWNER_ACCOUNTS, input, (m, ownerId, token, minutes) =>
    queuePasswordLinkMail(m, ownerId, { template: 'owner-password-reset', lang: input.lang, token, minutes }),
  );
}

/**
 * Stores a single-use link for an owner to choose a password and queues its mail in the caller's
 * transaction: a reset (an hour) or the agency's invitation of a new owner (days).
 */
export async function mailPasswordLink(
  m: Queryable,
  owner: { ownerId: number; lang: LanguageCode },
  template: 'owner-password-reset' | 'owner-invitation',
  validMinutes: number,
  now = new Date(),
): Promise<void> {
  const token = await createPasswordLink(m, { role: 'owner', accountId: owner.ownerId }, validMinutes);
  await queuePasswordLinkMail(
    m,
    owner.ownerId,
    { template, lang: owner.lang, token, minutes: validMinutes },
    now,
  );
}

async function queuePasswordLinkMail(
  m: Queryable,
  ownerId: number,
  link: {
    template: 'owner-password-reset' | 'owner-invitation';
    lang: LanguageCode;
    token: string;
    minutes: number;
  },
  now = new Date(),
): Promise<void> {
  const [owner]: { email: string; first_name: string }[] = await m.query(
    `SELECT email, first_name FROM owner WHERE id = $1`,
    [ownerId],
  );
  if (!owner) return;
  // The mail says how long the link works and the mail job drops it once the link is dead, both
  // from the payload alone (the template never reads the owners' tables).
  const mail: MailIntent & { resetToken: string; name: string; linkMinutes: number; expiresAt: string } = {
    template: link.template,
    to: owner.email,
    lang: link.lang,
    resetToken: link.token,
    name: owner.first_name,
    linkMinutes: link.minutes,
    expiresAt: new Date(now.getTime() + link.minutes * 60_000).toISOString(),
  };
  await enqueueMails(m, [mail]);
}

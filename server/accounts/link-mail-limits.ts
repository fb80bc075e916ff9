import { limitKeyOf } from '../core/client-address';
import { config } from '../core/config';
import { sharedProducerConnection } from '../core/queue/connection';
import { createRateLimit, type RateLimit } from '../core/rate-limit';
import { normalizeEmail } from './tokens.service';

/** Link mails (password or login) per e-mail address per hour: beyond, requests are answered the same but send nothing. */
export const LINK_MAILS_PER_ADDRESS_PER_HOUR = 3;

// The limiters' Redis keys keep their first names (password reset): renaming them would forget the
// counts at an upgrade.
let byIp: RateLimit | undefined;
let byAddress: RateLimit | undefined;

/**
 * Whether a link mail to `rawEmail` may go out, and the address it goes to (lower-case, trimmed):
 * the client's address within the forms' limit per ten minutes, else 'RATE_LIMITED' (the visitor is
 * told); the e-mail address within LINK_MAILS_PER_ADDRESS_PER_HOUR, else 'SILENT' (answered as if
 * sent: the answer never tells whether an address is known, and nobody can flood someone's
 * mailbox). The address's limit is spent for unknown addresses too; text that cannot be an e-mail
 * address is 'SILENT' and spends nothing of it.
 */
export async function linkMailAllowed(
  ip: string,
  rawEmail: string,
): Promise<{ verdict: 'SEND' | 'SILENT' | 'RATE_LIMITED'; email: string }> {
  byIp ??= createRateLimit(sharedProducerConnection(), {
    keyPrefix: `${config().QUEUE_PREFIX}:rl:password-reset-ip`,
    points: config().FORM_RATE_LIMIT,
    durationSeconds: 600,
  });
  byAddress ??= createRateLimit(sharedProducerConnection(), {
    keyPrefix: `${config().QUEUE_PREFIX}:rl:password-reset-address`,
    points: LINK_MAILS_PER_ADDRESS_PER_HOUR,
    durationSeconds: 3600,
  });
  const email = normalizeEmail(rawEmail);
  if (!(await byIp.consume(limitKeyOf(ip)))) return { verdict: 'RATE_LIMITED', email };
  if (!email.includes('@') || email.length > 254) return { verdict: 'SILENT', email };
  return { verdict: (await byAddress.consume(email)) ? 'SEND' : 'SILENT', email };
}

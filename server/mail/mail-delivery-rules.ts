import { cappedBackoffDelay, MAIL_RETRY } from '../core/queue/job-defaults';
import { MailPermanentError } from './mail-errors';

/**
 * The rules of a mail delivery's fate, pure: when a failed mail is tried again, when it is given
 * up, which refusals are final, and when what it carries has expired.
 */

export interface RetrySettings {
  /** How long a failing mail is tried again (MAIL_RETRY_HOURS). */
  retryHours: number;
  /** Multiplies every delay and the retry period (MAIL_BACKOFF_SCALE: 1, less in tests). */
  scale: number;
}

export type AfterFailure =
  { kind: 'retry'; at: Date; failures: number; firstFailureAt: Date } | { kind: 'dead'; reason: string };

/** The retry period, in milliseconds. */
export const retryPeriodMs = (s: RetrySettings): number => s.retryHours * 3_600_000 * s.scale;

/** The wait after the `failures`-th failure of a mail. */
export const mailRetryDelayMs = (failures: number, s: RetrySettings): number =>
  cappedBackoffDelay(MAIL_RETRY, failures) * s.scale;

/**
 * What follows a failed delivery of a mail that had failed `failures` times before (the first of
 * them at `firstFailureAt`): another try after the backoff delay, the last one at the very end of
 * the retry period, and once that has passed, dead.
 */
export function afterFailure(
  row: { failures: number; firstFailureAt: Date | null },
  error: string,
  now: Date,
  s: RetrySettings,
): AfterFailure {
  const failures = row.failures + 1;
  const firstFailureAt = row.firstFailureAt ?? now;
  const deadline = firstFailureAt.getTime() + retryPeriodMs(s);
  if (now.getTime() >= deadline)
    return {
      kind: 'dead',
      reason: `not delivered after ${failures} tries in ${formatPeriod(retryPeriodMs(s))}: ${error}`,
    };
  const at = new Date(Math.min(now.getTime() + mailRetryDelayMs(failures, s), deadline));
  return { kind: 'retry', at, failures, firstFailureAt };
}

function formatPeriod(ms: number): string {
  return ms >= 3_600_000 ? `${+(ms / 3_600_000).toFixed(1)} h` : `${+(ms / 1000).toFixed(1)} s`;
}

/**
 * Whether a mail may still go: an intent may carry `expiresAt` (an ISO-8601 date and time, e.g. the
 * hour a password-reset link lasts); past it, the mail is worthless and is not sent. A value that
 * is not such a date is refused rather than guessed.
 */
export function mailExpiry(payload: Record<string, unknown>, now: Date): 'valid' | 'expired' | 'invalid' {
  const value = payload.expiresAt;
  if (value === undefined || value === null) return 'valid';
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return 'invalid';
  const at = Date.parse(value);
  if (Number.isNaN(at)) return 'invalid';
  return now.getTime() >= at ? 'expired' : 'valid';
}

/** The fields of nodemailer's SMTP errors that say who refused what. */
interface SmtpErrorFields {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
}

/**
 * A refusal that another try cannot change: the template is unknown, the address is not one, or
 * the server answered 5xx to MAIL FROM or RCPT TO (no such mailbox, sender not allowed). Anything
 * else (no connection, 4xx, a login refused, no answer, a 5xx to the message itself) may pass later.
 */
export function isPermanentRefusal(err: unknown): boolean {
  if (err instanceof MailPermanentError) return true;
  if (!(err instanceof Error)) return false;
  const { code, command, responseCode } = err as Error & SmtpErrorFields;
  if (code !== 'EENVELOPE') return false;
  // nodemailer refuses an envelope without a valid recipient or sender before it says a word.
  if (command === 'API') return true;
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (command === 'MAIL FROM' || command === 'RCPT TO')
  );
}

import type { DataSource } from 'typeorm';
import { config } from '../core/config';
import { logger } from '../core/logger';
import { freshRetryPeriod } from './dead-mails.service';
import type { MailIntent } from './mail-intent.types';
import {
  MailBusyError,
  MailDeadError,
  MailPermanentError,
  MailRetryError,
  MailUnacknowledgedError,
} from './mail-errors';
import {
  afterFailure,
  isPermanentRefusal,
  mailExpiry,
  mailRetryDelayMs,
  type RetrySettings,
} from './mail-delivery-rules';
import { mailTemplate } from './mail-templates';
import { agencyRecipients } from './agency-recipients';
import { renderOutboxMail } from './render-outbox-mail';
import type { MailTransport, SendMail } from './mail-transport';

export { MailBusyError, MailDeadError, MailPermanentError, MailRetryError };

/**
 * How long one delivery may hold an outbox row before another may take it over (MAIL_LEASE_SECONDS,
 * 60 by default): it bounds how long the mails of a crashed worker wait. A delivery that outlives
 * it still finishes its message unless another delivery has taken the row over in the meantime
 * (the row's `attempts` is checked before the final dot), so two deliveries of one mail never both
 * send the dot.
 */
const mailLeaseSeconds = () => config().MAIL_LEASE_SECONDS;

/** The retry policy's settings from the configuration (MAIL_RETRY_HOURS, MAIL_BACKOFF_SCALE). */
export const mailRetrySettings = (): RetrySettings => ({
  retryHours: config().MAIL_RETRY_HOURS,
  scale: config().MAIL_BACKOFF_SCALE,
});

export interface MailJobData {
  outboxId: string;
}

/** Another delivery took the row over before the final dot: this one stops, and the server drops the message. */
class LeaseLostError extends Error {}

interface ClaimedRow {
  payload: MailIntent & Record<string, unknown>;
  submission_id: string | null;
  attempts: number;
  failures: number;
  first_failure_at: Date | null;
  was: string;
}

/**
 * Sends one outbox mail, at least once, and never loses it:
 * 0. wait for one of the transport's SMTP connections: a backlog (after an outage, many jobs for a
 *    few connections) waits before its rows are claimed, so no lease runs out in the queue;
 * 1. claim: the row becomes 'sending' with a lease, and `attempts` is this delivery's fencing token
 *    (a dead row is claimed too: a job runs for it only when staff retry it, and it starts a fresh
 *    retry period);
 * 2. a mail whose `expiresAt` has passed is not sent: dead, "expired";
 * 3. SMTP up to the final dot; just before it the lease is renewed if no other delivery took the
 *    row over (a slow relay does not make this one give up a row nobody else claimed); if another
 *    did, this one withdraws the message and records the failed try;
 * 4. only the server's 250 makes the row 'sent'.
 * A crash or silence anywhere before 4 leaves the row to be sent again (once its lease ends); when
 * it falls between the dot and the recording of the 250, the receiver gets the mail twice, with
 * the same Message-ID, so it can tell. A failure schedules the next try on the row (capped
 * exponential backoff) and throws MailRetryError; a permanent refusal, an expired mail or the end of
 * the retry period make it dead and throw MailDeadError.
 */
export async function deliverOutboxMail(
  ds: DataSource,
  transport: MailTransport,
  outboxId: string,
  settings: RetrySettings = mailRetrySettings(),
): Promise<'sent' | 'already-sent'> {
  const work = (send: SendMail) => deliverOnConnection(ds, send, outboxId, settings);
  return transport.withConnection
    ? transport.withConnection(work)
    : work((mail, options) => transport.send(mail, options));
}

async function deliverOnConnection(
  ds: DataSource,
  send: SendMail,
  outboxId: string,
  settings: RetrySettings,
): Promise<'sent' | 'already-sent'> {
  // TypeORM answers an UPDATE … RETURNING with [rows, affected].
  const [claimed]: [ClaimedRow[], number] = await ds.query(
    `WITH old AS (SELECT id, status FROM outbox WHERE id = $1 FOR UPDATE)
     UPDATE outbox o SET status = 'sending', lease_until = now() + make_interval(secs => $2),
       attempts = o.attempts + 1, next_attempt_at = NULL,
       ${freshRetryPeriod(`old.status = 'dead'`, 'o')}
     FROM old
     WHERE o.id = old.id
       AND (old.status IN ('pending', 'queued', 'dead') OR (old.status = 'sending' AND o.lease_until < now()))
     RETURNING o.payload, o.submission_id, o.attempts, o.failures, o.first_failure_at, old.status AS was`,
    [outboxId, mailLeaseSeconds()],
  );
  if (claimed.length === 0) {
    const [row]: { status: string; lease_until: Date | null }[] = await ds.query(
      `SELECT status, lease_until FROM outbox WHERE id = $1`,
      [outboxId],
    );
    if (!row) throw new MailPermanentError(`outbox row ${outboxId} does not exist`);
    if (row.status === 'sent') return 'already-sent';
    throw new MailBusyError(
      `outbox row ${outboxId} is being sent by another delivery`,
      row.lease_until ?? new Date(Date.now() + 1_000),
    );
  }
  const { payload, submission_id: submissionId, attempts, was } = claimed[0];
  if (was === 'dead') logger.info({ outboxId }, 'a dead mail is sent again');

  /** Writes the row's fate, if this delivery still holds it; false when another took it over. */
  const settle = async (sql: string, values: unknown[]): Promise<boolean> => {
    const [, affected]: [unknown, number] = await ds.query(
      `UPDATE outbox SET ${sql} WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
      [outboxId, attempts, ...values],
    );
    return affected === 1;
  };
  const giveUp = async (reason: string): Promise<never> => {
    // A password link's token is not kept once its mail will not go (the database keeps only its hash).
    await settle(
      `status = 'dead', lease_until = NULL, next_attempt_at = NULL, last_error = $3, payload = payload - 'resetToken'`,
      [reason.slice(0, 2000)],
    );
    throw new MailDeadError(reason);
  };

  /**
   * Another delivery took the row over: its outcome is the row's (its status, lease and next try
   * are left alone), but this try is recorded as failed, so a mail that keeps losing its deliveries
   * shows why; this job comes back after the normal backoff (and then waits for the other's lease).
   */
  const lostLease = async (reason: string): Promise<never> => {
    const next = afterFailure(
      { failures: claimed[0].failures, firstFailureAt: claimed[0].first_failure_at },
      reason,
      new Date(),
      settings,
    );
    await ds.query(
      `UPDATE outbox SET last_error = $2, failures = failures + 1, first_failure_at = coalesce(first_failure_at, now())
       WHERE id = $1 AND status NOT IN ('sent', 'dead')`,
      [outboxId, reason],
    );
    // Past the retry period the row is not this delivery's to give up: the one holding it decides.
    const failures = claimed[0].failures + 1;
    const retryAt =
      next.kind === 'retry' ? next.at : new Date(Date.now() + mailRetryDelayMs(failures, settings));
    throw new MailRetryError(reason, retryAt, failures);
  };

  const expiry = mailExpiry(payload, new Date());
  if (expiry === 'expired') return giveUp('expired');
  if (expiry === 'invalid') return giveUp(`invalid expiresAt ${JSON.stringify(payload.expiresAt)}`);

  try {
    const mail = await renderOutboxMail(ds, payload, submissionId);
    const toAgency = payload.to === 'agency';
    const agency = toAgency
      ? agencyRecipients(mail.agentEmail, config().AGENCY_EMAIL, config().LISTING_MAILS_CC_AGENCY)
      : null;
    // The submission's id is the agency's business: a mail to an address someone typed does not
    // carry it (the outbox id, which the copies of one mail share, reveals nothing).
    const internal = mailTemplate(String(payload.template))?.audience === 'agency';
    await send(
      {
        from: config().MAIL_FROM,
        to: agency ? agency.to : payload.to,
        ...(agency?.cc ? { cc: agency.cc } : {}),
        // A mail to anyone but the agency answers to the agency, whatever an older row holds.
        replyTo: toAgency ? (payload.replyTo ?? undefined) : config().AGENCY_EMAIL,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
        // The same on every attempt: a receiver can recognize the copy that an unanswered dot may leave.
        messageId: `<outbox-${outboxId}@${new URL(config().PUBLIC_URL).hostname}>`,
        headers: {
          ...mail.headers,
          'X-Outbox-Id': outboxId,
          ...(submissionId && internal ? { 'X-Submission-Id': submissionId } : {}),
        },
      },
      {
        // Only a delivery that still holds the row may finish the message, and the renewed lease
        // outlasts the wait for the server's answer (the socket times out first). Holding it means
        // nobody took it over (a claim raises `attempts`), not that the lease has not run out: a
        // delivery slowed past its lease by the relay, which nobody replaced, still sends.
        beforeFinalDot: async () => {
          const [, renewed]: [unknown, number] = await ds.query(
            `UPDATE outbox SET lease_until = now() + make_interval(secs => $3) WHERE id = $1 AND status = 'sending' AND attempts = $2`,
            [outboxId, attempts, mailLeaseSeconds()],
          );
          if (renewed !== 1)
            throw new LeaseLostError(
              `outbox row ${outboxId}: lease lost before the final dot (another delivery took the mail over)`,
            );
        },
      },
    );
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    if (err instanceof LeaseLostError) return lostLease(message);
    if (isPermanentRefusal(err)) return giveUp(message);
    if (err instanceof MailUnacknowledgedError)
      logger.info(
        { outboxId },
        'no answer to the final dot: the mail is sent again (the receiver may get it twice)',
      );
    const next = afterFailure(
      { failures: claimed[0].failures, firstFailureAt: claimed[0].first_failure_at },
      message,
      new Date(),
      settings,
    );
    if (next.kind === 'dead') return giveUp(next.reason);
    const scheduled = await settle(
      `status = 'queued', queued_at = now(), lease_until = NULL, last_error = $3, failures = $4,
       first_failure_at = $5, next_attempt_at = $6`,
      [message, next.failures, next.firstFailureAt, next.at],
    );
    if (!scheduled) throw err;
    throw new MailRetryError(message, next.at, next.failures);
  }
  // The server answered 250: the mail is sent, whoever holds the row now (a delivery that took it
  // over cannot make it unsent: its own outcome needs status 'sending').
  // A password link's token is not kept once its mail is gone (the database keeps only its hash).
  await ds.query(
    `UPDATE outbox SET status = 'sent', sent_at = now(), lease_until = NULL, next_attempt_at = NULL, last_error = NULL, payload = payload - 'resetToken' WHERE id = $1 AND status <> 'sent'`,
    [outboxId],
  );
  return 'sent';
}

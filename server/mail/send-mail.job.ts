import type { ClientBase as PgClient } from 'pg';
import type { DataSource } from 'typeorm';
import { config } from '../core/config';
import { logger } from '../core/logger';
import type { MailIntent } from './mail-intent.types';
import { MailPermanentError } from './mail-errors';
import { renderOutboxMail } from './render-outbox-mail';
import { MailOutcomeUnknownError, type MailTransport } from './mail-transport';

export { MailPermanentError };

export const MAIL_QUEUE = 'mail';
/**
 * How long one delivery may hold an outbox row before another may take it over (MAIL_LEASE_SECONDS,
 * 60 by default). A delivery that outlives it cannot send any more (the hand-over checks the lease),
 * so it bounds how long the mails of a crashed worker wait, not whether they go out twice.
 */
const mailLeaseSeconds = () => config().MAIL_LEASE_SECONDS;

export interface MailJobData {
  outboxId: string;
}

/** Another delivery of the same row holds its lease: try again when the lease ends, never send twice. */
export class MailBusyError extends Error {
  constructor(
    message: string,
    readonly retryAt: Date,
  ) {
    super(message);
  }
}
/** This delivery's lease ran out before the hand-over: it stops, without the final dot. */
class LeaseLostError extends Error {}

interface ClaimedRow {
  payload: MailIntent & Record<string, unknown>;
  submission_id: string | null;
  attempts: number;
  handed_over: boolean;
}

/**
 * Sends one outbox mail, at most once, and never loses it to a crash:
 * 1. claim: the row becomes 'sending' with a lease, and `attempts` is this delivery's fencing token;
 * 2. SMTP up to the message's final dot (the server cannot have accepted it yet);
 * 3. hand-over: `sent_at` is committed, if this delivery still holds the lease; only then the dot;
 * 4. the server's answer: 'sent'.
 * A crash before 3 leaves a row that is sent again once the lease ends (the server dropped the
 * unfinished message). A crash after 3 leaves a row whose message the server has: the next claim
 * marks it sent without sending. The hand-over and the dot leave this process together (see
 * beforeFinalDot), so no crash falls between them. Same Message-ID on every attempt, so a receiver
 * can still tell a repeat.
 */
export async function deliverOutboxMail(
  ds: DataSource,
  transport: MailTransport,
  outboxId: string,
): Promise<'sent' | 'already-sent'> {
  // TypeORM answers an UPDATE … RETURNING with [rows, affected].
  const [claimed]: [ClaimedRow[], number] = await ds.query(
    `UPDATE outbox SET status = 'sending', lease_until = now() + make_interval(secs => $2), attempts = attempts + 1
     WHERE id = $1 AND (status IN ('pending', 'queued') OR (status = 'sending' AND lease_until < now()))
     RETURNING payload, submission_id, attempts, sent_at IS NOT NULL AS handed_over`,
    [outboxId, mailLeaseSeconds()],
  );
  if (claimed.length === 0) {
    const [row]: { status: string; lease_until: Date | null }[] = await ds.query(
      `SELECT status, lease_until FROM outbox WHERE id = $1`,
      [outboxId],
    );
    if (!row) throw new MailPermanentError(`outbox row ${outboxId} does not exist`);
    if (row.status === 'sent' || row.status === 'dead') return 'already-sent';
    throw new MailBusyError(
      `outbox row ${outboxId} is being sent by another delivery`,
      row.lease_until ?? new Date(Date.now() + 1_000),
    );
  }
  const { payload, submission_id: submissionId, attempts, handed_over: handedOver } = claimed[0];
  if (handedOver) {
    // The previous delivery sent the final dot and stopped before the server's answer was recorded.
    logger.warn(
      { outboxId },
      'outbox mail was handed to the SMTP server by a delivery that did not finish: counted as sent',
    );
    await ds.query(`UPDATE outbox SET status = 'sent', lease_until = NULL WHERE id = $1 AND attempts = $2`, [
      outboxId,
      attempts,
    ]);
    return 'already-sent';
  }
  let handOverCommitted = false;
  // A connection of its own for the hand-over, checked out before it: the hand-over must reach
  // PostgreSQL in the same instant as the dot, with no pool wait in between (see beforeFinalDot).
  // Each delivery holds at most one pooled connection at a time, so a small pool cannot deadlock.
  const runner = ds.createQueryRunner();
  const release = async () => {
    if (!runner.isReleased) await runner.release();
  };
  let handOver: Promise<{ rowCount: number | null }> | null = null;
  try {
    const mail = await renderOutboxMail(ds, payload, submissionId);
    await transport.send(
      {
        from: config().MAIL_FROM,
        to: payload.to === 'agency' ? config().AGENCY_EMAIL : payload.to,
        replyTo: payload.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
        messageId: `<outbox-${outboxId}@${new URL(config().PUBLIC_URL).hostname}>`,
        headers: {
          ...mail.headers,
          'X-Outbox-Id': outboxId,
          ...(submissionId ? { 'X-Submission-Id': submissionId } : {}),
        },
      },
      {
        beforeFinalDot: async () => {
          await runner.connect();
          const pg = (runner as unknown as { databaseConnection: PgClient }).databaseConnection;
          // First make sure the lease is still ours and long enough (awaited)…
          const renewed = await pg.query(
            `UPDATE outbox SET lease_until = now() + make_interval(secs => $3) WHERE id = $1 AND status = 'sending' AND attempts = $2 AND lease_until > now()`,
            [outboxId, attempts, mailLeaseSeconds()],
          );
          if (renewed.rowCount !== 1)
            throw new LeaseLostError(`outbox row ${outboxId}: lease lost before the hand-over`);
          // …then write the hand-over and let the dot go in the same instant, without waiting for
          // PostgreSQL's answer: both are on their sockets within microseconds. PostgreSQL commits a
          // statement it has received even if this process dies right after; the SMTP server
          // accepts a message whose dot it has received. A crash can no longer fall between them.
          handOver = pg.query(
            `UPDATE outbox SET sent_at = now() WHERE id = $1 AND status = 'sending' AND attempts = $2`,
            [outboxId, attempts],
          );
          handOver.catch(() => undefined);
          handOverCommitted = true;
        },
      },
    );
    const written = await (handOver as Promise<{ rowCount: number | null }> | null);
    await release();
    if (written && written.rowCount !== 1)
      logger.error({ outboxId }, 'hand-over not recorded after the dot: the mail may be sent again');
  } catch (err) {
    if (handOver) await (handOver as Promise<unknown>).catch(() => undefined);
    await release();
    if (err instanceof MailOutcomeUnknownError) {
      // The dot went out and the answer did not come back: like a crash after the hand-over.
      logger.warn({ outboxId, err: err.message }, 'no answer after the final dot: counted as sent');
    } else {
      const message = err instanceof Error ? err.message : String(err);
      // The server refused the finished message, or it never got the dot: not delivered.
      await ds.query(
        `UPDATE outbox SET status = $2, lease_until = NULL, sent_at = NULL, last_error = $3 WHERE id = $1 AND attempts = $4`,
        [outboxId, err instanceof MailPermanentError ? 'dead' : 'queued', message.slice(0, 2000), attempts],
      );
      throw err;
    }
  } finally {
    await release();
  }
  if (!handOverCommitted) throw new Error('the mail transport finished without the hand-over');
  // A password link's token is not kept once its mail is gone (the database keeps only its hash).
  await ds.query(
    `UPDATE outbox SET status = 'sent', sent_at = now(), lease_until = NULL, last_error = NULL, payload = payload - 'resetToken' WHERE id = $1 AND attempts = $2`,
    [outboxId, attempts],
  );
  return 'sent';
}

/** After the last retry: the row is dead (visible in the queue dashboard and the table). */
export async function markOutboxDead(ds: DataSource, outboxId: string, reason: string): Promise<void> {
  await ds.query(
    `UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = $2 WHERE id = $1 AND status <> 'sent'`,
    [outboxId, reason.slice(0, 2000)],
  );
}

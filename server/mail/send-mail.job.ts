import type { Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import { propertySummary } from '../catalog/property-summary.service';
import { config, SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import type { MailIntent } from '../forms/mail-intent';
import type { MailSubmission } from './mail-template';
import { MAIL_TEMPLATES } from './mail-templates';

export const MAIL_QUEUE = 'mail';
/** How long one delivery may hold an outbox row before another may take it over. */
export const MAIL_LEASE_SECONDS = 120;

export interface MailJobData {
  outboxId: string;
}

/** Another delivery of the same row is in progress: retry later, never send twice. */
export class MailBusyError extends Error {}
/** The row can never be sent (unknown template, bad address): no retry. */
export class MailPermanentError extends Error {}

interface ClaimedRow {
  payload: MailIntent & Record<string, unknown>;
  submission_id: string | null;
}

/**
 * Sends one outbox mail, at most once: the row is claimed with a lease, sent with a Message-ID
 * derived from its id, and marked sent. A second delivery of the job finds it sent and does
 * nothing. (A crash between the SMTP answer and the commit is the one window left; it is as
 * short as one UPDATE.)
 */
export async function deliverOutboxMail(ds: DataSource, transport: Transporter, outboxId: string): Promise<'sent' | 'already-sent'> {
  // TypeORM answers an UPDATE … RETURNING with [rows, affected].
  const [claimed]: [ClaimedRow[], number] = await ds.query(
    `UPDATE outbox SET status = 'sending', lease_until = now() + make_interval(secs => $2), attempts = attempts + 1
     WHERE id = $1 AND (status IN ('pending', 'queued') OR (status = 'sending' AND lease_until < now()))
     RETURNING payload, submission_id`,
    [outboxId, MAIL_LEASE_SECONDS],
  );
  if (claimed.length === 0) {
    const [row]: { status: string }[] = await ds.query(`SELECT status FROM outbox WHERE id = $1`, [outboxId]);
    if (!row) throw new MailPermanentError(`outbox row ${outboxId} does not exist`);
    if (row.status === 'sent' || row.status === 'dead') return 'already-sent';
    throw new MailBusyError(`outbox row ${outboxId} is being sent by another delivery`);
  }
  const { payload, submission_id: submissionId } = claimed[0];
  try {
    const mail = await renderOutboxMail(ds, payload, submissionId);
    await transport.sendMail({
      from: config().MAIL_FROM,
      to: payload.to === 'agency' ? config().AGENCY_EMAIL : payload.to,
      replyTo: payload.replyTo ?? undefined,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments,
      messageId: `<outbox-${outboxId}@${new URL(config().PUBLIC_URL).hostname}>`,
      headers: { ...mail.headers, 'X-Outbox-Id': outboxId, ...(submissionId ? { 'X-Submission-Id': submissionId } : {}) },
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await ds.query(`UPDATE outbox SET status = $2, lease_until = NULL, last_error = $3 WHERE id = $1`, [outboxId, err instanceof MailPermanentError ? 'dead' : 'queued', message.slice(0, 2000)]);
    throw err;
  }
  await ds.query(`UPDATE outbox SET status = 'sent', sent_at = now(), lease_until = NULL, last_error = NULL WHERE id = $1`, [outboxId]);
  return 'sent';
}

async function renderOutboxMail(ds: DataSource, payload: MailIntent & Record<string, unknown>, submissionId: string | null) {
  const template = MAIL_TEMPLATES[payload.template];
  if (!template) throw new MailPermanentError(`unknown mail template "${payload.template}"`);
  const lang: LanguageCode = (SUPPORTED_LANGUAGES as readonly string[]).includes(payload.lang) ? payload.lang : config().DEFAULT_LANGUAGE;
  let submission: MailSubmission | null = null;
  let propertyId: number | null = typeof payload.propertyId === 'number' ? payload.propertyId : null;
  if (submissionId) {
    const [row]: { id: string; form: string; lang: LanguageCode; fields: Record<string, unknown>; page_url: string | null; created_at: Date; property_id: number | null }[] = await ds.query(
      `SELECT id, form, lang, fields, page_url, created_at, property_id FROM form_submission WHERE id = $1`,
      [submissionId],
    );
    if (row) {
      submission = { id: row.id, form: row.form, lang: row.lang, fields: row.fields, pageUrl: row.page_url, createdAt: row.created_at };
      propertyId ??= row.property_id;
    }
  }
  const property = propertyId !== null ? await propertySummary(ds, propertyId, lang) : null;
  return template({ lang, submission, property, payload, baseUrl: config().PUBLIC_URL });
}

/** After the last retry: the row is dead (visible in the queue dashboard and the table). */
export async function markOutboxDead(ds: DataSource, outboxId: string, reason: string): Promise<void> {
  await ds.query(`UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = $2 WHERE id = $1 AND status <> 'sent'`, [outboxId, reason.slice(0, 2000)]);
}

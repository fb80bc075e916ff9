import type { EntityManager } from 'typeorm';
import { MAIL_TOPIC } from './mail-intent.types';
import type { OutboxStatus } from './outbox.entity';

/**
 * Outbox rows for tests, in the states a delivery can leave them in. The site's own writers are in
 * outbox.service.ts; tests that need a row in a given state (mid-send, queued long ago, dead) make
 * it here, so the table's columns are named by mail alone.
 */
export interface TestOutboxRow {
  /** The recipient: an address, or 'agency'. */
  to: string;
  /** Default: the contact form's confirmation, which renders without a submission. */
  template?: string;
  lang?: string;
  /** More of the payload (e.g. `expiresAt`). */
  payload?: Record<string, unknown>;
  status?: OutboxStatus;
  attempts?: number;
  failures?: number;
  queuedAt?: Date | null;
  leaseUntil?: Date | null;
  nextAttemptAt?: Date | null;
  sentAt?: Date | null;
  lastError?: string | null;
}

/** Inserts one outbox row; resolves with its id. */
export async function insertOutboxRow(q: Pick<EntityManager, 'query'>, row: TestOutboxRow): Promise<string> {
  const [{ id }]: { id: string }[] = await q.query(
    `INSERT INTO outbox (topic, payload, status, attempts, failures, queued_at, lease_until, next_attempt_at, sent_at, last_error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::text`,
    [
      MAIL_TOPIC,
      JSON.stringify({
        template: row.template ?? 'site-contact.confirmation',
        to: row.to,
        lang: row.lang ?? 'en',
        ...row.payload,
      }),
      row.status ?? 'pending',
      row.attempts ?? 0,
      row.failures ?? 0,
      row.queuedAt ?? null,
      row.leaseUntil ?? null,
      row.nextAttemptAt ?? null,
      row.sentAt ?? null,
      row.lastError ?? null,
    ],
  );
  return id;
}

export interface OutboxRowState {
  status: OutboxStatus;
  attempts: number;
  failures: number;
  last_error: string | null;
  next_attempt_at: Date | null;
}

/** The delivery columns of one row. */
export async function outboxRowState(q: Pick<EntityManager, 'query'>, id: string): Promise<OutboxRowState> {
  const [row]: OutboxRowState[] = await q.query(
    `SELECT status, attempts, failures, last_error, next_attempt_at FROM outbox WHERE id = $1`,
    [id],
  );
  return row;
}

/**
 * The address of the agent who manages a listing, read from the tables: a mail about the listing
 * goes there, the agency's address in copy. Fails when the listing has none (the test would then
 * not show the routing it means to).
 */
export async function agentEmailInTables(
  db: Pick<EntityManager, 'query'>,
  propertyId: number,
): Promise<string> {
  const [row]: { email: string | null }[] = await db.query(
    `SELECT a.email FROM property p JOIN agent a ON a.id = p.manager_id WHERE p.id = $1`,
    [propertyId],
  );
  if (!row?.email) throw new Error(`listing ${propertyId} has no agent with an e-mail address`);
  return row.email;
}

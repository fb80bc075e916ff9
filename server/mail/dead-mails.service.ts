import type { DataSource, EntityManager } from 'typeorm';
import type { OutboxStatus } from './outbox.entity';

/**
 * Dead mails, for staff: those the SMTP server refused for good, that expired, that could not be
 * written, or that still failed after MAIL_RETRY_HOURS. Staff send them again from the queue
 * dashboard (its retry runs the mail job, which claims the dead row) or with `npm run mail:retry`
 * (which revives the rows here, for the relay to offer). Both start a fresh retry period the same
 * way: `freshRetryPeriod`.
 */

export interface DeadMail {
  id: string;
  template: string | null;
  /** An address, or 'agency'. */
  recipient: string | null;
  failures: number;
  createdAt: Date;
  lastError: string | null;
}

/**
 * SQL assignments that give a row sent again a fresh retry period when `condition` holds (its
 * failures forgotten), for an UPDATE of `outbox` under `alias`.
 */
export const freshRetryPeriod = (condition: string, alias: string): string =>
  `failures = CASE WHEN ${condition} THEN 0 ELSE ${alias}.failures END,
   first_failure_at = CASE WHEN ${condition} THEN NULL ELSE ${alias}.first_failure_at END`;

const COLUMNS = `id::text, payload->>'template' AS template, payload->>'to' AS recipient, failures,
                 created_at AS "createdAt", last_error AS "lastError"`;

/** The dead mails, oldest first, at most `limit`. */
export async function listDeadMails(q: Pick<EntityManager, 'query'>, limit = 1_000): Promise<DeadMail[]> {
  return q.query(`SELECT ${COLUMNS} FROM outbox WHERE status = 'dead' ORDER BY id LIMIT $1`, [limit]);
}

/**
 * Puts these dead mails (or all of them) back as new: the relay offers them to the worker at once,
 * which sends them with a fresh retry period. Rows that are not dead are left as they are. Resolves
 * with the mails revived, in id order.
 */
export async function reviveDeadMails(ds: DataSource, ids: readonly string[] | 'all'): Promise<DeadMail[]> {
  const revived: DeadMail[] = await ds.transaction(async (manager) => {
    const [rows]: [DeadMail[], number] = await manager.query(
      `UPDATE outbox o SET status = 'pending', next_attempt_at = NULL, lease_until = NULL,
         ${freshRetryPeriod('true', 'o')}
       WHERE status = 'dead' AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[]))
       RETURNING ${COLUMNS}`,
      [ids === 'all' ? null : ids],
    );
    // Wakes the relay now instead of at its next poll.
    if (rows.length > 0) await manager.query(`SELECT pg_notify('outbox_pending', '')`);
    return rows;
  });
  return revived.sort((a, b) => Number(a.id) - Number(b.id));
}

/** The status of each of these mails that exists (to tell staff why one was not revived). */
export async function mailStatuses(
  q: Pick<EntityManager, 'query'>,
  ids: readonly string[],
): Promise<Map<string, OutboxStatus>> {
  const rows: { id: string; status: OutboxStatus }[] = await q.query(
    `SELECT id::text, status FROM outbox WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

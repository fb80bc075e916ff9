import type { EntityManager } from 'typeorm';

export interface MailBacklog {
  /** Mails not sent yet: new, queued, being sent, or waiting for their next try. */
  waiting: number;
  /** Mails given up: refused for good, expired, or still failing after the retry period. */
  dead: number;
}

/**
 * How many mails wait and how many are dead. Read from the partial index of unsent rows alone
 * (`outbox_unsent_idx`), so it costs what the backlog is, not what the outbox has ever sent:
 * cheap enough for every readiness probe.
 */
export async function mailBacklog(q: Pick<EntityManager, 'query'>): Promise<MailBacklog> {
  const [row]: MailBacklog[] = await q.query(
    `SELECT count(*) FILTER (WHERE status <> 'dead')::int AS waiting,
            count(*) FILTER (WHERE status = 'dead')::int AS dead
     FROM outbox WHERE status <> 'sent'`,
  );
  return row;
}

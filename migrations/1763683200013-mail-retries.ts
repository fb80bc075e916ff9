import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mails outlast an SMTP outage: a failed delivery is tried again with a capped exponential backoff
 * for MAIL_RETRY_HOURS, and the schedule lives on the row (Redis may lose its delayed jobs; the
 * relay then re-offers the row at its `next_attempt_at`). `failures` counts the failed deliveries
 * since the mail was last offered (it sets the next delay); `first_failure_at` starts the retry
 * period. Adding nullable columns and ones with a constant default rewrites nothing.
 */
export class MailRetries1763683200013 implements MigrationInterface {
  name = 'MailRetries1763683200013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE outbox
        ADD COLUMN failures int NOT NULL DEFAULT 0,
        ADD COLUMN first_failure_at timestamptz,
        ADD COLUMN next_attempt_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE outbox
        DROP COLUMN IF EXISTS next_attempt_at,
        DROP COLUMN IF EXISTS first_failure_at,
        DROP COLUMN IF EXISTS failures`);
  }
}

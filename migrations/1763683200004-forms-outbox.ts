import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitors' form submissions and the transactional outbox that turns them into mails. A submission
 * and its outbox rows are written in one transaction: once the visitor sees success, the mails
 * will be sent even if Redis, SMTP or the worker is down at that moment.
 */
export class FormsOutbox1763683200004 implements MigrationInterface {
  name = 'FormsOutbox1763683200004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE form_submission (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        form text NOT NULL,
        lang text NOT NULL,
        property_id int,
        email text,
        fields jsonb NOT NULL,
        page_url text,
        referrer text,
        utm_source text,
        analytics_consent boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT form_submission_property_id_fkey FOREIGN KEY (property_id) REFERENCES property(id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX form_submission_form_created_idx ON form_submission (form, created_at)`);
    await q.query(`CREATE INDEX form_submission_property_idx ON form_submission (property_id)`);

    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        submission_id uuid,
        topic text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        lease_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        queued_at timestamptz,
        sent_at timestamptz,
        CONSTRAINT outbox_status_check CHECK (status IN ('pending', 'queued', 'sending', 'sent', 'dead')),
        CONSTRAINT outbox_submission_id_fkey FOREIGN KEY (submission_id) REFERENCES form_submission(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX outbox_unsent_idx ON outbox (status, id) WHERE status <> 'sent'`);
    await q.query(`CREATE INDEX outbox_submission_idx ON outbox (submission_id)`);
    // Wakes the relay at commit instead of making it poll fast.
    await q.query(`
      CREATE FUNCTION notify_outbox_pending() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox_pending', '');
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER outbox_pending_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox_pending()`,
    );

    // Captcha solutions already used: a solved challenge is good for one submission only.
    await q.query(`
      CREATE TABLE captcha_spent (
        signature text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX captcha_spent_expires_idx ON captcha_spent (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS captcha_spent`);
    await q.query(`DROP TRIGGER IF EXISTS outbox_pending_notify ON outbox`);
    await q.query(`DROP FUNCTION IF EXISTS notify_outbox_pending()`);
    await q.query(`DROP TABLE IF EXISTS outbox`);
    await q.query(`DROP TABLE IF EXISTS form_submission`);
  }
}

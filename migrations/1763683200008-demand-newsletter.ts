import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The demand register ("keep me informed") with the listings already mailed to each registrant,
 * the newsletter subscribers (double opt-in), and the unsubscribe tokens of the mails. Tokens are
 * stored as SHA-256 hashes: the raw token only travels in the mail (and its outbox row).
 */
export class DemandNewsletter1763683200008 implements MigrationInterface {
  name = 'DemandNewsletter1763683200008';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE demand_registration (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        submission_id uuid,
        email text NOT NULL,
        first_name text NOT NULL,
        lang text NOT NULL,
        goal smallint NOT NULL,
        type_ids int[] NOT NULL,
        city_ids int[] NOT NULL,
        zips text[] NOT NULL,
        price_min int,
        price_max int,
        min_bedrooms int,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        unsubscribed_at timestamptz,
        CONSTRAINT demand_registration_goal_check CHECK (goal IN (0, 1)),
        CONSTRAINT demand_registration_price_check CHECK (price_min IS NULL OR price_max IS NULL OR price_min <= price_max),
        CONSTRAINT demand_registration_submission_id_fkey FOREIGN KEY (submission_id) REFERENCES form_submission(id) ON DELETE SET NULL
      )`);
    // Matching reads the active registrations of one goal.
    await q.query(`CREATE INDEX demand_registration_active_idx ON demand_registration (goal) WHERE active`);
    await q.query(`CREATE INDEX demand_registration_email_idx ON demand_registration (email)`);

    // One row per (registrant, listing) ever mailed: the unique pair is what makes it once.
    await q.query(`
      CREATE TABLE demand_notification (
        registration_id uuid NOT NULL,
        property_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT demand_notification_pkey PRIMARY KEY (registration_id, property_id),
        CONSTRAINT demand_notification_registration_id_fkey FOREIGN KEY (registration_id) REFERENCES demand_registration(id) ON DELETE CASCADE,
        CONSTRAINT demand_notification_property_id_fkey FOREIGN KEY (property_id) REFERENCES property(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX demand_notification_property_idx ON demand_notification (property_id)`);

    await q.query(`
      CREATE TABLE newsletter_subscriber (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text,
        lang text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        confirm_token_hash text,
        confirm_expires_at timestamptz,
        confirm_sent_at timestamptz,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT newsletter_subscriber_email_unique UNIQUE (email),
        CONSTRAINT newsletter_subscriber_confirm_token_unique UNIQUE (confirm_token_hash),
        CONSTRAINT newsletter_subscriber_status_check CHECK (status IN ('pending', 'confirmed', 'unsubscribed'))
      )`);

    // Each mail with an unsubscribe link carries its own token; it names what it stops.
    await q.query(`
      CREATE TABLE unsubscribe_token (
        token_hash text PRIMARY KEY,
        demand_registration_id uuid,
        newsletter_subscriber_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT unsubscribe_token_target_check CHECK ((demand_registration_id IS NULL) <> (newsletter_subscriber_id IS NULL)),
        CONSTRAINT unsubscribe_token_demand_registration_id_fkey FOREIGN KEY (demand_registration_id) REFERENCES demand_registration(id) ON DELETE CASCADE,
        CONSTRAINT unsubscribe_token_newsletter_subscriber_id_fkey FOREIGN KEY (newsletter_subscriber_id) REFERENCES newsletter_subscriber(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX unsubscribe_token_demand_idx ON unsubscribe_token (demand_registration_id)`);
    await q.query(
      `CREATE INDEX unsubscribe_token_newsletter_idx ON unsubscribe_token (newsletter_subscriber_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS unsubscribe_token`);
    await q.query(`DROP TABLE IF EXISTS newsletter_subscriber`);
    await q.query(`DROP TABLE IF EXISTS demand_notification`);
    await q.query(`DROP TABLE IF EXISTS demand_registration`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Watched listings and the links of alert mails.
 *
 * `listing_watch`: an address that asked to hear about one listing (a lower price, a change of
 * availability, new visit slots), double opt-in like a saved search, with its own mark of the
 * newest listing change it was told of.
 *
 * `alert_link_token`: the links of one alert mail, which speaks for every search and watch of its
 * address: 'manage' opens the page where each can be changed, paused or deleted; 'unsubscribe'
 * stops them all (RFC 8058 one-click). Only the token's SHA-256 is stored.
 */
export class ListingWatch1763683200027 implements MigrationInterface {
  name = 'ListingWatch1763683200027';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE listing_watch (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        submission_id uuid,
        property_id int NOT NULL,
        email text NOT NULL,
        lang text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        confirm_token_hash text,
        confirm_expires_at timestamptz,
        confirmed_at timestamptz,
        paused_at timestamptz,
        last_change_id bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        unsubscribed_at timestamptz,
        CONSTRAINT listing_watch_pkey PRIMARY KEY (id),
        CONSTRAINT listing_watch_submission_id_fkey FOREIGN KEY (submission_id) REFERENCES form_submission(id) ON DELETE SET NULL,
        CONSTRAINT listing_watch_property_id_fkey FOREIGN KEY (property_id) REFERENCES property(id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX listing_watch_property_idx ON listing_watch (property_id) WHERE active AND confirmed_at IS NOT NULL`,
    );
    await q.query(`CREATE INDEX listing_watch_email_idx ON listing_watch (email)`);
    await q.query(
      `CREATE UNIQUE INDEX listing_watch_confirm_token_idx ON listing_watch (confirm_token_hash)`,
    );
    await q.query(
      `CREATE INDEX listing_watch_unconfirmed_idx ON listing_watch (confirm_expires_at) WHERE confirmed_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE alert_link_token (
        token_hash text NOT NULL,
        email text NOT NULL,
        purpose text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CONSTRAINT alert_link_token_pkey PRIMARY KEY (token_hash),
        CONSTRAINT alert_link_token_purpose_check CHECK (purpose IN ('manage', 'unsubscribe'))
      )`);
    await q.query(`CREATE INDEX alert_link_token_email_idx ON alert_link_token (email, created_at)`);
    await q.query(`CREATE INDEX alert_link_token_expires_idx ON alert_link_token (expires_at)`);
    // The alert run looks searches up by address and by how far they were told.
    await q.query(
      `CREATE INDEX demand_registration_due_idx ON demand_registration (frequency, email) WHERE active AND confirmed_at IS NOT NULL AND paused_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX demand_registration_due_idx`);
    await q.query(`DROP TABLE alert_link_token`);
    await q.query(`DROP TABLE listing_watch`);
  }
}

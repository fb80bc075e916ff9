import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The buyers' area.
 *
 * `buyer`: a person who logged in with a link mailed to their address (no password); the address
 * is the account. `buyer_favourite`: the listings a logged-in buyer keeps, carried across devices
 * (a browser keeps its own without an account).
 *
 * `property_event` gains the kind 'favourite': a listing made a favourite, counted once per
 * anonymous visitor, listing and day like views (no identity is stored).
 */
export class BuyersArea1763683200029 implements MigrationInterface {
  name = 'BuyersArea1763683200029';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE buyer (
        id serial NOT NULL,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT buyer_pkey PRIMARY KEY (id),
        CONSTRAINT buyer_email_key UNIQUE (email),
        CONSTRAINT buyer_email_check CHECK (email = lower(email) AND length(email) <= 254)
      )`);
    await q.query(`
      CREATE TABLE buyer_favourite (
        buyer_id int NOT NULL,
        property_id int NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT buyer_favourite_pkey PRIMARY KEY (buyer_id, property_id),
        CONSTRAINT buyer_favourite_buyer_id_fkey FOREIGN KEY (buyer_id) REFERENCES buyer(id) ON DELETE CASCADE,
        CONSTRAINT buyer_favourite_property_id_fkey FOREIGN KEY (property_id) REFERENCES property(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX buyer_favourite_property_idx ON buyer_favourite (property_id)`);
    await q.query(`ALTER TABLE property_event DROP CONSTRAINT property_event_kind_check`);
    await q.query(`
      ALTER TABLE property_event ADD CONSTRAINT property_event_kind_check
        CHECK (kind IN ('impression', 'view', 'enquiry', 'visit', 'offer', 'media_online', 'favourite'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM property_event WHERE kind = 'favourite'`);
    await q.query(`DELETE FROM property_daily_stat WHERE kind = 'favourite'`);
    await q.query(`ALTER TABLE property_event DROP CONSTRAINT property_event_kind_check`);
    await q.query(`
      ALTER TABLE property_event ADD CONSTRAINT property_event_kind_check
        CHECK (kind IN ('impression', 'view', 'enquiry', 'visit', 'offer', 'media_online'))`);
    await q.query(`DROP TABLE IF EXISTS buyer_favourite`);
    await q.query(`DROP TABLE IF EXISTS buyer`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owners' portal: sessions (only a hash of the cookie's token is stored), single-use password
 * reset links (hash too), failed-login counters per account and per address (the growing delay;
 * in PostgreSQL so every API process sees them and a restart forgets nothing), and an index for an owner's timeline: the few events that are not page
 * views or list impressions (visits, communications, media online, price and status changes),
 * newest first, without reading the thousands of views around them.
 */
export class OwnerPortal1763683200011 implements MigrationInterface {
  name = 'OwnerPortal1763683200011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE owner_session (
        token_hash bytea PRIMARY KEY,
        owner_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CONSTRAINT owner_session_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES owner(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX owner_session_owner_idx ON owner_session (owner_id)`);
    await q.query(`CREATE INDEX owner_session_expires_idx ON owner_session (expires_at)`);
    await q.query(`
      CREATE TABLE owner_password_reset (
        token_hash bytea PRIMARY KEY,
        owner_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT owner_password_reset_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES owner(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX owner_password_reset_owner_idx ON owner_password_reset (owner_id)`);
    await q.query(`
      CREATE TABLE login_throttle (
        key text PRIMARY KEY,
        failures int NOT NULL,
        last_failure_at timestamptz NOT NULL,
        blocked_until timestamptz
      )`);
    await q.query(`
      CREATE INDEX property_event_milestone_idx ON property_event (property_id, occurred_at)
      WHERE kind NOT IN ('view', 'impression')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS property_event_milestone_idx`);
    await q.query(`DROP TABLE IF EXISTS login_throttle`);
    await q.query(`DROP TABLE IF EXISTS owner_password_reset`);
    await q.query(`DROP TABLE IF EXISTS owner_session`);
  }
}

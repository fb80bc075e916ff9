import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One session table for every role (owners now, staff and buyers next), the role on the session;
 * single-use password links for any role with a password; single-use login links mailed to an
 * address (the buyers' login). Owners' sessions and open reset links carry over as the owner role's.
 * Tokens are stored only as their SHA-256. The session and link rows name the account by its id
 * in its role's own table, without a foreign key: the role's module ends them when it removes one.
 */
export class Accounts1763683200023 implements MigrationInterface {
  name = 'Accounts1763683200023';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE account_session (
        token_hash bytea PRIMARY KEY,
        role text NOT NULL CONSTRAINT account_session_role_check CHECK (role IN ('owner', 'staff', 'buyer')),
        account_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX account_session_account_idx ON account_session (role, account_id)`);
    await q.query(`CREATE INDEX account_session_expires_idx ON account_session (expires_at)`);
    await q.query(`
      INSERT INTO account_session (token_hash, role, account_id, created_at, last_seen_at, expires_at)
      SELECT token_hash, 'owner', owner_id, created_at, last_seen_at, expires_at FROM owner_session`);
    await q.query(`DROP TABLE owner_session`);

    await q.query(`
      CREATE TABLE password_link (
        token_hash bytea PRIMARY KEY,
        role text NOT NULL CONSTRAINT password_link_role_check CHECK (role IN ('owner', 'staff')),
        account_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX password_link_account_idx ON password_link (role, account_id)`);
    await q.query(`
      INSERT INTO password_link (token_hash, role, account_id, created_at, expires_at, used_at)
      SELECT token_hash, 'owner', owner_id, created_at, expires_at, used_at FROM owner_password_reset`);
    await q.query(`DROP TABLE owner_password_reset`);

    await q.query(`
      CREATE TABLE login_link (
        token_hash bytea PRIMARY KEY,
        role text NOT NULL CONSTRAINT login_link_role_check CHECK (role IN ('owner', 'staff', 'buyer')),
        email text NOT NULL CONSTRAINT login_link_email_check CHECK (email = lower(email)),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX login_link_expires_idx ON login_link (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS login_link`);
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
      INSERT INTO owner_password_reset (token_hash, owner_id, created_at, expires_at, used_at)
      SELECT l.token_hash, l.account_id, l.created_at, l.expires_at, l.used_at FROM password_link l
      JOIN owner o ON o.id = l.account_id WHERE l.role = 'owner'`);
    await q.query(`DROP TABLE password_link`);
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
      INSERT INTO owner_session (token_hash, owner_id, created_at, last_seen_at, expires_at)
      SELECT s.token_hash, s.account_id, s.created_at, s.last_seen_at, s.expires_at FROM account_session s
      JOIN owner o ON o.id = s.account_id WHERE s.role = 'owner'`);
    await q.query(`DROP TABLE account_session`);
  }
}

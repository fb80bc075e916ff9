import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The demand register becomes double opt-in: a registration is pending until the link of its
 * confirmation mail is followed, and alerts go only to confirmed ones (anyone can type anyone's
 * address into the form). Only the link token's SHA-256 is stored; it is kept after confirmation
 * so a second click is answered kindly. Registrations already here were made under the old rules
 * and stay as they are: they count as confirmed when they were made.
 */
export class DemandConfirmation1763683200016 implements MigrationInterface {
  name = 'DemandConfirmation1763683200016';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE demand_registration
        ADD COLUMN confirm_token_hash text,
        ADD COLUMN confirm_expires_at timestamptz,
        ADD COLUMN confirmed_at timestamptz,
        ADD CONSTRAINT demand_registration_confirm_token_unique UNIQUE (confirm_token_hash)`);
    await q.query(`UPDATE demand_registration SET confirmed_at = created_at`);
    // Matching reads the confirmed, active registrations of one goal.
    await q.query(`DROP INDEX demand_registration_active_idx`);
    await q.query(
      `CREATE INDEX demand_registration_active_idx ON demand_registration (goal) WHERE active AND confirmed_at IS NOT NULL`,
    );
    // The clean-up of registrations never confirmed reads them by the expiry of their link.
    await q.query(
      `CREATE INDEX demand_registration_unconfirmed_idx ON demand_registration (confirm_expires_at) WHERE confirmed_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Unconfirmed registrations would become active under the old rules: they go.
    await q.query(`DELETE FROM demand_registration WHERE confirmed_at IS NULL`);
    await q.query(`DROP INDEX demand_registration_unconfirmed_idx`);
    await q.query(`DROP INDEX demand_registration_active_idx`);
    await q.query(`CREATE INDEX demand_registration_active_idx ON demand_registration (goal) WHERE active`);
    await q.query(`
      ALTER TABLE demand_registration
        DROP CONSTRAINT demand_registration_confirm_token_unique,
        DROP COLUMN confirm_token_hash,
        DROP COLUMN confirm_expires_at,
        DROP COLUMN confirmed_at`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A demand registration becomes a saved search: the demand register's form is one way to make one.
 * It gains what the list pages filter on beyond the register's fields (living area, energy label),
 * a name, how often it mails (instant, daily, weekly) and a pause, and the newest listing change
 * its digests have told it of (`last_change_id`: a digest tells each change once). Registrations
 * already here keep their choices and mail as they did: instantly, without a name, not paused, and
 * caught up with the changes so far. The alerts now follow the listing changes (each change told
 * once, by `last_change_id`), so the table of listings announced per registration goes; going back
 * brings it back empty, and a listing already announced may then be announced again when the
 * import next touches it.
 */
export class SavedSearchModel1763683200026 implements MigrationInterface {
  name = 'SavedSearchModel1763683200026';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE demand_registration
        ADD COLUMN name text,
        ADD COLUMN frequency text NOT NULL DEFAULT 'instant',
        ADD COLUMN min_living_area integer,
        ADD COLUMN max_energy_rank smallint,
        ADD COLUMN paused_at timestamptz,
        ADD COLUMN last_change_id bigint NOT NULL DEFAULT 0,
        ADD CONSTRAINT demand_registration_frequency_check CHECK (frequency IN ('instant', 'daily', 'weekly')),
        ADD CONSTRAINT demand_registration_energy_rank_check CHECK (max_energy_rank BETWEEN 0 AND 7),
        ADD CONSTRAINT demand_registration_living_area_check CHECK (min_living_area > 0)`);
    await q.query(
      `UPDATE demand_registration SET last_change_id = (SELECT coalesce(max(id), 0) FROM listing_change)`,
    );
    await q.query(`DROP TABLE demand_notification`);
  }

  async down(q: QueryRunner): Promise<void> {
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
      ALTER TABLE demand_registration
        DROP CONSTRAINT demand_registration_living_area_check,
        DROP CONSTRAINT demand_registration_energy_rank_check,
        DROP CONSTRAINT demand_registration_frequency_check,
        DROP COLUMN last_change_id,
        DROP COLUMN paused_at,
        DROP COLUMN max_energy_rank,
        DROP COLUMN min_living_area,
        DROP COLUMN frequency,
        DROP COLUMN name`);
  }
}

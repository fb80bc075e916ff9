import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Appointment booking: bookable slots per listing, each with a capacity, and the appointments
 * taken in them. `booked` is kept on the slot (not counted) so that a booking is one conditional
 * UPDATE: the row lock serializes concurrent bookings of one slot, and the CHECK makes
 * overbooking impossible whatever the code does.
 */
export class Appointments1763683200006 implements MigrationInterface {
  name = 'Appointments1763683200006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE appointment_slot (
        id serial PRIMARY KEY,
        property_id int NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        capacity int NOT NULL,
        booked int NOT NULL DEFAULT 0,
        CONSTRAINT appointment_slot_property_id_fkey FOREIGN KEY (property_id) REFERENCES property(id) ON DELETE CASCADE,
        CONSTRAINT appointment_slot_property_start_unique UNIQUE (property_id, starts_at),
        CONSTRAINT appointment_slot_booked_check CHECK (booked >= 0 AND booked <= capacity),
        CONSTRAINT appointment_slot_times_check CHECK (ends_at > starts_at)
      )`);

    await q.query(`
      CREATE TABLE appointment (
        id uuid PRIMARY KEY,
        slot_id int NOT NULL,
        submission_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'confirmed',
        cancel_token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        cancelled_at timestamptz,
        CONSTRAINT appointment_slot_id_fkey FOREIGN KEY (slot_id) REFERENCES appointment_slot(id) ON DELETE CASCADE,
        CONSTRAINT appointment_submission_id_fkey FOREIGN KEY (submission_id) REFERENCES form_submission(id) ON DELETE CASCADE,
        CONSTRAINT appointment_cancel_token_hash_unique UNIQUE (cancel_token_hash),
        CONSTRAINT appointment_status_check CHECK (status IN ('confirmed', 'cancelled'))
      )`);
    await q.query(`CREATE INDEX appointment_slot_idx ON appointment (slot_id)`);
    await q.query(`CREATE INDEX appointment_submission_idx ON appointment (submission_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS appointment`);
    await q.query(`DROP TABLE IF EXISTS appointment_slot`);
  }
}

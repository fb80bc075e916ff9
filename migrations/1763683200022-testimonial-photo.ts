import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploads of more than one kind: a testimonial's photo beside the job contact's CV. Existing rows
 * are CVs; a submission takes only uploads of its own kind.
 */
export class TestimonialPhoto1763683200022 implements MigrationInterface {
  name = 'TestimonialPhoto1763683200022';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE upload ADD COLUMN kind text NOT NULL DEFAULT 'cv'`);
    await q.query(`ALTER TABLE upload ADD CONSTRAINT upload_kind_check CHECK (kind IN ('cv', 'photo'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE upload DROP COLUMN IF EXISTS kind`);
  }
}

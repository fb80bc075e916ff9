import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files visitors upload before sending a form (the job contact's CV), and the link from a
 * testimonial to the submission it came from (the author's e-mail stays there, never published).
 */
export class TestimonialJobUploads1763683200009 implements MigrationInterface {
  name = 'TestimonialJobUploads1763683200009';

  async up(q: QueryRunner): Promise<void> {
    // The id is the only key a visitor holds: a random uuid (122 bits), never listed anywhere.
    // `path` is a random file name under UPLOAD_DIR, outside the web root.
    await q.query(`
      CREATE TABLE upload (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        path text NOT NULL,
        mime text NOT NULL,
        size int NOT NULL,
        original_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz,
        submission_id uuid,
        CONSTRAINT upload_submission_id_fkey FOREIGN KEY (submission_id) REFERENCES form_submission(id) ON DELETE SET NULL,
        CONSTRAINT upload_size_check CHECK (size > 0 AND size <= 5242880)
      )`);
    await q.query(`CREATE UNIQUE INDEX upload_path_key ON upload (path)`);
    // Housekeeping: uploads never linked to a submission, oldest first.
    await q.query(`CREATE INDEX upload_unused_idx ON upload (created_at) WHERE used_at IS NULL`);

    await q.query(`ALTER TABLE testimonial ADD COLUMN submission_id uuid`);
    await q.query(
      `ALTER TABLE testimonial ADD CONSTRAINT testimonial_submission_id_fkey FOREIGN KEY (submission_id) REFERENCES form_submission(id) ON DELETE SET NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE testimonial DROP COLUMN IF EXISTS submission_id`);
    await q.query(`DROP TABLE IF EXISTS upload`);
  }
}

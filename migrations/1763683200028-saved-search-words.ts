import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A saved search keeps the list's free text as the lists match it: its words, accent- and
 * case-free, each to be found at the start of a word of the listing's street, city or type, or as
 * its reference (at most 8; none is no text filter).
 */
export class SavedSearchWords1763683200028 implements MigrationInterface {
  name = 'SavedSearchWords1763683200028';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE demand_registration
        ADD COLUMN text_words text[] NOT NULL DEFAULT '{}',
        ADD CONSTRAINT demand_registration_text_words_check CHECK (cardinality(text_words) <= 8)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE demand_registration
        DROP CONSTRAINT demand_registration_text_words_check,
        DROP COLUMN text_words`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many mails each address a visitor typed was sent today (Brussels day), across all forms: the
 * forms must not be a way to flood a stranger's inbox under the agency's name. The address is kept
 * only as a sha256 of its lower-cased form; rows of past days are deleted as new ones are written,
 * so the table holds about one day of recipients.
 */
export class RecipientCaps1763683200014 implements MigrationInterface {
  name = 'RecipientCaps1763683200014';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE recipient_cap (
        recipient_hash text NOT NULL,
        day date NOT NULL,
        mails int NOT NULL,
        CONSTRAINT recipient_cap_pkey PRIMARY KEY (recipient_hash, day)
      )`);
    await q.query(`CREATE INDEX recipient_cap_day_idx ON recipient_cap (day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS recipient_cap`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Placeholder: filled by the work that needs it, or removed with its line in index.ts. */
export class MailRetries1763683200013 implements MigrationInterface {
  name = 'MailRetries1763683200013';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}

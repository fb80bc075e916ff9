import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Placeholder: filled by the work that needs it, or removed with its line in index.ts. */
export class RecipientCaps1763683200014 implements MigrationInterface {
  name = 'RecipientCaps1763683200014';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}

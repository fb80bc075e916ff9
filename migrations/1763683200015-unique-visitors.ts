import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Placeholder: filled by the work that needs it, or removed with its line in index.ts. */
export class UniqueVisitors1763683200015 implements MigrationInterface {
  name = 'UniqueVisitors1763683200015';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}

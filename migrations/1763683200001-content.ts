import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Site content: languages, menus, modules, routes, articles, testimonials, team, FAQ, site config. */
export class Content1763683200001 implements MigrationInterface {
  name = 'Content1763683200001';

  async up(_q: QueryRunner): Promise<void> {}

  async down(_q: QueryRunner): Promise<void> {}
}

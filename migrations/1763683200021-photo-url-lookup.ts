import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listing photos found by URL: the resizer checks that a photo URL with a query string is one the
 * site shows before it fetches it. Hash, not B-tree: a URL may be longer than a B-tree entry allows.
 */
export class PhotoUrlLookup1763683200021 implements MigrationInterface {
  name = 'PhotoUrlLookup1763683200021';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX property_photo_url_idx ON property_photo USING hash (url)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX property_photo_url_idx`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Project pages and listing ribbons. The feed's MarqueeName ("Verkocht", "Over te nemen" …) was
 * validated and dropped; it is now kept beside the numeric marquee. A project gets its photos
 * (the feed sends several) next to the single image it had. Units are read per project from the
 * visible listings, so that lookup gets its own small partial index.
 */
export class ProjectsRibbons1763683200017 implements MigrationInterface {
  name = 'ProjectsRibbons1763683200017';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE property ADD COLUMN marquee_name text`);
    await q.query(`ALTER TABLE project ADD COLUMN photos jsonb NOT NULL DEFAULT '[]'`);
    await q.query(
      `CREATE INDEX property_project_idx ON property (project_id) WHERE project_id IS NOT NULL AND withdrawn_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX property_project_idx`);
    await q.query(`ALTER TABLE project DROP COLUMN photos`);
    await q.query(`ALTER TABLE property DROP COLUMN marquee_name`);
  }
}

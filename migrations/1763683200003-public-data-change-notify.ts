import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table whose rows the public API shows. */
export const PUBLIC_DATA_TABLES = [
  'property',
  'property_text',
  'property_photo',
  'property_type',
  'city',
  'agent',
  'project',
  'language',
  'menu',
  'module',
  'route',
  'testimonial',
  'team_member',
  'service_article',
  'faq_item',
  'site_config',
];

/**
 * Any write to data the public API shows sends `NOTIFY public_data_changed` at commit, so API
 * processes drop their response caches whoever wrote (feed import, seed, a future back office).
 * Statement-level: one notification per statement, however many rows.
 */
export class PublicDataChangeNotify1763683200003 implements MigrationInterface {
  name = 'PublicDataChangeNotify1763683200003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_public_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('public_data_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of PUBLIC_DATA_TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of PUBLIC_DATA_TABLES)
      await q.query(`DROP TRIGGER IF EXISTS ${table}_public_data_changed ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS notify_public_data_changed()`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

const TRIGGERS = [
  'testimonial_published_inserted',
  'testimonial_published_updated',
  'testimonial_published_deleted',
  'testimonial_truncated',
];

/**
 * Testimonials tell `public_data_changed` only about rows the public sees: a visitor's testimonial
 * is stored unpublished, and emptying every response, page and sitemap cache for it let anyone
 * slow the whole site down by submitting the form. Publishing one (approval), changing or removing
 * a published one, and emptying the table still notify. Row-level: PostgreSQL delivers one of a
 * transaction's identical notifications, so a statement of many rows still sends one.
 */
export class TestimonialChangeNotify1763683200020 implements MigrationInterface {
  name = 'TestimonialChangeNotify1763683200020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER testimonial_public_data_changed ON testimonial`);
    await q.query(`
      CREATE TRIGGER testimonial_published_inserted AFTER INSERT ON testimonial
      FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION notify_public_data_changed()`);
    await q.query(`
      CREATE TRIGGER testimonial_published_updated AFTER UPDATE ON testimonial
      FOR EACH ROW WHEN (OLD.published OR NEW.published) EXECUTE FUNCTION notify_public_data_changed()`);
    await q.query(`
      CREATE TRIGGER testimonial_published_deleted AFTER DELETE ON testimonial
      FOR EACH ROW WHEN (OLD.published) EXECUTE FUNCTION notify_public_data_changed()`);
    await q.query(`
      CREATE TRIGGER testimonial_truncated AFTER TRUNCATE ON testimonial
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const trigger of TRIGGERS) await q.query(`DROP TRIGGER IF EXISTS ${trigger} ON testimonial`);
    await q.query(`
      CREATE TRIGGER testimonial_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonial
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed()`);
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './content.seed';
import { seededContentDatabase, type SeededContent } from '../../content/content.testing';
import { Menu } from '../../content/menu.entity';
import { SERVICE_TOPICS } from '../../content/service-article.entity';

const TABLES = [
  'language',
  'route',
  'menu',
  'module',
  'testimonial',
  'team_member',
  'service_article',
  'faq_item',
  'site_config',
];

describe('seedContent', () => {
  let db: SeededContent;
  beforeAll(async () => {
    db = await seededContentDatabase();
  });
  afterAll(() => db?.close());

  const snapshot = async () => {
    const out: Record<string, unknown[]> = {};
    for (const t of TABLES) out[t] = await db.ds.query(`SELECT * FROM ${t} ORDER BY 1`);
    return out;
  };

  it('writes the demo content', async () => {
    const counts = Object.fromEntries(Object.entries(await snapshot()).map(([t, rows]) => [t, rows.length]));
    expect(counts).toEqual({
      language: 4,
      route: 32, // with a thank-you page per form, leave-testimonial, the owners portal, the projects list, the buyers' area and its comparison
      menu: 17,
      module: 8,
      testimonial: 9,
      team_member: 6,
      service_article: 8,
      faq_item: 8,
      site_config: 1,
    });
    const topics = await db.ds.query(`SELECT topic FROM service_article ORDER BY sort`);
    expect(topics.map((r: { topic: string }) => r.topic)).toEqual([...SERVICE_TOPICS]);
    const languages = await db.ds.query(`SELECT code, use FROM language ORDER BY sort`);
    expect(languages).toEqual([
      { code: 'nl', use: true },
      { code: 'fr', use: true },
      { code: 'en', use: true },
      { code: 'de', use: false },
    ]);
  });

  it('is idempotent: a second run leaves exactly the same rows', async () => {
    const before = await snapshot();
    await seedContent(db.ds);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves the id sequences past the seeded ids', async () => {
    const repo = db.ds.getRepository(Menu);
    const created = await repo.save(
      repo.create({
        name: 'new',
        path: 'new-entry',
        status: 'Draft',
        sort: 99,
        params: { type: 'module', title: { nl: 'Nieuw' } },
      }),
    );
    expect(created.id).toBeGreaterThan(16);
    await repo.delete(created.id);
  });
});

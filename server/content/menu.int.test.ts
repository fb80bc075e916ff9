import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execContent, seededContentDatabase, type SeededContent } from './content.testing';
import { Menu } from './menu.entity';
import { listMenus } from './menu.service';
import type { MenuView } from './menu.types';

const flatten = (menus: MenuView[]): MenuView[] => menus.flatMap((m) => [m, ...flatten(m.children)]);

describe('menus', () => {
  let db: SeededContent;
  beforeAll(async () => {
    db = await seededContentDatabase();
  });
  afterAll(() => db?.close());

  it('is the published tree, in order: drafts and the children of drafts are left out', async () => {
    const menus = await listMenus(db.ds, 'nl');
    expect(menus.map((m) => m.name)).toEqual([
      'home',
      'for sale',
      'for rent',
      'projects',
      'services',
      'about',
      'team',
      'faq',
      'contact',
    ]);
    const all = flatten(menus);
    expect(all.every((m) => m.status === 'Published')).toBe(true);
    const names = all.map((m) => m.name);
    expect(names).not.toContain('projects (draft)');
    expect(names).not.toContain('projects: current');
    expect(names).not.toContain('service: home staging (draft)');
    const services = menus.find((m) => m.name === 'services')!;
    expect(services.children.map((c) => c.name)).toEqual([
      'service: sale',
      'service: rental',
      'service: valuation',
      'service: rental management',
    ]);
    expect(services.hasSubMenu).toBe(true);
    expect(menus[0].hasSubMenu).toBe(false);
  });

  it('resolves titles, links, content and metadata in the requested language', async () => {
    const fr = await listMenus(db.ds, 'fr');
    const sale = fr.find((m) => m.routeKey === 'for-sale')!;
    expect(sale).toMatchObject({
      title: 'À vendre',
      path: '/fr/a-vendre/',
      menuPath: '/te-koop/',
      modules: [3],
    });
    expect(sale.metadata).toMatchObject({ pageTitle: 'À vendre | Immo Demo', seoActive: true });
    const services = fr.find((m) => m.routeKey === 'services')!;
    expect(services.children[0]).toMatchObject({
      title: 'Vendre',
      path: '/fr/nos-services/vendre/',
      menuPath: '/diensten/verkoop/',
    });
    const about = fr.find((m) => m.name === 'about')!;
    // A page of its own has an address per language, its segments in that language.
    expect(about).toMatchObject({ path: '/fr/a-propos/', menuPath: '/over-ons/' });
    expect(about.content).toContain("À propos d'Immo Demo");
    expect(about.children[0]).toMatchObject({ path: '/fr/a-propos/notre-methode/', title: 'Notre méthode' });
    expect((await listMenus(db.ds, 'nl')).find((m) => m.name === 'about')!.path).toBe('/nl/over-ons/');

    const de = await listMenus(db.ds, 'de');
    expect(de.find((m) => m.routeKey === 'for-sale')!.title).toBe('For sale'); // no German text: English
  });

  it('costs a fixed number of queries, however large the tree', async () => {
    const count = async () => {
      db.queries.length = 0;
      await listMenus(db.ds, 'en');
      return db.queries.length;
    };
    const before = await count();
    const repo = db.ds.getRepository(Menu);
    const extra = await repo.save(
      Array.from({ length: 10 }, (_, i) =>
        repo.create({
          parentId: 10,
          name: `extra ${i}`,
          path: `extra-${i}`,
          status: 'Published',
          sort: 10 + i,
          params: { type: 'module', title: { en: `Extra ${i}` }, routeKey: 'faq' },
        }),
      ),
    );
    try {
      expect(await count()).toBe(before);
      expect(before).toBeLessThanOrEqual(3);
    } finally {
      await repo.delete(extra.map((e) => e.id));
    }
  });

  it('is served as menus(lang) with nested children', async () => {
    const res = await execContent<{
      menus: { title: string; path: string; children: { title: string; path: string }[] }[];
    }>(db.ds, `query { menus(lang: "en") { title path children { title path } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.menus[0]).toEqual({ title: 'Home', path: '/en/', children: [] });
    expect(res.data!.menus.find((m) => m.title === 'Services')!.children.map((c) => c.path)).toEqual([
      '/en/nos-services/selling/',
      '/en/nos-services/letting/',
      '/en/nos-services/valuation/',
      '/en/nos-services/rental-management/',
    ]);
  });
});

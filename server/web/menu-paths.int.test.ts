import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Menu } from '../content/menu.entity';
import { MODULE_IDS } from '../demo/content/menu.seed-data';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * A menu entry's own path without a language (/diensten/, /team/, /contact/): when the entry
 * stands for a page of the route table or a service article, that page in the visitor's language;
 * otherwise the entry's own page with its modules.
 */
describe('menu paths', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Its own database: one test gives a menu entry modules of its own.
    server = await startTestServer(await freshDatabase());
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  it.each([
    ['/diensten/', {}, '/nl/diensten/'],
    ['/diensten/', { 'accept-language': 'fr-BE,fr;q=0.9' }, '/fr/services/'],
    ['/team/', { 'accept-language': 'en-GB,en;q=0.8' }, '/en/team/'],
    ['/team/', { cookie: 'lang=fr' }, '/fr/equipe/'],
    ['/contact/', { 'accept-language': 'de' }, '/nl/contact/'], // German is not in use: the default language
    ['/contact/?utm_source=flyer', { 'accept-language': 'en' }, '/en/contact/?utm_source=flyer'],
    ['/diensten/verkoop/', { 'accept-language': 'fr' }, '/fr/nos-services/vendre/'],
  ])('%s (%j) leads to %s', async (path, headers, target) => {
    const res = await get(path, headers);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(target);
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
    const page = await get(target, headers);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it("renders an entry that is a page of its own, with its modules' data", async () => {
    const menus = server.ds.getRepository(Menu);
    const about = await menus.findOneByOrFail({ path: 'over-ons' });
    await menus.update(about.id, {
      params: { ...about.params, modules: [MODULE_IDS.team, MODULE_IDS.services, MODULE_IDS.contact] },
    });
    const [member] = await server.ds.query(
      `SELECT first_name, last_name FROM team_member ORDER BY id LIMIT 1`,
    );
    const res = await get('/nl/over-ons/');
    const html = await res.text();
    expect(res.status, html.slice(0, 200)).toBe(200);
    expect(html).toContain(`<html lang="nl">`);
    expect(html).toContain(`${member.first_name} ${member.last_name}`);
    expect(html).toContain('data-slot="contact-form"');
  });
});

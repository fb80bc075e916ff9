import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedContent } from '../demo/content/content.seed';

/** The content API through the real HTTP app. */
describe('content over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    await seedContent(server.ds);
  });
  afterAll(() => server?.close());

  it('answers the home page queries', async () => {
    const res = await server.gql<{
      menus: unknown[];
      siteConfig: { agency: { name: string } };
      resolvePath: { key: string };
    }>(
      `query ($lang: String) { menus(lang: $lang) { title } siteConfig(lang: $lang) { agency { name } } resolvePath(path: "/en/") { key } }`,
      { lang: 'en' },
    );
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data!.menus).toHaveLength(9);
    expect(res.data!.siteConfig.agency.name).toBe('Immo Demo');
    expect(res.data!.resolvePath.key).toBe('home');
  });

  it('an unknown lang is BAD_USER_INPUT, with a message in the request language', async () => {
    const res = await server.gql(`{ menus(lang: "xx") { title } }`, undefined, {
      'accept-language': 'fr-BE,fr;q=0.9',
    });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Langue inconnue « xx ». Utilisez l’une de : nl, fr, en, de.',
      extensions: { code: 'BAD_USER_INPUT', messageId: 'error.unknownLanguage', field: 'lang' },
    });
  });

  it('testimonials(limit: 21) is BAD_USER_INPUT', async () => {
    const res = await server.gql(`{ testimonials(limit: 21) { slug } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions).not.toHaveProperty('stacktrace');
  });

  it('an unknown service article is NOT_FOUND', async () => {
    const res = await server.gql(`{ serviceArticle(slug: "nope", lang: "nl") { title } }`);
    expect(res.errors?.[0]).toMatchObject({
      message: 'De gevraagde pagina bestaat niet.',
      extensions: { code: 'NOT_FOUND', messageId: 'error.articleNotFound' },
    });
  });
});

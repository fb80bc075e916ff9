import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../core/config';
import { translate } from '../core/messages';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SUBSCRIPTION_PATHS } from './subscription-links';

/**
 * The links of the demand register and newsletter mails with a `lang` the site does not have
 * (a mangled link, a scanner's guess): the page in the default language, never a 500. The tokens
 * name nobody, so nothing is written and the shared database will do.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(sharedDatabaseUrl());
});
afterAll(async () => {
  await server?.close();
});

const PATHS = Object.values(SUBSCRIPTION_PATHS);
const UNKNOWN_LANGS: Record<string, string> = {
  xx: 'xx',
  NUL: '%00',
  'de-DE': 'de-DE',
  '500 characters': 'a'.repeat(500),
};
const cases = PATHS.flatMap((path) =>
  (['GET', 'POST'] as const).flatMap((method) =>
    Object.entries(UNKNOWN_LANGS).map(([label, lang]) => [method, path, label, lang] as const),
  ),
);

describe('subscription links with an unknown lang', () => {
  it.each(cases)('%s %s, lang %s: the page in the default language', async (method, path, _label, lang) => {
    const res = await fetch(`${server.url}${path}?token=nobody&lang=${lang}`, {
      method,
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'token=nobody' }
        : {}),
    });
    const html = await res.text();
    expect(res.status, html.slice(0, 300)).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const defaultLang = config().DEFAULT_LANGUAGE;
    expect(html).toContain(`<html lang="${defaultLang}">`);
    expect(html).toContain(translate(defaultLang, 'page.invalidLink'));
  });

  it('still answers in a language the site has', async () => {
    const res = await fetch(`${server.url}${SUBSCRIPTION_PATHS.newsletterConfirm}?token=nobody&lang=FR`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<html lang="fr">');
  });
});

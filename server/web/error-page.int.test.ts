import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../core/logger';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const SECRET = 'render-failure-detail-7f3a';

// A broken build of the site: the server-render entry throws for every page (site.ts loads it on first use).
vi.mock('../../dist/server/entry-server.mjs', () => ({
  render: async () => {
    throw new Error(`the page could not be rendered (${SECRET})`);
  },
}));

/** A failed server render: the visitor gets an HTML page in their language, never JSON or a stack. */
describe('the error page of a failed render', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  it.each([
    [
      '/fr/a-vendre/',
      { 'accept-language': 'nl' },
      'fr',
      'Cette page ne peut pas être affichée pour le moment',
    ],
    ['/en/for-rent/?page=2', {}, 'en', 'This page cannot be shown right now'],
    [
      '/contact-demand/',
      { 'accept-language': 'de-DE,de;q=0.9' },
      'de',
      'Diese Seite kann gerade nicht angezeigt werden',
    ],
    ['/contact-demand/', { 'x-lang': 'fr' }, 'fr', 'Cette page ne peut pas être affichée pour le moment'],
    ['/contact-demand/', { accept: 'application/json' }, 'nl', 'Deze pagina kan nu niet getoond worden'],
  ])('%s %j: a 500 HTML page in %s', async (path, headers, lang, title) => {
    const error = vi.spyOn(logger, 'error');
    try {
      const res = await get(path, headers);
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).not.toMatch(/\sstyle="/);
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-/);
      expect(html).toContain(`<a href="/${lang}/">`);
      expect(html).not.toContain('<script');
      expect(html).not.toContain(SECRET);
      expect(html).not.toMatch(/\bat .+:\d+:\d+|errors|INTERNAL_SERVER_ERROR/);
      // Logged once with its path, for the people who can do something about it.
      const logged = error.mock.calls.find(([fields]) =>
        String((fields as { err?: Error }).err?.message).includes(SECRET),
      );
      expect(logged?.[0]).toMatchObject({ path: path.split('?')[0] });
    } finally {
      error.mockRestore();
    }
  });

  it('keeps JSON errors for the API and /graphql', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/html' },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const api = await get('/api/uploads/cv', { accept: 'text/html' });
    expect(api.headers.get('content-type') ?? '').not.toMatch(/^text\/html/);
  });

  it('answers other failed GETs of the site with the page too (a missing static file: 404)', async () => {
    const res = await get('/static/no-such-picture.svg', { 'accept-language': 'fr-BE' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Cette page ne peut pas être affichée</h1>');
    expect(html).toContain('<a href="/fr/">');
  });
});

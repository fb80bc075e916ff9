import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../../server/testing/test-database';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { START_UP_MODULES, type ViteManifest } from '../../server/web/page-html';
import { initialJs, INITIAL_JS_BUDGET_KIB, kib } from './initial-js';

/**
 * The built site's initial JavaScript (what the server HTML of a page makes the browser fetch
 * before it hydrates, gzipped at the default level) stays within budget on the pages most
 * visitors land on: the home page, a list and a listing's detail page. `npm run bench:web`
 * reports the same figures.
 */
describe('initial JavaScript of the built site', () => {
  let server: TestServer;
  let detailPath = '';

  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
    const listHtml = await (await fetch(`${server.url}/nl/te-koop/`)).text();
    const detail = /href="(\/nl\/te-koop\/[^"]+\/\d+\/)"/.exec(listHtml)?.[1];
    if (!detail) throw new Error('no detail link on /nl/te-koop/');
    detailPath = detail;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names every start-up chunk the entry imports in turn, so none waits for the network', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../dist/client/.vite/manifest.json'), 'utf8'),
    ) as ViteManifest;
    const { urls } = await initialJs(server.url, '/nl/');
    for (const module of START_UP_MODULES) {
      expect(manifest[module], `${module} is not a chunk of the build`).toBeDefined();
      expect(urls).toContain(`/${manifest[module]?.file}`);
    }
  });

  it.each(['home', 'list', 'detail'] as const)(
    `%s page: at most ${INITIAL_JS_BUDGET_KIB} KiB gzip`,
    async (name) => {
      const pagePath = name === 'home' ? '/nl/' : name === 'list' ? '/nl/te-koop/' : detailPath;
      const size = await initialJs(server.url, pagePath);
      console.log(
        `initial JS of ${name} (${pagePath}): ${size.urls.length} files, ${kib(size.raw)} KiB raw, ${kib(size.gzipDefault)} KiB gzip`,
      );
      expect(
        size.gzipDefault / 1024,
        `${pagePath}: ${kib(size.gzipDefault)} KiB gzip over ${size.urls.length} files (${size.urls.join(', ')})`,
      ).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KIB);
    },
  );
});

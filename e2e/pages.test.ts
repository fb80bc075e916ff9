import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import type { TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser } from './browser';
import { watchPage } from './page-checks';
import { startTestServer } from '../server/testing/test-server';

const ARTIFACTS = path.resolve('e2e/artifacts');
const WIDTHS = [375, 1440] as const;

/**
 * Real defects of the site these checks found, left to the issue that owns the site's look (the
 * test set-up was ruled out for each: see the notes). Each is still reported on every run, as a
 * warning on the first test that meets each of its problems, and the last test fails once one is no longer met, so that a
 * fix is not hidden here by a stale entry. Delete an entry to make its pages fail on it again.
 */
const KNOWN_SITE_DEFECTS: { defect: string; problem: RegExp }[] = [
  {
    // Not written by the demo seed (server/catalog/demo/photos.ts writes the listing drawings
    // only), not in the build: they answer 404 in `npm run seed` + `npm start` as here.
    defect: 'the demo site config links logo, banner and quality-label pictures that nothing provides',
    problem:
      /^(HTTP 404 GET|image failed:) \/media\/demo\/(logo\.svg|logo-white\.svg|biv-ipi\.png|banner\/brussels-[123]\.jpg)\b/,
  },
  {
    defect: 'no icon: no <link rel="icon"> and /favicon.ico answers 404',
    problem: /^icon: no <link rel="icon">, and GET \/favicon\.ico, .* answers 404$/,
  },
  {
    // Also with JavaScript off: the server's HTML and the CSS alone. Long Dutch words in the
    // attribute rows (dt/dd) do not wrap: 1 px on this listing, 81 px on others.
    defect: 'the attribute rows of the detail page stick out of a 375 px window',
    problem:
      /^horizontal overflow: the page is \d+ px wide in a 375 px window: <dd> "[^"]*" in <div\.attribute\./,
  },
];

/**
 * Home, a list, a detail and a content page in Dutch at 375 and 1440 px, each loaded once: no
 * horizontal overflow, no broken image, no failed response of the site, no console error
 * (e2e/page-checks.ts), a screenshot saved, and axe-core finds nothing serious.
 */
describe('pages in Chromium: screenshots and accessibility', () => {
  let server: TestServer;
  let browser: Browser;
  const metDefects = new Set<string>();
  const reported = new Set<string>();
  let pagesChecked = 0;
  const pages: Record<string, string> = {
    home: '/nl/',
    list: '/nl/te-koop/',
    detail: '',
    'keep-me-informed': '/nl/hou-me-op-de-hoogte/',
  };

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    server = await startTestServer(sharedDatabaseUrl());
    browser = await launchBrowser();
    const listHtml = await (await fetch(`${server.url}/nl/te-koop/`)).text();
    const detail = /href="(\/nl\/te-koop\/[^"]+\/\d+\/)"/.exec(listHtml)?.[1];
    if (!detail) throw new Error('no detail link on /nl/te-koop/');
    pages.detail = detail;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const name of ['home', 'list', 'detail', 'keep-me-informed'] as const) {
    for (const width of WIDTHS) {
      it(`${name} at ${width} px: renders cleanly, screenshot saved, axe-core finds nothing serious`, async ({
        annotate,
      }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        try {
          // The prompt has its own tests; here the visitor has already declined.
          await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
          // Offline as in CI, whatever the machine: the detail page's map tiles never load.
          await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
          const page = await context.newPage();
          page.setDefaultTimeout(10_000);
          const checks = await watchPage(page, { origin: server.url });
          const res = await page.goto(`${server.url}${pages[name]}`);
          expect(res?.status()).toBe(200);
          await checks.settle();
          const problems = await checks.problems();

          const file = path.join(ARTIFACTS, `${name}-nl-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          const violations = await seriousViolations(page);
          if (violations.length)
            console.log(`axe on ${pages[name]} at ${width} px:\n${describeViolations(violations)}`);

          const unknown: string[] = [];
          for (const problem of problems) {
            const known = KNOWN_SITE_DEFECTS.find((k) => k.problem.test(problem));
            if (!known) unknown.push(problem);
            else if (!reported.has(problem)) {
              reported.add(problem);
              metDefects.add(known.defect);
              await annotate(`known site defect (${known.defect}): ${problem}`, 'warning');
            }
          }
          pagesChecked++;
          // Each its own verdict: one failure does not hide the others.
          expect.soft(unknown, `problems of ${pages[name]} at ${width} px`).toEqual([]);
          expect.soft(fs.statSync(file).size).toBeGreaterThan(1000);
          expect.soft(violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('every known site defect is still met (remove the fixed ones from KNOWN_SITE_DEFECTS)', ({ skip }) => {
    // Only a run that checked every page can tell (not one filtered with -t, nor one that failed early).
    if (pagesChecked < Object.keys(pages).length * WIDTHS.length) skip();
    expect(KNOWN_SITE_DEFECTS.map((k) => k.defect).filter((d) => !metDefects.has(d))).toEqual([]);
  });
});

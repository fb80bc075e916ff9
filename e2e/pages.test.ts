import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser } from './browser';

const ARTIFACTS = path.resolve('e2e/artifacts');
const WIDTHS = [375, 1440] as const;

/** Home, a list and a detail page in Dutch: screenshots at 375 and 1440 px, and axe-core finds nothing serious. */
describe('pages in Chromium: screenshots and accessibility', () => {
  let server: TestServer;
  let browser: Browser;
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

  async function open(width: number, pagePath: string) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    // The prompt has its own tests; here the visitor has already declined.
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    // Offline as in CI, whatever the machine: the detail page's map tiles never load.
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    return { context, page, errors, status: res?.status() };
  }

  for (const name of ['home', 'list', 'detail', 'keep-me-informed'] as const) {
    for (const width of WIDTHS) {
      it(`${name} at ${width} px: renders without error, screenshot saved`, async () => {
        const { context, page, errors, status } = await open(width, pages[name]);
        try {
          expect(status).toBe(200);
          const file = path.join(ARTIFACTS, `${name}-nl-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          expect(fs.statSync(file).size).toBeGreaterThan(1000);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });

      it(`${name} at ${width} px: axe-core finds no serious or critical violation`, async () => {
        const { context, page, status } = await open(width, pages[name]);
        try {
          expect(status).toBe(200);
          const violations = await seriousViolations(page);
          if (violations.length)
            console.log(`axe on ${pages[name]} at ${width} px:\n${describeViolations(violations)}`);
          expect(violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});

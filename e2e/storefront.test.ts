import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_PASSWORD } from '../server/demo/demo-people';
import { sharedDatabaseUrl } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations } from './axe';
import { connectBrowser, offline } from './browser';
import { hydrated } from './hydration';
import { watchPage, type PageChecks } from './page-checks';
import { controlLook, prominenceGaps, type ControlLook } from './prominence';
import { SCREENSHOTS_WANTED, screenshot, screenshotFolder } from './screenshots';

const WIDTHS = [375, 768, 1440] as const;
const RUN = new Date().toISOString().replace(/[:.]/g, '-');
const SHOTS = path.join(screenshotFolder('storefront'), RUN);
const OWNER = 'owner1@immo-demo.be';

/**
 * The consent prompt's title and its accept and refuse buttons, in whichever interface language
 * the page speaks: the texts come from the catalogs, so a reworded translation is followed and a
 * renamed message fails here by name.
 */
function catalogTexts(msgid: string): RegExp {
  const texts = ['en', 'nl', 'fr', 'de'].map((lang) => {
    const po = fs.readFileSync(path.resolve(`client/locales/${lang}/messages.po`), 'utf8');
    const quoted = JSON.stringify(msgid);
    const text = new RegExp(
      `^msgid ${quoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\nmsgstr (".*")$`,
      'm',
    ).exec(po)?.[1];
    if (!text) throw new Error(`no translation of ${quoted} in client/locales/${lang}/messages.po`);
    return (JSON.parse(text) as string) || msgid;
  });
  const escaped = [...new Set(texts)].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(${escaped.join('|')})$`);
}
const PROMPT = {
  title: catalogTexts('This website uses cookies'),
  accept: catalogTexts('Agree all'),
  refuse: catalogTexts('Decline'),
};
const GALLERY = {
  next: catalogTexts('Next photo'),
  previous: catalogTexts('Previous photo'),
  /** Reduced motion (as the home is visited here): the slideshow waits, its button offers to play. */
  play: catalogTexts('Play the slideshow'),
};
const SEARCH = catalogTexts('Search');

interface Target {
  /** Names the test and the screenshots. */
  name: string;
  /** The path opened first (the project's is found on the projects page once the server runs). */
  path: () => string;
  /** The status the page answers (after redirects). */
  status?: number;
  context?: BrowserContextOptions;
}

/**
 * The storefront in Chromium at a phone's, a tablet's and a desktop's width, each page in a
 * fresh context (a first visit): the consent prompt shows and offers accepting and refusing
 * equally; once refused, the page has no horizontal overflow, no broken image, every image its
 * width and height, no failed response of the site, no console error (e2e/page-checks.ts) and
 * nothing serious for axe-core. Every problem of one page at one width is in one assertion
 * message. With E2E_SHOTS=1, full-page screenshots go to a folder printed once per run. The visits run
 * concurrently (vitest's maxConcurrency at a time): most of a visit is waiting, and one after
 * the other they took half as long again.
 */
describe('storefront in Chromium at 375, 768 and 1440 px', () => {
  let server: TestServer;
  let browser: Browser;
  let projectPath = '';

  const targets: Target[] = [
    {
      name: 'home',
      path: () => '/nl/',
      // The gallery then waits for the visitor instead of turning every 6 s: what the test sees
      // after "next" does not depend on how long the machine took to get there (autoplay has
      // unit tests with a clock of their own).
      context: { reducedMotion: 'reduce' },
    },
    { name: 'list', path: () => '/nl/te-koop/' },
    // The detail page has its own file (e2e/detail-page.test.ts): the same checks at the same
    // widths, and the page's own behaviour.
    { name: 'projects', path: () => '/nl/projecten/' },
    { name: 'project', path: () => projectPath },
    { name: 'services', path: () => '/nl/diensten/' },
    { name: 'team', path: () => '/nl/team/' },
    { name: 'contact', path: () => '/nl/contact/' },
    { name: 'keep-me-informed', path: () => '/nl/hou-me-op-de-hoogte/' },
    { name: 'not-found', path: () => '/nl/bestaat-niet/', status: 404 },
    {
      // A German-speaking visitor's first request: whatever `/` leads to must exist.
      name: 'german-browser',
      path: () => '/',
      context: { locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } },
    },
  ];

  beforeAll(async () => {
    if (SCREENSHOTS_WANTED) console.log(`storefront screenshots: ${SHOTS}`);
    server = await startTestServer(sharedDatabaseUrl());
    browser = await connectBrowser();
    const projectsHtml = await (await fetch(`${server.url}/nl/projecten/`)).text();
    const project = /href="(\/nl\/projecten\/[^"?#]+\/)"/.exec(projectsHtml)?.[1];
    if (!project) throw new Error('no project link on /nl/projecten/');
    projectPath = project;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A first visit at `width`: no cookie yet, and offline (the tests never reach another origin). */
  async function freshContext(width: number, options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
    await offline(context, server.url);
    return context;
  }

  const short = (url: string) => (url.startsWith(server.url) ? url.slice(server.url.length) : url);

  /** Runs `step`; a step that throws becomes a problem of the page, and the next steps still run. */
  async function attempt<T>(
    problems: string[],
    what: string,
    step: () => Promise<T>,
  ): Promise<T | undefined> {
    try {
      return await step();
    } catch (err) {
      problems.push(`${what}: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`);
      return undefined;
    }
  }

  /**
   * The prompt of a first visit: it shows, its accept and refuse buttons are equally prominent,
   * and refusing closes it. `shot` is a screenshot taken while it is open.
   */
  async function answerPrompt(page: Page, problems: string[], shot?: string): Promise<void> {
    await attempt(problems, 'hydration', () => hydrated(page));
    // React's prompt, not the page's plain copy it takes over (that one leaves as React's arrives).
    const dialog = page
      .locator('section.consent:not(#consent-prompt)')
      .and(page.getByRole('dialog', { name: PROMPT.title }));
    const shown = await attempt(problems, 'consent prompt', () => dialog.waitFor());
    if (shown === undefined && (await dialog.count()) === 0) return;
    const accept = dialog.getByRole('button', { name: PROMPT.accept });
    const refuse = dialog.getByRole('button', { name: PROMPT.refuse });
    const [accepts, refuses] = [await accept.count(), await refuse.count()];
    if (accepts !== 1 || refuses !== 1) {
      problems.push(
        `consent prompt: ${accepts} accept buttons (${PROMPT.accept}) and ${refuses} refuse buttons (${PROMPT.refuse}), not one of each`,
      );
      return;
    }
    const gaps = prominenceGaps(await controlLook(accept), await controlLook(refuse));
    if (gaps.length)
      problems.push(`consent prompt: accept and refuse are not equally prominent: ${gaps.join('; ')}`);
    if (shot) await screenshot(page, shot, { fullPage: true });
    await attempt(problems, 'refusing cookies', async () => {
      await refuse.click();
      await dialog.waitFor({ state: 'detached' });
    });
  }

  /**
   * The home page once it runs: its banner gallery has previous, next, a dot per photo (the first
   * current) and pause, on screen, and next shows the second photo; the page did not fetch the
   * last photo on its own (only the first, and the one the gallery shows next, come before their
   * turn). The search box has a placeholder and a search button on screen, and nothing is drawn
   * under the box while there is no result to tell.
   */
  async function homeProblems(page: Page, width: number): Promise<string[]> {
    const found: string[] = [];
    const banner = page.locator('.home-banner');
    const onScreen = async (what: string, box: { x: number; width: number; height: number } | null) => {
      if (!box || box.height < 24 || box.x < 0 || box.x + box.width > width)
        found.push(`${what} is not on screen: ${JSON.stringify(box)}`);
    };
    const next = banner.getByRole('button', { name: GALLERY.next });
    await attempt(found, 'gallery controls', () => next.waitFor());
    if ((await next.count()) === 1) {
      const photos = await banner.locator('.home-banner-media img').count();
      const dots = banner.locator('.gallery-dot');
      if ((await dots.count()) !== photos) found.push(`${await dots.count()} dots for ${photos} photos`);
      const currents = () =>
        dots.evaluateAll((all) => all.map((d) => d.getAttribute('aria-current') === 'true'));
      if ((await currents()).indexOf(true) !== 0) found.push(`current dots before next: ${await currents()}`);
      await onScreen('previous', await banner.getByRole('button', { name: GALLERY.previous }).boundingBox());
      await onScreen('play', await banner.getByRole('button', { name: GALLERY.play }).boundingBox());
      await onScreen('next', await next.boundingBox());
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => decodeURIComponent(e.name)),
      );
      const last = `banner/brussels-${photos}.jpg`;
      if (photos > 2 && fetched.some((url) => url.includes(last)))
        found.push(`${last} was fetched before its turn`);
      await attempt(found, 'next photo', async () => {
        await next.click();
        await page.waitForFunction(() => {
          const strip = document.querySelector('.home-banner-media');
          return strip !== null && Math.abs(strip.scrollLeft - strip.clientWidth) < 2;
        });
      });
      if ((await currents()).indexOf(true) !== 1) found.push(`current dots after next: ${await currents()}`);
    }
    const form = page.getByRole('search').first();
    const input = form.getByRole('combobox');
    if (!(await attempt(found, 'placeholder', () => input.getAttribute('placeholder'))))
      found.push('the search box has no placeholder');
    await onScreen('the search button', await form.getByRole('button', { name: SEARCH }).boundingBox());
    const under = await form.locator('p[role="status"]').boundingBox();
    if (under && under.height > 0)
      found.push(`something is drawn under the search box: ${JSON.stringify(under)}`);
    return found;
  }

  /** Settles the page, then everything wrong with it, its screenshot and axe-core's verdict. */
  async function inspect(page: Page, checks: PageChecks, problems: string[], shot: string): Promise<void> {
    await attempt(problems, 'settle', () => checks.settle());
    problems.push(...(await checks.problems()));
    await screenshot(page, shot, { fullPage: true });
    const blank = await page.evaluate(() => {
      const main = document.querySelector('main');
      return !main || main.getBoundingClientRect().height < 100 || main.innerText.trim() === '';
    });
    if (blank) problems.push('the page shows no content: no <main>, or an empty one');
    const violations = await attempt(problems, 'axe-core', () => seriousViolations(page));
    if (violations?.length) problems.push(`axe-core: ${describeViolations(violations)}`);
  }

  /**
   * Judges the page at each width in turn (the page resized, not loaded again). The watcher's log
   * runs on from the first width: each of its lines is told once, under the width it appeared at.
   */
  async function inspectAtWidths(
    page: Page,
    checks: PageChecks,
    widths: readonly number[],
    name: string,
    problems: string[],
  ): Promise<void> {
    const told = new Set<string>();
    for (const width of widths) {
      if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      await inspect(page, checks, found, path.join(SHOTS, `${name}-${width}.png`));
      for (const line of found.filter((p) => !told.has(p))) {
        told.add(line);
        problems.push(`${width} px: ${line}`);
      }
    }
  }

  /**
   * The consent prompt of a first visit, answered, then the page judged at each width in turn: a
   * phone's first, then the same page widened (the layout at each width is what is judged; a fresh
   * load per width would judge the same HTML again). The home page loads afresh at each width, so
   * the prompt and the banner's srcset are seen as a first visit at every width.
   */
  for (const target of targets) {
    const loads: (readonly (typeof WIDTHS)[number][])[] =
      target.name === 'home' ? WIDTHS.map((w) => [w]) : [WIDTHS];
    for (const widths of loads) {
      // Three widths' checks in one test: three times a page's time.
      it.concurrent(`${target.name} at ${widths.join(', ')} px`, async ({ expect }) => {
        const context = await freshContext(widths[0], target.context);
        try {
          const page = await context.newPage();
          const expected = target.status ?? 200;
          const checks = await watchPage(page, { origin: server.url, documentStatus: expected });
          const problems: string[] = [];
          const res = await page.goto(`${server.url}${target.path()}`);
          if (res?.status() !== expected)
            problems.push(`status: ${short(page.url())} answers ${res?.status()}, not ${expected}`);
          const withPrompt =
            target.name === 'home'
              ? path.join(SHOTS, `${target.name}-${widths[0]}-consent-prompt.png`)
              : undefined;
          await answerPrompt(page, problems, withPrompt);
          if (target.name === 'home') problems.push(...(await homeProblems(page, widths[0])));
          await inspectAtWidths(page, checks, widths, target.name, problems);
          expect(problems, `${target.name} (${target.path()} → ${short(page.url())})`).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }

  // Two pages judged at three widths each in one test: six times a page's time.
  it("owners' portal at 375, 768 and 1440 px: the login form, then a property's statistics", async ({
    expect,
  }) => {
    const context = await freshContext(WIDTHS[0]);
    try {
      const page = await context.newPage();
      const checks = await watchPage(page, { origin: server.url });
      const login: string[] = [];
      const res = await page.goto(`${server.url}/nl/login/`);
      if (res?.status() !== 200) login.push(`status: /nl/login/ answers ${res?.status()}`);
      await answerPrompt(page, login);
      await inspectAtWidths(page, checks, WIDTHS, 'owner-login', login);

      const stats: string[] = [];
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await attempt(stats, 'logging in', async () => {
        await page.getByLabel('E-mailadres').fill(OWNER);
        await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_OWNER_PASSWORD);
        await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
        await page.waitForURL('**/nl/eigenaars/');
        await page.locator('a[href*="?property="]').first().click();
        await page.waitForURL(/\?property=\d+$/);
        await page.locator('.portal-counters').waitFor();
      });
      // The graph draws once its chunk has come and recharts has measured its box (a resize
      // observer's turn later, no request): settle() may find the page quiet in between, and
      // judge (and picture) the page without its graph.
      await attempt(stats, 'the graph', () => page.locator('.portal-graph .recharts-surface').waitFor());
      await inspectAtWidths(page, checks, WIDTHS, 'owner-statistics', stats);
      const problems = [
        ...login.map((p) => `login: ${p}`),
        // The watcher's log runs on from the login page: its lines are told once.
        ...stats.filter((p) => !login.includes(p)).map((p) => `statistics: ${p}`),
      ];
      expect(problems, `owners' portal (/nl/login/ → ${short(page.url())})`).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('prominenceGaps tells a primary button from a plain one as Chromium renders them, and not two alike', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent(`
        <style>
          button, a { box-sizing: border-box; font: 16px sans-serif; padding: 8px 16px; border: 1px solid #333; background: #fff; color: #111; width: 180px; display: inline-block; }
          .primary { background: #0a5c36; color: #fff; border-color: #0a5c36; font-weight: 700; }
        </style>
        <button class="primary" id="accept">Alles aanvaarden</button>
        <button id="refuse">Weigeren</button>
        <button id="also-refuse">Alles weigeren</button>
        <a id="link" href="#">Weigeren</a>`);
      const look = (id: string) => controlLook(page.locator(`#${id}`));
      const [accept, refuse, alsoRefuse, link] = await Promise.all(
        ['accept', 'refuse', 'also-refuse', 'link'].map(look),
      );
      expect(prominenceGaps(accept, refuse).map((g) => g.split(':')[0])).toEqual([
        'background',
        'color',
        'border',
        'fontWeight',
      ]);
      expect(prominenceGaps(refuse, link).map((g) => g.split(':')[0])).toEqual(['tag']);
      expect(prominenceGaps(refuse, alsoRefuse)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('prominenceGaps: equally prominent controls', () => {
  const button: ControlLook = {
    tag: 'button',
    background: 'rgb(255, 255, 255) none',
    color: 'rgb(17, 17, 17)',
    border: '1px solid rgb(51, 51, 51)',
    fontSize: '16px',
    fontWeight: '600',
    width: 160,
    height: 44,
  };
  it.each<[string, Partial<ControlLook>, string[]]>([
    ['the same look', {}, []],
    ['a label 9 % wider', { width: 176 }, []],
    ['a label 20 % wider', { width: 200 }, ['width: 160 px vs 200 px (more than 10 % apart)']],
    ['a link beside a button', { tag: 'a' }, ['tag: button vs a']],
    [
      'a filled button',
      { background: 'rgb(10, 92, 54) none' },
      ['background: rgb(255, 255, 255) none vs rgb(10, 92, 54) none'],
    ],
    ['a bold label', { fontWeight: '700' }, ['fontWeight: 600 vs 700']],
    [
      'a smaller font',
      { fontSize: '13px', height: 34 },
      ['fontSize: 16px vs 13px', 'height: 44 px vs 34 px (more than 10 % apart)'],
    ],
  ])('%s', (_name, change, expected) => {
    expect(prominenceGaps(button, { ...button, ...change })).toEqual(expected);
  });
});

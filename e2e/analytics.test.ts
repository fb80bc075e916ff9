import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_DELAY_MS } from '../client/features/consent/consent-state';
import { hydrated, live, trackHydration } from './hydration';
import { fillContactForm } from './visitor';
import { startMailSite, type MailSite } from './mail-site';
import { PAGE_WAIT_MS, pageErrors } from './browser';

/** The ids the site is configured with (the site_config row), each of its tool's shape. */
const IDS = {
  analyticsId: 'G-E2ETEST42',
  tagManagerId: 'GTM-E2E9X',
  pixelId: '987654321012345',
  adsId: null,
};

/**
 * Stand-ins for the trackers' scripts, served from their real addresses (so the page's
 * Content-Security-Policy governs them as it does the real ones): each records what it is told
 * in `window.__stubCalls`, as the real script would read it. gtag.js reads the `arguments` of
 * `gtag(…)` from the dataLayer, the container its other entries, fbevents.js the pixel's queue
 * and then its calls.
 */
const RECORD = `var w = window, calls = (w.__stubCalls = w.__stubCalls || []);
function rec(tool, value) { calls.push({ tool: tool, call: JSON.parse(JSON.stringify(value)) }); }
function isArgs(e) { return Object.prototype.toString.call(e) === '[object Arguments]'; }`;
const dataLayerStub = (flag: string, tool: 'gtag' | 'gtm', wants: string) => `(function () {
${RECORD}
if (w.${flag}) return;
w.${flag} = true;
var layer = (w.dataLayer = w.dataLayer || []);
function take(e) { if (${wants}) rec('${tool}', Array.prototype.slice.call(e)); }
function takeEntry(e) { if (${wants}) rec('${tool}', e); }
var handle = '${tool}' === 'gtag' ? take : takeEntry;
layer.forEach(handle);
var push = layer.push;
layer.push = function () { for (var i = 0; i < arguments.length; i++) handle(arguments[i]); return push.apply(layer, arguments); };
})();`;
const STUBS: [RegExp, string][] = [
  [/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?/, dataLayerStub('__gtagStub', 'gtag', 'isArgs(e)')],
  [/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?/, dataLayerStub('__gtmStub', 'gtm', '!isArgs(e)')],
  [
    /^https:\/\/connect\.facebook\.net\/en_US\/fbevents\.js$/,
    `(function () {
${RECORD}
var f = w.fbq;
if (!f || f.callMethod) return;
f.callMethod = function () { rec('fbq', Array.prototype.slice.call(arguments)); };
var queued = f.queue; f.queue = [];
queued.forEach(function (a) { f.callMethod.apply(f, a); });
})();`,
  ],
];

interface StubCall {
  tool: 'gtag' | 'gtm' | 'fbq';
  call: unknown[] | Record<string, unknown>;
}

interface Visit {
  context: BrowserContext;
  page: Page;
  /** The trackers' addresses the page asked for. */
  tracking: string[];
  errors: string[];
}

const TRACKING_HOST =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|facebook\.net|facebook\.com|google-analytics\.com)\//;
const prompt = (page: Page) => page.getByRole('dialog', { name: 'This website uses cookies' });

/**
 * Answers the prompt the page's scripts show (not the server's plain copy it takes over: that one
 * is a form that posts the choice and loads the page again). A click that lands while React
 * replaces the prompt's nodes does nothing, so the click is made again until the prompt is gone.
 */
async function choose(page: Page, button: 'Decline' | 'Agree all'): Promise<void> {
  const dialog = page.locator('section.consent:not(#consent-prompt)').and(prompt(page));
  await dialog.waitFor();
  await expect
    .poll(
      async () => {
        if ((await dialog.count()) === 0) return 'gone';
        await dialog
          .getByRole('button', { name: button })
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        return dialog.waitFor({ state: 'detached', timeout: 5_000 }).then(
          () => 'gone',
          () => 'still shown',
        );
      },
      { timeout: 30_000 },
    )
    .toBe('gone');
}
const stubCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stubCalls?: StubCall[] }).__stubCalls ?? []);

/** The page views each tool recorded, by path. */
async function pageViews(page: Page): Promise<Record<StubCall['tool'], string[]>> {
  const calls = await stubCalls(page);
  const path = (c: StubCall) => {
    const args = c.call as unknown[];
    if (c.tool === 'gtag' && args[0] === 'event' && args[1] === 'page_view')
      return (args[2] as { page_path: string }).page_path;
    if (c.tool === 'gtm' && (c.call as { event?: string }).event === 'page_view')
      return (c.call as { page_path: string }).page_path;
    if (c.tool === 'fbq' && args[0] === 'track' && args[1] === 'PageView') return 'PageView';
    return null;
  };
  const out: Record<StubCall['tool'], string[]> = { gtag: [], gtm: [], fbq: [] };
  for (const c of calls) {
    const p = path(c);
    if (p) out[c.tool].push(p);
  }
  return out;
}

/**
 * Resolves once React has run the effects of everything rendered so far: a frame, then a task
 * after it (React runs passive effects in a task after the commit's frame). A check that no
 * tracker was called is then a proof for what the page has done.
 */
async function effectsRun(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** A link of the page followed in the page (react-router): asserted, the document stays the same. */
async function followInPage(page: Page, href: string): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await live(page.locator(`a[href="${href}"]`).first());
  await page.locator(`a[href="${href}"]`).first().click();
  await page.waitForURL(`**${href}`);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
}

describe('analytics, tag manager and pixel in Chromium', () => {
  let site: MailSite;
  const visits: Visit[] = [];

  beforeAll(async () => {
    site = await startMailSite();
    await site.server.ds.query(
      `UPDATE site_config SET data = jsonb_set(data, '{siteInfo}', $1::jsonb) WHERE id = 1`,
      [JSON.stringify(IDS)],
    );
    // The first render of a fresh server (its bundle, the route table) is paid here, not in a test.
    await fetch(`${site.server.url}/en/`);
  });
  afterAll(async () => {
    for (const v of visits) await v.context.close().catch(() => {});
    await site?.close();
  });

  async function visit(consent?: string): Promise<Visit> {
    const context = await site.browser.newContext();
    if (consent) await context.addCookies([{ name: 'consent', value: consent, url: site.server.url }]);
    const tracking: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(site.server.url)) return route.continue();
      if (TRACKING_HOST.test(url)) tracking.push(url);
      const stub = STUBS.find(([pattern]) => pattern.test(url));
      if (stub) return route.fulfill({ contentType: 'application/javascript', body: stub[1] });
      return route.abort('internetdisconnected');
    });
    await trackHydration(context);
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        throw new Error(`CSP refused ${e.blockedURI} (${e.violatedDirective})`);
      });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    const errors = pageErrors(page);
    const v = { context, page, tracking, errors };
    visits.push(v);
    return v;
  }

  it('nothing loads or is called before a choice, nor after "Decline", page after page', async () => {
    const v = await visit();
    const { page } = v;
    await page.goto(`${site.server.url}/en/`, { waitUntil: 'domcontentloaded' });
    await prompt(page).waitFor();
    await followInPage(page, '/en/for-sale/');
    await effectsRun(page);
    expect(v.tracking).toEqual([]);

    await choose(page, 'Decline');
    await prompt(page).waitFor({ state: 'detached' });
    await followInPage(page, '/en/contact/');
    await page.goto(`${site.server.url}/en/for-rent/`, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), CONSENT_DELAY_MS);
    await effectsRun(page);
    expect(v.tracking).toEqual([]);
    expect(
      await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return [w.dataLayer, w.gtag, w.fbq, w.__stubCalls];
      }),
    ).toEqual([undefined, undefined, undefined, undefined]);
    expect(v.errors).toEqual([]);
  });

  it('"Agree all" starts each tracker with its id; each page shown is one view; a sent form is its label', async () => {
    const v = await visit();
    const { page } = v;
    await page.goto(`${site.server.url}/en/`, { waitUntil: 'domcontentloaded' });
    await choose(page, 'Agree all');
    await prompt(page).waitFor({ state: 'detached' });

    // The three scripts load from their official addresses and hear their ids, then the page.
    await expect.poll(async () => (await pageViews(page)).fbq).toEqual(['PageView']);
    await expect.poll(async () => (await pageViews(page)).gtag).toEqual(['/en/']);
    await expect.poll(async () => (await pageViews(page)).gtm).toEqual(['/en/']);
    expect([...v.tracking].sort()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      `https://www.googletagmanager.com/gtag/js?id=${IDS.analyticsId}`,
      `https://www.googletagmanager.com/gtm.js?id=${IDS.tagManagerId}`,
    ]);
    const calls = await stubCalls(page);
    const of = (tool: StubCall['tool']) => calls.filter((c) => c.tool === tool).map((c) => c.call);
    expect(of('gtag').slice(0, 3)).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'granted',
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ],
      ['js', expect.any(String)],
      ['config', IDS.analyticsId, { send_page_view: false }],
    ]);
    expect(of('gtm')[0]).toEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' });
    expect(of('fbq')[0]).toEqual(['init', IDS.pixelId]);

    // A page followed in the page: one view in each tool.
    await followInPage(page, '/en/contact/');
    await expect.poll(async () => (await pageViews(page)).gtag).toEqual(['/en/', '/en/contact/']);
    expect(await pageViews(page)).toEqual({
      gtag: ['/en/', '/en/contact/'],
      gtm: ['/en/', '/en/contact/'],
      fbq: ['PageView', 'PageView'],
    });

    // The contact form, sent for real (server, outbox, mail worker, SMTP catcher).
    const email = `analytics-${randomUUID()}@example.be`;
    const form = await fillContactForm(page, email);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL('**/en/thank-you/site-contact/');
    await site.catcher.waitFor((m) => m.replyTo === email);

    await expect.poll(async () => (await pageViews(page)).gtm).toHaveLength(3);
    const after = await stubCalls(page);
    const since = (tool: StubCall['tool']) =>
      after
        .filter((c) => c.tool === tool)
        .map((c) => c.call)
        .slice(of(tool).length);
    // The label, then the thank-you page's view.
    expect(since('gtag')).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: '/en/contact/' })],
      ['event', 'site_contact', { send_to: IDS.analyticsId }],
      [
        'event',
        'page_view',
        {
          send_to: IDS.analyticsId,
          page_path: '/en/thank-you/site-contact/',
          page_location: `${site.server.url}/en/thank-you/site-contact/`,
        },
      ],
    ]);
    expect(since('gtm')).toEqual([
      expect.objectContaining({ event: 'page_view', page_path: '/en/contact/' }),
      { event: 'site_contact' },
      {
        event: 'page_view',
        page_path: '/en/thank-you/site-contact/',
        page_location: `${site.server.url}/en/thank-you/site-contact/`,
      },
    ]);
    expect(since('fbq')).toEqual([
      ['track', 'PageView'],
      ['track', 'Contact', { content_name: 'site_contact' }],
      ['track', 'PageView'],
    ]);
    expect(v.errors).toEqual([]);
  });

  it('a stored choice starts the allowed trackers on a new page load, one view for it; withdrawn, they record nothing more', async () => {
    // Statistics only: the Google tags, not the pixel.
    const v = await visit('necessary.statistics');
    const { page } = v;
    await page.goto(`${site.server.url}/en/for-sale/`, { waitUntil: 'domcontentloaded' });
    await expect.poll(async () => (await pageViews(page)).gtm).toEqual(['/en/for-sale/']);
    await followInPage(page, '/en/contact/');
    await expect.poll(async () => (await pageViews(page)).gtag).toEqual(['/en/for-sale/', '/en/contact/']);
    expect(await pageViews(page)).toEqual({
      gtag: ['/en/for-sale/', '/en/contact/'],
      gtm: ['/en/for-sale/', '/en/contact/'],
      fbq: [],
    });
    expect(v.tracking.some((u) => u.includes('facebook'))).toBe(false);

    // Withdrawn from the footer's "Cookie settings": the Google tags hear it, then nothing more.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await choose(page, 'Decline');
    await prompt(page).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await stubCalls(page)).at(-1)?.call)
      .toEqual([
        'consent',
        'update',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ]);
    const withdrawn = (await stubCalls(page)).length;
    await followInPage(page, '/en/for-rent/');
    await page.locator('main h1').first().waitFor();
    await effectsRun(page);
    expect((await stubCalls(page)).length).toBe(withdrawn);
    expect(v.errors).toEqual([]);
  });
});

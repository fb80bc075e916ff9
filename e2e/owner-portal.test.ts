import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_PASSWORD } from '../server/demo/demo-people';
import { freshDatabase } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations } from './axe';
import { connectBrowser, PAGE_WAIT_MS } from './browser';
import { hydrated, trackHydration } from './hydration';
import { screenshot, screenshotFolder } from './screenshots';

const ARTIFACTS = screenshotFolder('owner-portal');

/** The owners' portal in Chromium: login, statistics, graph, language switch, logout, isolation. */
describe('owners portal in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let owner1: { email: string; properties: number[] };
  let owner2: { email: string; properties: number[] };

  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    browser = await connectBrowser();
    const owners: { email: string; properties: number[] }[] = await server.ds.query(
      `SELECT o.email, array_agg(op.property_id ORDER BY op.property_id) AS properties
       FROM owner o JOIN owner_property op ON op.owner_id = o.id WHERE o.email LIKE 'owner_@immo-demo.be' GROUP BY o.email ORDER BY o.email`,
    );
    [owner1, owner2] = owners;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    context.setDefaultTimeout(PAGE_WAIT_MS);
    await trackHydration(context);
    return { context, page: await context.newPage() };
  }

  async function logIn(page: Page, lang: 'nl' | 'en', email: string, password: string) {
    await page.goto(`${server.url}/${lang}/login/`);
    await hydrated(page);
    await page.getByLabel(lang === 'nl' ? 'E-mailadres' : 'E-mail address').fill(email);
    await page.getByLabel(lang === 'nl' ? 'Wachtwoord' : 'Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: lang === 'nl' ? 'Aanmelden' : 'Log in', exact: true }).click();
  }

  const viewsOf = async (id: number, kind = 'view') =>
    (
      await server.ds.query(
        `SELECT coalesce(sum(count) FILTER (WHERE day = (now() AT TIME ZONE 'Europe/Brussels')::date), 0)::int AS today, coalesce(sum(count), 0)::int AS total
       FROM property_daily_stat WHERE property_id = $1 AND kind = $2`,
        [id, kind],
      )
    )[0] as { today: number; total: number };

  it('shows "Login failed; the username or password are not correct" and keeps no cookie', async () => {
    const { context, page } = await newPage();
    try {
      // Nothing typed: the kit's field messages under both fields, the summary above, nothing sent.
      await logIn(page, 'nl', '', '');
      await expect
        .poll(() => page.getByRole('alert').innerText())
        .toBe('De velden in het rood moeten gecontroleerd worden.');
      expect(await page.locator('.field__error').allInnerTexts()).toEqual([
        'Dit veld is verplicht.',
        'Dit veld is verplicht.',
      ]);
      expect(await page.getByLabel('Wachtwoord', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await logIn(page, 'nl', owner1.email, 'not the password');
      await expect
        .poll(() => page.getByRole('alert').innerText())
        .toBe('Aanmelden mislukt; de gebruikersnaam of het wachtwoord is niet correct.');
      expect((await context.cookies()).some((c) => c.name === 'session')).toBe(false);
      // The password field is emptied, the e-mail kept.
      expect(await page.getByLabel('Wachtwoord', { exact: true }).inputValue()).toBe('');
      expect(await page.getByLabel('E-mailadres').inputValue()).toBe(owner1.email);
    } finally {
      await context.close();
    }
  });

  it('logs in, opens a property’s statistics with numbers and the graph, switches language and logs out', async () => {
    const { context, page } = await newPage();
    try {
      await logIn(page, 'en', owner1.email, DEMO_OWNER_PASSWORD);
      await page.waitForURL('**/en/owners/');
      const cookie = (await context.cookies()).find((c) => c.name === 'session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      // Only this owner's listings.
      const links = page.getByRole('link', { name: 'See the statistics' });
      await links.first().waitFor();
      expect(await links.count()).toBe(owner1.properties.length);
      // Each card says how the listing is doing.
      const firstTotal = new Intl.NumberFormat('en-GB').format((await viewsOf(owner1.properties[0])).total);
      expect(await page.locator('.portal-card__views').first().innerText()).toMatch(
        new RegExp(`in total: ${firstTotal.replace('.', '\\.')}$`),
      );

      const id = owner1.properties[0];
      await page.locator(`a[href$="?property=${id}"]`).first().click();
      await page.waitForURL(`**/en/owners/?property=${id}`);
      const counters = page.locator('.portal-counters dd');
      await counters.first().waitFor();
      const expected = await viewsOf(id);
      expect(expected.total).toBeGreaterThan(0);
      expect(await counters.nth(0).innerText()).toBe(new Intl.NumberFormat('en-GB').format(expected.today));
      expect(await counters.nth(3).innerText()).toBe(new Intl.NumberFormat('en-GB').format(expected.total));
      // Visitor-days beside them: the daily unique visitors, summed.
      const visitorDays = await viewsOf(id, 'unique_visitors');
      expect(visitorDays.total).toBeGreaterThan(0);
      expect(await page.getByTestId('visitors-today').locator('td').first().innerText()).toBe(
        new Intl.NumberFormat('en-GB').format(visitorDays.today),
      );
      expect(await page.getByTestId('visitors-total').locator('td').first().innerText()).toBe(
        new Intl.NumberFormat('en-GB').format(visitorDays.total),
      );
      // The graph (recharts, its own chunk) with one point per day, and the same figures as a table.
      await page.locator('.portal-graph .recharts-surface').waitFor();
      expect(await page.locator('.portal-graph .recharts-area-curve').count()).toBe(1);
      await page.getByText('Show the figures per day as a table').click();
      expect(await page.locator('.portal-graph__table tbody tr').count()).toBe(30);
      expect(await page.getByRole('img', { name: /Graph of the page visits per day/ }).count()).toBe(1);
      // The funnel (a rental's: up to the visits, no offers) and the history are there; the price
      // change of the demo is marked on the graph.
      await page.getByRole('heading', { name: 'From being seen to a visit, last 30 days' }).waitFor();
      expect(await page.locator('.portal-funnel li').count()).toBe(4);
      expect(await page.locator('.portal-history li').count()).toBeGreaterThan(0);
      expect(await page.locator('.recharts-reference-line').count()).toBeGreaterThan(0);
      await screenshot(page, path.join(ARTIFACTS, 'owner-stats-1280.png'), { fullPage: true });
      const violations = await seriousViolations(page);
      if (violations.length) console.log(`axe on the owner's statistics:\n${describeViolations(violations)}`);
      expect(violations).toEqual([]);

      // Another period: a year of days.
      await page.getByLabel('Period').selectOption('365');
      await expect.poll(() => page.locator('.portal-graph__table tbody tr').count()).toBe(365);

      // The same statistics in French: the translated path keeps the property.
      await page.locator('a[hreflang="fr"]').first().click();
      await page.waitForURL(`**/fr/proprietaires/?property=${id}`);
      await page.getByRole('heading', { name: 'Mes biens', level: 1 }).waitFor();
      await page.getByText('Visites de la page', { exact: true }).first().waitFor();
      expect(await page.locator('.portal-counters dt').first().innerText()).toBe("Aujourd'hui");

      await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();
      await page.waitForURL('**/fr/login/');
      await page.getByLabel('Adresse e-mail').waitFor();
      expect((await context.cookies()).some((c) => c.name === 'session')).toBe(false);
      await page.goto(`${server.url}/fr/proprietaires/?property=${id}`);
      await page.getByText('Veuillez vous connecter pour voir vos biens.').waitFor();
      expect(await page.locator('.portal-counters').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('never shows another owner’s property: FORBIDDEN in the page', async () => {
    const { context, page } = await newPage(375);
    try {
      await logIn(page, 'en', owner1.email, DEMO_OWNER_PASSWORD);
      await page.waitForURL('**/en/owners/');
      await page.goto(`${server.url}/en/owners/?property=${owner2.properties[0]}`);
      await expect
        .poll(() => page.getByRole('alert').innerText())
        .toBe('You do not have access to this property.');
      expect(await page.locator('.portal-counters').count()).toBe(0);
      // Nothing overflows on a phone.
      await page.goto(`${server.url}/en/owners/?property=${owner1.properties[0]}`);
      await page.locator('.portal-counters').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, path.join(ARTIFACTS, 'owner-stats-375.png'), { fullPage: true });
      // The session ends on the server (expiry, a reset elsewhere): the next answer brings the login prompt back.
      await server.ds.query(`DELETE FROM account_session`);
      await page.getByRole('link', { name: 'All my properties' }).click();
      await page.getByText('Please log in to see your properties.').waitFor();
      expect(await page.locator('.portal-counters').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  /** The owners' catalog chunks (one per language), not the portal's page chunk `owners-page-…`. */
  const OWNER_CATALOG_CHUNK = /\/assets\/owners-[\w-]{8}\.js$/;

  /** Answers the first `failures` requests for the owners' catalog with a 503; counts every request. */
  async function failOwnerCatalog(context: BrowserContext, failures: number) {
    const requests = { count: 0 };
    await context.route(OWNER_CATALOG_CHUNK, (route) =>
      ++requests.count <= failures
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' })
        : route.continue(),
    );
    return requests;
  }

  it('logs in when the owners’ texts failed three times: the catalog is fetched again on each retry', async () => {
    const { context, page } = await newPage();
    try {
      const requests = await failOwnerCatalog(context, 3);
      await logIn(page, 'en', owner1.email, DEMO_OWNER_PASSWORD);
      await page.waitForURL('**/en/owners/');
      await page.getByRole('link', { name: 'See the statistics' }).first().waitFor();
      expect(requests.count).toBe(4);
    } finally {
      await context.close();
    }
  });

  it('says so, in the page’s language, when the owners’ texts cannot be fetched at all', async () => {
    const { context, page } = await newPage();
    try {
      const requests = await failOwnerCatalog(context, Infinity);
      // The page's clock runs on, and each look moves it a second ahead: the retries' back-off
      // (about 11 s in all) passes without the test sitting through it.
      await page.clock.install();
      await page.goto(`${server.url}/nl/login/`);
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'Dit deel van de pagina kon niet worden geladen.' });
      await expect
        .poll(async () => {
          await page.clock.fastForward(1000);
          return alert.count();
        })
        .toBe(1);
      expect(requests.count).toBe(6);
      // No dead form: the login form is gone, a button tries again.
      expect(await page.getByLabel('Wachtwoord', { exact: true }).count()).toBe(0);
      await context.unroute(OWNER_CATALOG_CHUNK);
      await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
      await page.getByLabel('Wachtwoord', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('the top bar shows the logged-in owner’s links on every page, the cached public ones too, and logs out', async () => {
    const { context, page } = await newPage();
    try {
      const bar = page.locator('nav.top-bar');
      await logIn(page, 'en', owner1.email, DEMO_OWNER_PASSWORD);
      await page.waitForURL('**/en/owners/');
      // The login in this tab is enough: no reload.
      await bar.getByRole('link', { name: 'My properties' }).waitFor();
      expect(await bar.getByRole('link', { name: 'Owner login' }).count()).toBe(0);
      const cookie = (await context.cookies())
        .filter((c) => c.name.startsWith('owner_'))
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      for (const [path, login, mine, logout] of [
        ['/en/', 'Owner login', 'My properties', 'Log out'],
        ['/en/for-sale/', 'Owner login', 'My properties', 'Log out'],
        ['/nl/te-huur/', 'Eigenaars login', 'Mijn panden', 'Afmelden'],
        ['/fr/login/', 'Connexion propriétaires', 'Mes biens', 'Se déconnecter'],
      ] as const) {
        // The page the server sends is the one every visitor gets (cached and shared): the login link.
        const html = await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
        const serverBar = /<nav class="top-bar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
        expect(serverBar, path).toContain(`>${login}</a>`);
        expect(serverBar, path).not.toContain(mine);
        await page.goto(`${server.url}${path}`);
        await hydrated(page);
        const portal = bar.getByRole('link', { name: mine });
        await portal.waitFor();
        expect(await portal.getAttribute('href'), path).toBe(
          { en: '/en/owners/', nl: '/nl/eigenaars/', fr: '/fr/proprietaires/' }[path.slice(1, 3)],
        );
        expect(await bar.getByRole('button', { name: logout }).isVisible(), path).toBe(true);
        expect(await bar.getByRole('link', { name: login }).count(), path).toBe(0);
      }

      // Log out from the bar of a public page: the login link again, and no session left.
      await page.goto(`${server.url}/en/`);
      await hydrated(page);
      await bar.getByRole('button', { name: 'Log out' }).click();
      await bar.getByRole('link', { name: 'Owner login' }).waitFor();
      expect((await context.cookies()).filter((c) => c.name.startsWith('owner_'))).toEqual([]);
      await page.goto(`${server.url}/en/for-sale/`);
      await hydrated(page);
      await page.locator('.top-bar-slot nav').waitFor();
      expect(await bar.getByRole('link', { name: 'Owner login' }).isVisible()).toBe(true);
      expect(await bar.getByRole('link', { name: 'My properties' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the history per month: every heading over its column (figures right, months left) at 375, 768 and 1440 px', async () => {
    const { context, page } = await newPage(375);
    try {
      await logIn(page, 'en', owner1.email, DEMO_OWNER_PASSWORD);
      await page.waitForURL('**/en/owners/');
      // A sale: the table with every column.
      await page.goto(`${server.url}/en/owners/?property=${owner1.properties[1]}`);
      const table = page.locator('table.portal-months');
      await table.locator('tbody tr').first().waitFor();
      // The same page at each width: the layout is what is judged.
      for (const width of [375, 768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        // Where each cell's text stands (not the cell's box, which a table gives its whole column).
        const columns = await table.evaluate((t) => {
          const textBox = (cell: Element) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            const r = range.getBoundingClientRect();
            return { left: r.left, right: r.right };
          };
          const heads = [...t.querySelectorAll('thead th')].map(textBox);
          const rows = [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(textBox));
          return heads.map((head, i) => ({ head, cells: rows.map((r) => r[i]) }));
        });
        expect(columns.length).toBeGreaterThan(2);
        columns.forEach(({ head, cells }, i) => {
          for (const cell of cells) {
            if (i === 0)
              expect(Math.abs(cell.left - head.left), `${width} px, column ${i}`).toBeLessThanOrEqual(1);
            else expect(Math.abs(cell.right - head.right), `${width} px, column ${i}`).toBeLessThanOrEqual(1);
          }
        });
        if (width === 375)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
    } finally {
      await context.close();
    }
  });

  it('the server render of the portal carries no owner data, even for a logged-in browser', async () => {
    const { context, page } = await newPage();
    try {
      await logIn(page, 'en', owner1.email, DEMO_OWNER_PASSWORD);
      await page.waitForURL('**/en/owners/');
      const cookie = (await context.cookies()).find((c) => c.name === 'session')!;
      const html = await (
        await fetch(`${server.url}/en/owners/?property=${owner1.properties[0]}`, {
          headers: { cookie: `session=${cookie.value}` },
        })
      ).text();
      expect(html).toContain('data-route="owner-portal"');
      expect(html).not.toContain('portal-counters');
      expect(html).not.toContain(owner1.email);
    } finally {
      await context.close();
    }
  });
});

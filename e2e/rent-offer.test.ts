import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDayIn } from './dates';
import type { TestServer } from '../server/testing/test-server';
import type { MailCatcher } from '../server/mail/mail-catcher';
import { hydrated, live, trackHydration } from './hydration';
import { startMailSite, type MailSite } from './mail-site';

/** Both forms from the detail page's contact panel in Chromium: filled, sent, thank-you page, and the mails over real SMTP. */
describe('rent application and offer in Chromium', () => {
  let site: MailSite;
  let server: TestServer;
  let catcher: MailCatcher;
  let browser: Browser;
  beforeAll(async () => {
    site = await startMailSite();
    ({ server, catcher, browser } = site);
  });
  afterAll(async () => {
    await site?.close();
  });

  async function detailPage(
    goal: 'SALE' | 'RENT',
  ): Promise<{ page: Page; id: number; close: () => Promise<void> }> {
    const [{ id }] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee IN (0, 1, 2) AND ${goal === 'SALE' ? 'goal = 0' : 'goal <> 0'} ORDER BY id LIMIT 1`,
    );
    if (goal === 'RENT')
      await server.ds.query(
        `UPDATE property SET publish_price = true, price = 1000, costs = costs || '{"monthlyRent": 1000, "chargesRenter": 60, "inventoryCost": 250}'::jsonb WHERE id = $1`,
        [id],
      );
    const res = await server.gql<{ property: { path: string } }>(
      `query($id: Int!) { property(id: $id, lang: "en") { path } }`,
      { id },
    );
    const context = await browser.newContext();
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    await trackHydration(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.url}${res.data!.property.path}`);
    await hydrated(page);
    // The contact panel is a deferred section: inert server HTML until its chunk is in.
    await live(page.locator('section.contact-panel button').first());
    return { page, id, close: () => context.close() };
  }

  it('rent application: the sum due is shown, a mistake is pointed out, then it is sent and mailed', async () => {
    const { page, id, close } = await detailPage('RENT');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.locator('section.contact-panel').getByRole('button', { name: 'Apply to rent' }).click();
      const form = page.getByRole('form', { name: 'Apply to rent this property' });
      // 1000 + 60 + 250 / 2 + 3 × 1000
      await expect
        .poll(() => form.getByRole('region', { name: 'Sum due at signing' }).textContent())
        .toContain('€ 4.185');
      await form.getByRole('textbox', { name: 'Number of adults' }).fill('2');
      await form.getByRole('button', { name: 'Add a child' }).click();
      await page.keyboard.type('9');
      await form.getByLabel('Moving date').fill(brusselsDayIn(-3));
      await form.getByRole('textbox', { name: 'Net monthly income of person 1 (€)' }).fill('2.400,50');
      for (const name of [
        /minimum monthly income/,
        /proof of income/,
        /maximum number of persons/,
        /description of the property/,
      ])
        await form.getByRole('checkbox', { name }).check();
      await form.getByRole('textbox', { name: 'First name' }).fill('Anna');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Peeters');
      const email = `renter-${randomUUID()}@example.be`;
      await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await form.getByRole('textbox', { name: 'Phone' }).fill('0475 12 34 56');
      await form.getByRole('checkbox', { name: /privacy statement/ }).check();
      await form.getByRole('button', { name: 'Send my application' }).click();
      // The past moving date is refused in the browser, and the field takes the focus.
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
        .toBe('movingDate');
      await expect.poll(() => form.textContent()).toContain('This date may not be in the past.');

      await form.getByLabel('Moving date').fill(brusselsDayIn(20));
      await form.getByRole('button', { name: 'Send my application' }).click();
      await page.waitForURL('**/en/thank-you/contact-appointment/');
      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      const [mine] = await catcher.waitFor((m) => m.to.includes(email));
      expect(agency.subject).toBe(`Afspraak: huuraanvraag – Ref ${id} – Anna Peeters`);
      expect(agency.text).toContain('Netto maandinkomen, persoon 1: € 2.400,50');
      expect(agency.text).toContain('Kinderen (leeftijden): 1 (9)');
      expect(mine.text).toContain('Sum due at signing: € 4.185');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offer: the words follow the figure until edited, and the offer is sent and mailed with its 10% advance', async () => {
    const { page, id, close } = await detailPage('SALE');
    try {
      await page.locator('section.contact-panel').getByRole('button', { name: 'Make an offer' }).click();
      const form = page.getByRole('form', { name: 'Make an offer on this property' });
      const figure = form.getByRole('textbox', { name: 'Offer in figures (€)' });
      const words = form.getByRole('textbox', { name: 'Offer in words' });
      await figure.fill('250000');
      await expect.poll(() => words.inputValue()).toBe('two hundred and fifty thousand euros');
      await figure.fill('265000');
      await expect.poll(() => words.inputValue()).toBe('two hundred and sixty-five thousand euros');
      await words.fill('two hundred and sixty-five thousand euros (265.000)');
      await figure.fill('265500');
      expect(await words.inputValue()).toBe('two hundred and sixty-five thousand euros (265.000)');
      await expect
        .poll(() => form.textContent())
        .toContain("i.e. € 26.550, into the agent's third-party account");
      await form.getByLabel('Valid until').fill(brusselsDayIn(10));
      await form.getByRole('textbox', { name: 'Conditions' }).fill('Subject to obtaining a loan');
      const email = `buyer-${randomUUID()}@example.be`;
      const buyerA = form.getByRole('group', { name: 'Buyer A' });
      await buyerA.getByRole('textbox', { name: 'First name' }).fill('Anna');
      await buyerA.getByRole('textbox', { name: 'Last name' }).fill('Peeters');
      await buyerA.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await buyerA.getByRole('textbox', { name: 'Phone' }).fill('0475 12 34 56');
      await buyerA.getByRole('textbox', { name: 'Street' }).fill('Kerkstraat');
      await buyerA.getByRole('textbox', { name: 'House number' }).fill('12');
      await buyerA.getByRole('textbox', { name: 'Zip' }).fill('2000');
      await buyerA.getByRole('textbox', { name: 'City' }).fill('Antwerpen');
      const buyerB = form.getByRole('group', { name: 'Buyer B (optional)' });
      await buyerB.getByRole('textbox', { name: 'First name' }).fill('Jan');
      await buyerB.getByRole('textbox', { name: 'Last name' }).fill('Peeters');
      await form.getByRole('textbox', { name: 'Signed at (place)' }).fill('Antwerpen');
      await form.getByRole('checkbox', { name: /privacy statement/ }).check();
      await form.getByRole('button', { name: 'Send my offer' }).click();
      await page.waitForURL('**/en/thank-you/contact-me/');
      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      const [mine] = await catcher.waitFor((m) => m.to.includes(email));
      expect(agency.subject).toBe(`Contacteer mij: bod tot aankoop – Ref ${id} – Anna Peeters`);
      expect(agency.text).toContain('Bod (in cijfers): € 265.500');
      expect(agency.text).toContain('Bod (in letters): two hundred and sixty-five thousand euros (265.000)');
      expect(agency.text).toContain('Koper B: Jan Peeters');
      expect(mine.subject).toBe('We have received your message – Offer to buy');
      expect(mine.text).toContain(
        "Upon acceptance, the buyer pays an advance of 10% of the sale price, i.e. € 26.550, into the agent's third-party account.",
      );
    } finally {
      await close();
    }
  });
});

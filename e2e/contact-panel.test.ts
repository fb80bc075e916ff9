import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDayIn } from './dates';
import type { MailCatcher } from '../server/mail/mail-catcher';
import type { TestServer } from '../server/testing/test-server';
import { describeViolations, seriousViolations } from './axe';
import { live } from './hydration';
import { startMailSite, type MailSite } from './mail-site';
import { watchPage, type PageChecks } from './page-checks';
import { screenshot, screenshotFolder } from './screenshots';
import { PAGE_WAIT_MS, offline } from './browser';

const SHOTS = screenshotFolder('contact-panel');
const PHONE = 375;
const TABLET = 768;
const DESKTOP = 1440;

/**
 * The detail page's contact panel in Chromium on a phone, a tablet and a desktop: no form before
 * the visitor picks an action, each action in its dialog, every action sent for real through the
 * outbox and the worker to a real SMTP server, the visitor's details typed once and reused, a sold
 * listing with only the alert and the agent.
 */
describe('contact panel in Chromium', () => {
  let site: MailSite;
  let server: TestServer;
  let catcher: MailCatcher;
  beforeAll(async () => {
    site = await startMailSite();
    ({ server, catcher } = site);
  });
  afterAll(async () => {
    await site?.close();
  });

  async function listing(where: string): Promise<{ id: number; path: string }> {
    const [{ id }]: { id: number }[] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND ${where} ORDER BY id LIMIT 1`,
    );
    const res = await server.gql<{ property: { path: string } }>(
      `query($id: Int!) { property(id: $id, lang: "en") { path } }`,
      { id },
    );
    return { id, path: res.data!.property.path };
  }
  const sale = () => listing(`marquee IN (0, 1, 2) AND goal = 0`);
  const rental = () => listing(`marquee IN (0, 1, 2) AND goal <> 0`);

  interface Visit {
    context: BrowserContext;
    page: Page;
    checks: PageChecks;
    /** The panel's action buttons (desktop) or the bottom bar (phones and tablets). */
    panel: Locator;
    bar: Locator;
  }

  /** A visitor who declined tracking, on a settled detail page whose panel has come alive. */
  async function visit(width: number, path: string): Promise<Visit> {
    const context = await site.browser.newContext({
      viewport: { width, height: width < TABLET ? 812 : 900 },
      deviceScaleFactor: 1,
    });
    await context.addCookies([{ name: 'consent', value: 'necessary', url: server.url }]);
    // Offline as in CI: map tiles never load.
    await offline(context, server.url);
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_WAIT_MS);
    const checks = await watchPage(page, { origin: server.url });
    await page.goto(`${server.url}${path}`);
    await checks.settle();
    const panel = page.locator('section.contact-panel');
    const bar = page.locator('.contact-bar');
    await live(panel.locator('button, a').first());
    // Once more: sections that came after the first look (similar listings, their photos) finish too.
    await checks.settle();
    return { context, page, checks, panel, bar };
  }

  /** Opens an action as a visitor of this width does: from the bar below desktop, else from the panel. */
  async function open(v: Visit, name: string, width: number): Promise<Locator> {
    if (width >= 1280) await v.panel.getByRole('button', { name, exact: true }).click();
    else if ((await v.bar.getByRole('button', { name, exact: true }).count()) > 0)
      await v.bar.getByRole('button', { name, exact: true }).click();
    else {
      await v.bar.getByRole('button', { name: 'Contact', exact: true }).click();
      await v.page.getByRole('dialog', { name: 'Contact the agency' }).getByRole('button', { name }).click();
    }
    const dialog = v.page.locator('dialog.contact-dialog[open]');
    await dialog.waitFor();
    return dialog;
  }

  const visibleEmailInputs = (page: Page) =>
    page.locator('input[type="email"]').evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);

  async function fillPerson(form: Locator, email: string) {
    await form.locator('input[name="firstName"]').fill('Anna');
    await form.locator('input[name="lastName"]').fill('Peeters');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('0475 12 34 56');
  }
  async function sendForm(form: Locator) {
    await form.locator('input[name="privacyConsent"]').check();
    await form.locator('.captcha__status--verified').waitFor();
    await form.locator('button[type="submit"]').click();
  }

  it(`${PHONE}, ${TABLET} and ${DESKTOP} px: no form before an action, the page and an open dialog clean, Escape closes and focus returns`, async () => {
    const { path: detail } = await sale();
    // Loaded once on a phone, then judged wider: the layout at each width is what is judged.
    const v = await visit(PHONE, detail);
    try {
      for (const width of [PHONE, TABLET, DESKTOP]) {
        if (width !== PHONE) {
          await v.page.setViewportSize({ width, height: 900 });
          await v.checks.settle();
        }
        expect(await visibleEmailInputs(v.page), `${width} px`).toBeLessThanOrEqual(1);
        expect(await v.page.locator('main form').count(), `${width} px`).toBe(0);
        expect(await v.checks.problems(), `${width} px`).toEqual([]);
        expect(describeViolations(await seriousViolations(v.page)), `${width} px`).toBe('');
        // The panel on desktop, the bar below: one of them shows, never both.
        expect(await v.bar.isVisible(), `${width} px`).toBe(width < 1280);
        if (width < 1280) {
          // The bar never hides the page's end: the page is padded by its height.
          const [barHeight, padding] = await v.page.evaluate(() => [
            document.querySelector('.contact-bar')!.getBoundingClientRect().height,
            parseFloat(getComputedStyle(document.body).paddingBottom),
          ]);
          expect(padding).toBeGreaterThanOrEqual(barHeight - 1);
        } else {
          // The agent's phone, a tap away.
          expect(await v.panel.locator('a[href^="tel:"]').count()).toBe(1);
          // The panel follows the reader down the side column, under the fixed header.
          await v.page.evaluate(() => window.scrollTo(0, 1500));
          await expect.poll(async () => (await v.panel.boundingBox())!.y).toBeGreaterThan(40);
          expect((await v.panel.boundingBox())!.y).toBeLessThan(120);
          await v.page.evaluate(() => window.scrollTo(0, 0));
        }
        if (width === PHONE || width === DESKTOP)
          await screenshot(v.page, path.join(SHOTS, `detail-${width}.png`), { fullPage: true });

        const dialog = await open(v, 'Book a visit', width);
        const opener =
          width >= 1280
            ? v.panel.getByRole('button', { name: 'Book a visit', exact: true })
            : v.bar.getByRole('button', { name: 'Book a visit', exact: true });
        await dialog.getByRole('radiogroup').waitFor();
        await live(dialog.locator('input[name="firstName"]'));
        if (width === PHONE) {
          // Full screen on a phone.
          const box = (await dialog.boundingBox())!;
          expect([box.x, box.width]).toEqual([0, PHONE]);
        }
        expect(await v.checks.problems(), `${width} px, dialog`).toEqual([]);
        expect(describeViolations(await seriousViolations(v.page)), `${width} px, dialog`).toBe('');
        if (width === PHONE || width === DESKTOP)
          await screenshot(v.page, path.join(SHOTS, `dialog-${width}.png`));
        await v.page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      }
    } finally {
      await v.context.close();
    }
  }, 180_000);

  it('a sold listing: only the alert about similar properties and the agent', async () => {
    const sold = await listing(`marquee = 3`);
    const v = await visit(DESKTOP, sold.path);
    try {
      expect(await v.panel.getByRole('button').count()).toBe(0);
      const alert = v.panel.getByRole('link', { name: 'Alert me about similar properties' });
      expect(await alert.getAttribute('href')).toMatch(/^\/en\/keep-me-informed\/\?goal=sale&type=\d+&city=/);
      expect(await v.panel.locator('a[href^="tel:"]').count()).toBe(1);
      expect(await v.page.getByRole('button', { name: 'Book a visit' }).count()).toBe(0);
      expect(await v.checks.problems()).toEqual([]);
      expect(describeViolations(await seriousViolations(v.page))).toBe('');
    } finally {
      await v.context.close();
    }
  }, 60_000);

  it(`${PHONE} px, a sale: a question, the documents and a mail to a friend, the details typed once`, async () => {
    const { id, path: detail } = await sale();
    const v = await visit(PHONE, detail);
    try {
      const email = `panel-${randomUUID()}@example.be`;
      let dialog = await open(v, 'Ask a question', PHONE);
      let form = dialog.locator('form');
      await live(form.locator('input[name="firstName"]'));
      await fillPerson(form, email);
      await form.locator('textarea[name="message"]').fill('Is there a cellar?');
      await sendForm(form);
      await v.page.waitForURL('**/en/thank-you/contact-me/');
      const [question] = await catcher.waitFor((m) => m.replyTo === email);
      expect(question.subject).toContain(`Ref ${id}`);
      expect(
        (await server.ds.query(`SELECT form FROM form_submission WHERE email = $1`, [email])).map(
          (r: { form: string }) => r.form,
        ),
      ).toEqual(['more-info']);

      // Back on the listing: the documents, with the details already there.
      await v.page.goBack();
      await live(v.bar.getByRole('button').first());
      dialog = await open(v, 'Request the documents', PHONE);
      form = dialog.locator('form');
      await live(form.locator('input[name="firstName"]'));
      expect(await form.locator('input[name="email"]').inputValue()).toBe(email);
      expect(await form.locator('input[name="firstName"]').inputValue()).toBe('Anna');
      await sendForm(form);
      await expect
        .poll(() => form.getByRole('alert').textContent())
        .toBe('The documents will be sent to you by e-mail.');
      await catcher.waitFor((m) => m.to.includes(email) && /document/i.test(m.subject));
      await v.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // A friend: the sender is already known.
      dialog = await open(v, 'Send to a friend', PHONE);
      form = dialog.locator('form');
      await live(form.locator('input[name="senderName"]'));
      expect(await form.locator('input[name="senderName"]').inputValue()).toBe('Anna Peeters');
      expect(await form.locator('input[name="senderEmail"]').inputValue()).toBe(email);
      const friend = `friend-${randomUUID()}@example.be`;
      await form.locator('input[name="friendEmail"]').fill(friend);
      await form.locator('.captcha__status--verified').waitFor();
      await form.locator('button[type="submit"]').click();
      await v.page.waitForURL('**/en/thank-you/send-to-friend/');
      await catcher.waitFor((m) => m.to.includes(friend));
      // Kept for the visit in this tab only.
      expect(await v.page.evaluate(() => window.localStorage.getItem('agency.person'))).toBeNull();
      expect(await v.checks.problems()).toEqual([]);
    } finally {
      await v.context.close();
    }
  }, 120_000);

  it(`${TABLET} px, a rental: a free time booked, a full one shown as full, a visit asked by message when all are full`, async () => {
    const { id, path: detail } = await rental();
    const slots: { id: number }[] = await server.ds.query(
      `SELECT id FROM appointment_slot WHERE property_id = $1 AND starts_at > now() ORDER BY starts_at`,
      [id],
    );
    // The first time of the first day is full.
    await server.ds.query(`UPDATE appointment_slot SET booked = capacity WHERE id = $1`, [slots[0].id]);
    const v = await visit(TABLET, detail);
    try {
      let dialog = await open(v, 'Book a visit', TABLET);
      const days = dialog.getByRole('radiogroup');
      await days.waitFor();
      const full = dialog.locator(`input[type="radio"][value="${slots[0].id}"]`);
      expect(await full.isDisabled()).toBe(true);
      expect(await full.locator('xpath=..').textContent()).toContain('Full');
      // The next day, with the keyboard.
      const chosen = days.locator('[aria-checked="true"]');
      await chosen.focus();
      await v.page.keyboard.press('ArrowRight');
      expect(
        await days.locator('[aria-checked="true"]').evaluate((el) => el === document.activeElement),
      ).toBe(true);
      const free = dialog.locator('input[type="radio"][name="slotId"]').first();
      const slotId = Number(await free.getAttribute('value'));
      await free.check();
      const form = dialog.locator('form');
      await live(form.locator('input[name="firstName"]'));
      const email = `booking-${randomUUID()}@example.be`;
      await fillPerson(form, email);
      await sendForm(form);
      await v.page.waitForURL('**/en/thank-you/contact-appointment/');
      // The dialog closes with the new address: Back shows the detail page, not the sent form.
      await v.page.locator('dialog.contact-dialog').waitFor({ state: 'detached' });
      expect(
        (await server.ds.query(`SELECT booked FROM appointment_slot WHERE id = $1`, [slotId]))[0].booked,
      ).toBe(1);
      const [mail] = await catcher.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toMatch(/^Your appointment is confirmed – /);

      // Every time full: the visit is asked for by message.
      await server.ds.query(`UPDATE appointment_slot SET booked = capacity WHERE property_id = $1`, [id]);
      await v.page.goBack();
      await live(v.bar.getByRole('button').first());
      dialog = await open(v, 'Book a visit', TABLET);
      await dialog.getByText('The appointments are full.').waitFor();
      const request = dialog.locator('form');
      await live(request.locator('input[name="firstName"]'));
      expect(await request.locator('input[name="email"]').inputValue()).toBe(email);
      await sendForm(request);
      await v.page.waitForURL('**/en/thank-you/contact-appointment/');
      await expect
        .poll(async () =>
          (await server.ds.query(`SELECT form FROM form_submission WHERE email = $1`, [email]))
            .map((r: { form: string }) => r.form)
            .sort(),
        )
        .toEqual(['appointment', 'visit-request']);
      await catcher.waitFor((m) => m.replyTo === email && m.subject.includes(`Ref ${id}`));
      expect(await v.checks.problems()).toEqual([]);
    } finally {
      await v.context.close();
    }
  }, 120_000);

  it(`${DESKTOP} px: an offer whose words follow the figure until edited, sent and mailed with its 10% advance`, async () => {
    const { id, path: saleDetail } = await sale();
    const v = await visit(DESKTOP, saleDetail);
    try {
      const dialog = await open(v, 'Make an offer', DESKTOP);
      const form = dialog.getByRole('form', { name: 'Make an offer on this property' });
      await live(form.locator('input').first());
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
      await form.locator('.captcha__status--verified').waitFor();
      await form.getByRole('button', { name: 'Send my offer' }).click();
      await v.page.waitForURL('**/en/thank-you/offer/');
      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      const [mine] = await catcher.waitFor((m) => m.to.includes(email));
      expect(agency.subject).toBe(`Contacteer mij: bod tot aankoop – Ref ${id} – Anna Peeters`);
      expect(agency.text).toContain('Bod (in cijfers): € 265.500');
      expect(agency.text).toContain('Bod (in letters): two hundred and sixty-five thousand euros (265.000)');
      expect(agency.text).toContain('Koper B: Jan Peeters');
      expect(mine.subject).toBe(`We have received your offer – Ref ${id}`);
      expect(mine.text).toContain(
        "Upon acceptance, the buyer pays an advance of 10% of the sale price, i.e. € 26.550, into the agent's third-party account.",
      );
      expect(await v.checks.problems()).toEqual([]);
    } finally {
      await v.context.close();
    }
  }, 120_000);

  it(`${DESKTOP} px: a rent application shows the sum due, points out a mistake, then is sent and mailed`, async () => {
    const { id, path: rentDetail } = await rental();
    await server.ds.query(
      `UPDATE property SET publish_price = true, price = 1000, costs = costs || '{"monthlyRent": 1000, "chargesRenter": 60, "inventoryCost": 250}'::jsonb WHERE id = $1`,
      [id],
    );
    const v = await visit(DESKTOP, rentDetail);
    try {
      const dialog = await open(v, 'Apply to rent', DESKTOP);
      const form = dialog.getByRole('form', { name: 'Apply to rent this property' });
      await live(form.locator('input').first());
      // 1000 + 60 + 250 / 2 + 3 × 1000
      await expect
        .poll(() => form.getByRole('region', { name: 'Sum due at signing' }).textContent())
        .toContain('€ 4.185');
      await form.getByRole('textbox', { name: 'Number of adults' }).fill('2');
      await form.getByRole('button', { name: 'Add a child' }).click();
      await v.page.keyboard.type('9');
      await form.getByLabel('Moving date').fill(brusselsDayIn(-3));
      await form.getByRole('textbox', { name: 'Net monthly income of person 1 (€)' }).fill('2.400,50');
      for (const name of [
        /minimum monthly income/,
        /proof of income/,
        /maximum number of persons/,
        /description of the property/,
      ])
        await form.getByRole('checkbox', { name }).check();
      const email = `renter-${randomUUID()}@example.be`;
      await form.getByRole('textbox', { name: 'First name' }).fill('Anna');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Peeters');
      await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await form.getByRole('textbox', { name: 'Phone' }).fill('0475 12 34 56');
      await form.getByRole('checkbox', { name: /privacy statement/ }).check();
      await form.getByRole('button', { name: 'Send my application' }).click();
      // The past moving date is refused in the browser, and the field takes the focus.
      await expect
        .poll(() => v.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
        .toBe('movingDate');
      await expect.poll(() => form.textContent()).toContain('This date may not be in the past.');

      await form.getByLabel('Moving date').fill(brusselsDayIn(20));
      await form.locator('.captcha__status--verified').waitFor();
      await form.getByRole('button', { name: 'Send my application' }).click();
      await v.page.waitForURL('**/en/thank-you/rent-application/');
      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      const [mine] = await catcher.waitFor((m) => m.to.includes(email));
      expect(agency.subject).toBe(`Afspraak: huuraanvraag – Ref ${id} – Anna Peeters`);
      expect(agency.text).toContain('Netto maandinkomen, persoon 1: € 2.400,50');
      expect(agency.text).toContain('Kinderen (leeftijden): 1 (9)');
      expect(mine.text).toContain('Sum due at signing: € 4.185');
      expect(await v.checks.problems()).toEqual([]);
    } finally {
      await v.context.close();
    }
  }, 120_000);
});

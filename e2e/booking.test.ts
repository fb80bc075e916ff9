import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server';
import type { MailCatcher } from '../server/mail/mail-catcher';
import { parseIcsLines } from '../server/mail/ics';
import { live } from './hydration';
import { newVisitor } from './visitor';
import { startMailSite, type MailSite } from './mail-site';

/** A visitor books a visit on a property page in Chromium, gets the mail with the invitation, and cancels. */
describe('appointment booking in Chromium', () => {
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

  it('books a slot from the property page, mails the .ics invitation, and the cancel link frees the place', async () => {
    const [{ id }] = await server.ds.query(
      `SELECT p.id FROM property p WHERE p.withdrawn_at IS NULL AND p.marquee = 1 AND EXISTS (SELECT 1 FROM appointment_slot s WHERE s.property_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    const res = await server.gql<{ property: { path: string } }>(
      `query($id: Int!) { property(id: $id, lang: "en") { path } }`,
      { id },
    );
    const { context, page, errors } = await newVisitor(browser, server.url, {
      path: res.data!.property.path,
    });
    try {
      // By names, not texts: the new interface texts reach the built catalogs when the lead merges them.
      // The contact panel's "Book a visit" (desktop width) opens the booking in a dialog.
      const book = page.locator('section.contact-panel button[data-action="visit"]');
      await live(book);
      await book.click();
      const form = page.locator('dialog.contact-dialog[open] form');
      const firstFree = form.locator('input[type="radio"][name="slotId"]:not([disabled])').first();
      // The slots are asked for when the dialog opens.
      await live(firstFree);
      // Ten weekdays are seeded from tomorrow; the page shows the next 14 × 24 h, which holds the
      // last of them only once its first slot (10:00 Brussels) is less than 14 days away.
      expect(await form.locator('[role="radiogroup"] [role="radio"]').count()).toBeGreaterThanOrEqual(9);
      const slotId = Number(await firstFree.getAttribute('value'));
      await firstFree.check();
      const email = `chromium-${randomUUID()}@example.be`;
      await form.locator('input[name="firstName"]').fill('Anna');
      await form.locator('input[name="lastName"]').fill('Peeters');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="phone"]').fill('0475 12 34 56');
      await form.locator('input[name="privacyConsent"]').check();
      await form.locator('button[type="submit"]').click();
      await page.waitForURL('**/en/thank-you/contact-appointment/');
      expect(
        (await server.ds.query(`SELECT booked FROM appointment_slot WHERE id = $1`, [slotId]))[0].booked,
      ).toBe(1);

      const [mail] = await catcher.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toMatch(/^Your appointment is confirmed – /);
      const ics = parseIcsLines(
        mail.attachments.find((a) => a.contentType === 'text/calendar')!.content.toString('utf8'),
      );
      expect(ics.find((l) => l.name === 'UID')?.value).toBe(
        (await server.ds.query(`SELECT id FROM appointment WHERE slot_id = $1`, [slotId]))[0].id,
      );

      const link = /https?:\/\/\S+\/api\/appointments\/cancel\?token=[\w-]+&lang=en/.exec(mail.text)![0];
      await page.goto(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
      await page.getByRole('button', { name: 'Yes, cancel my appointment' }).click();
      await page.getByText(/is cancelled/).waitFor();
      expect(
        (await server.ds.query(`SELECT booked FROM appointment_slot WHERE id = $1`, [slotId]))[0].booked,
      ).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});

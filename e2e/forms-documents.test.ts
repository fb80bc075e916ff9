import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySummary } from '../server/catalog/property-summary.service';
import { freshDatabase } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { connectBrowser } from './browser';
import { live } from './hydration';
import { newVisitor } from './visitor';

/** The documents request on the property page in Chromium: asked once, then asked again. */
describe('documents request in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    // Its own database: the request is stored.
    server = await startTestServer(await freshDatabase());
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows "will be sent by e-mail", then "already requested" for the same e-mail', async () => {
    const [{ id }]: { id: number }[] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL ORDER BY id LIMIT 1`,
    );
    const summary = await propertySummary(server.ds, id, 'en');
    const { context, page, errors } = await newVisitor(browser, server.url, { path: summary!.path });
    try {
      // Found by structure and field names, not by interface texts: new texts show as catalog ids in
      // a build until their translations are merged into the catalogs.
      // The contact panel's action (a static section: inert server HTML until its chunk is in)
      // opens the form in a dialog.
      const action = page.locator('section.contact-panel button[data-action="documents"]');
      await live(action);
      await action.click();
      const region = page.locator('dialog.contact-dialog[open]');
      await live(region.locator('input[name="firstName"]'));
      const fill = async (email: string) => {
        await region.locator('input[name="firstName"]').fill('Anna');
        await region.locator('input[name="lastName"]').fill('Peeters');
        await region.locator('input[name="email"]').fill(email);
        await region.locator('input[name="phone"]').fill('0475 12 34 56');
        await region.locator('input[name="privacyConsent"]').check();
      };
      await fill('anna.docs@example.be');
      await region.locator('button[type="submit"]').click();
      await expect
        .poll(() => region.getByRole('alert').textContent())
        .toBe('The documents will be sent to you by e-mail.');

      // The same person again, with other capitals.
      await fill('Anna.Docs@Example.be');
      await region.locator('button[type="submit"]').click();
      await expect
        .poll(() => region.getByRole('alert').textContent())
        .toBe('You have already requested the documents for this property.');
      expect(
        await server.ds.query(`SELECT count(*)::int AS n FROM document_request WHERE property_id = $1`, [id]),
      ).toEqual([{ n: 1 }]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

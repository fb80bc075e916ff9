import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyExe, tinyPdf } from '../common/forms/cv-file-type.testing';
import type { TestServer } from '../server/testing/test-server';
import type { MailCatcher } from '../server/mail/mail-catcher';
import { newVisitor } from './visitor';
import { startMailSite, type MailSite } from './mail-site';

/** Both forms filled in Chromium on the real site, mails received over real SMTP. */
describe('testimonial and job contact in Chromium', () => {
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

  async function visit<T>(path: string, run: (page: Page) => Promise<T>): Promise<T> {
    const { context, page, errors } = await newVisitor(browser, server.url, { path });
    try {
      const result = await run(page);
      expect(errors).toEqual([]);
      return result;
    } finally {
      await context.close();
    }
  }

  it('job contact: a renamed .exe is refused, a PDF is uploaded, the agency mail carries its bytes', async () => {
    const email = `applicant-${randomUUID()}@example.be`;
    const pdf = tinyPdf('CV of Anna Peeters');
    await visit('/en/team/', async (page) => {
      // Selected by names, not labels: the texts are the catalogs' business (checked elsewhere).
      const form = page.locator('section.work-with-us form');
      await form.locator('input[name="position"]').fill('Real-estate agent');
      await form.locator('input[name="firstName"]').fill('Anna');
      await form.locator('input[name="lastName"]').fill('Peeters');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="phone"]').fill('0475 12 34 56');
      await form.locator('textarea[name="message"]').fill('I love houses.');
      const cv = form.locator('input[name="cvUploadId"]');
      await cv.setInputFiles({
        name: 'setup.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(tinyExe()),
      });
      await expect.poll(() => cv.getAttribute('aria-invalid')).toBe('true');
      expect(await cv.getAttribute('data-upload-id')).toBeNull();
      await cv.setInputFiles({ name: 'Anna CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
      // Uploaded at once: the field holds the server's upload id and shows the file.
      await expect.poll(() => cv.getAttribute('data-upload-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await form.locator('.file-upload__status').textContent()).toContain('Anna CV.pdf');
      await form.locator('input[name="privacyConsent"]').check();
      await form.locator('button[type="submit"]').click();
      await page.waitForURL('**/en/thank-you/job-application/');
    });
    const [agency] = await catcher.waitFor((m) => m.replyTo === email);
    expect(agency.subject).toBe('Sollicitatie – Anna Peeters');
    expect(agency.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Anna CV.pdf', 'application/pdf'],
    ]);
    expect(Buffer.compare(agency.attachments[0].content, Buffer.from(pdf))).toBe(0);
  });

  it('testimonial: reached from the home page, with a photo, stored unpublished, not in the slider', async () => {
    const email = `author-${randomUUID()}@example.be`;
    const name = `Élise ${randomUUID().slice(0, 6)}`;
    const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await visit('/en/', async (page) => {
      await page.locator('.testimonials a[href="/en/leave-a-testimonial/"]').click();
      await page.waitForURL('**/en/leave-a-testimonial/');
      const form = page.locator('main form.kit-form');
      await form.locator('input[name="name"]').fill(name);
      await form.locator('textarea[name="comment"]').fill('Sold our flat in three weeks.');
      await form.locator('input[name="homepage"]').fill('not a site');
      await form.locator('input[name="email"]').fill(email);
      const photo = form.locator('input[name="photoUploadId"]');
      await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => photo.getAttribute('data-upload-id')).toMatch(/^[0-9a-f-]{36}$/);
      await form.locator('input[name="privacyConsent"]').check();
      await form.locator('button[type="submit"]').click();
      // The shared rules refuse the website in the browser, and the focus goes there.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
        .toBe('url');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      await form.locator('input[name="homepage"]').fill('https://elise.example.be/');
      await form.locator('button[type="submit"]').click();
      await page.waitForURL('**/en/thank-you/testimonial/');
    });
    const [row] = await server.ds.query(`SELECT published FROM testimonial WHERE name = $1`, [name]);
    expect(row.published).toBe(false);
    const [agency] = await catcher.waitFor((m) => m.replyTo === email);
    expect(agency.attachments.map((a) => [a.filename, a.contentType])).toEqual([['me.png', 'image/png']]);
    await visit('/en/', async (page) => {
      expect(await page.textContent('main')).not.toContain(name);
    });
  });
});

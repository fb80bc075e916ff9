import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../server/core/config';
import { renderSampleMail } from '../server/mail/mail-samples.testing';
import { MAIL_TEMPLATES, type MailTemplateName } from '../server/mail/mail-templates';
import { connectBrowser } from './browser';

const WIDTHS = [375, 600] as const;

/**
 * Every mail, in every language, as a phone's mail app (375 px) and a desktop client's reading
 * pane (600 px) show it: nothing wider than the window. The pictures are not the test's (the
 * samples point at the site, which is not running here): every request is refused.
 */
describe('every mail in Chromium at 375 and 600 px', () => {
  let browser: Browser;
  const contexts = new Map<number, BrowserContext>();

  beforeAll(async () => {
    browser = await connectBrowser();
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        javaScriptEnabled: false,
      });
      await context.route('**/*', (route) => route.abort('internetdisconnected'));
      contexts.set(width, context);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.keys(MAIL_TEMPLATES) as MailTemplateName[])('%s: no overflow', async (name) => {
    for (const width of WIDTHS) {
      const page = await contexts.get(width)!.newPage();
      try {
        for (const lang of SUPPORTED_LANGUAGES) {
          await page.setContent(renderSampleMail(name, lang).html);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrollWidth, `${name} in ${lang} at ${width} px`).toBeLessThanOrEqual(width);
        }
      } finally {
        await page.close();
      }
    }
  });
});

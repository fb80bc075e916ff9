import type { Browser } from 'playwright-core';
import { freshDatabase } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { startMailWorker } from '../server/forms/forms.testing';
import { startMailCatcher, type MailCatcher } from '../server/mail/mail-catcher';
import type { BackgroundWork } from '../server/worker-runtime';
import { connectBrowser } from './browser';

/** What a form journey needs: the site on its own database, the mail worker, a real SMTP catcher, Chromium. */
export interface MailSite {
  server: TestServer;
  catcher: MailCatcher;
  work: BackgroundWork;
  browser: Browser;
  close(): Promise<void>;
}

export async function startMailSite(): Promise<MailSite> {
  const dbUrl = await freshDatabase();
  const server = await startTestServer(dbUrl);
  const catcher = await startMailCatcher();
  const work = await startMailWorker(server.ds, dbUrl, catcher);
  const browser = await connectBrowser();
  return {
    server,
    catcher,
    work,
    browser,
    async close() {
      await browser.close();
      await work.stop();
      await catcher.close();
      await server.close();
    },
  };
}

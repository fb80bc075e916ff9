import type { TestProject } from 'vitest/node';
import { hasTestChromium, launchChromiumServer, TEST_CHROMIUM } from './chromium';

/**
 * One Chromium for the whole browser lane: test files run in separate processes and connect to
 * it (`connectBrowser()`), each in contexts of its own. Without a Chromium the lane fails at once,
 * with the way out.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!hasTestChromium()) {
    throw new Error(
      `No Chromium at ${TEST_CHROMIUM}: install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH. ` +
        '`npm run test:unit` needs no browser.',
    );
  }
  const server = await launchChromiumServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

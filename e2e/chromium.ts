import fs from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run); `npx playwright install` cannot work on these machines. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (`chromium-headless-shell`): the same Blink and V8
 * without the desktop browser's display compositor and GPU process, so a page costs about a third
 * less CPU. The browser lane runs on it when it is installed (.ci/run installs it), else on CHROMIUM.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser lane's Chromium: CHROMIUM_PATH when set, else the headless shell, else CHROMIUM. */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

export const hasTestChromium = (): boolean => fs.existsSync(TEST_CHROMIUM);

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** A Chromium of the caller's own (the benchmarks): the desktop browser, as visitors run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS } satisfies LaunchOptions);
}

/** A Chromium that other processes connect to (the browser lane's, e2e/chromium.setup.ts). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: TEST_CHROMIUM, args: ARGS } satisfies LaunchOptions);
}

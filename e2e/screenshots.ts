import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Screenshots are for people to look at, not checks: the browser tests take them only when asked
 * (`E2E_SHOTS=1`, as `npm run test:shots` does). Encoding a full page costs about as much as the
 * checks on it, and nobody looks at the pictures of a routine run.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SHOTS === '1';

/** The folder the screenshots of `area` go to, under e2e/artifacts/. */
export const screenshotFolder = (area: string) => path.resolve('e2e/artifacts', area);

/** Saves `target`'s picture to `file` when screenshots are wanted; else does nothing. */
export async function screenshot(
  target: Page | Locator,
  file: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await target.screenshot({ path: file, ...options });
}

import { CHROMIUM, hasChromium } from './browser';

/** The browser lane fails at once, with the way out, when there is no Chromium to drive. */
export default function requireChromium(): void {
  if (!hasChromium()) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH. ` +
        '`npm run test:unit` needs no browser.',
    );
  }
}

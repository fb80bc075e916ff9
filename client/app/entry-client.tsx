import { hydrateApp } from './hydrate-app';
import { isLocale, loadMessages } from '../i18n/i18n';

/**
 * The page is whole before any script runs (rendered on the server); the scripts only make it
 * interactive. Their code is evaluated in steps, each a task of its own with the browser free in
 * between (to paint, to answer a tap): the site's code (this chunk), then React DOM (a chunk of its
 * own), then the page's chunk, then hydration, itself in slices. Evaluated at once, the same code
 * was one long task on a slow phone. The server preloads every chunk named here
 * (server/web/page-html.ts), so no step waits for the network.
 */
async function start() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : 'en';
  const messages = loadMessages(locale);
  const { hydrateRoot } = await import('./react-dom-client');
  await nextTask();
  await hydrateApp(hydrateRoot, locale, messages);
}

/** Lets the browser run what waits (a paint, an input) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void start();

import { startTransition } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { Messages } from '@lingui/core';
import { createBrowserClient } from './apollo';
import { App } from './app';
import { createI18n, type Locale } from '../i18n/i18n';
import { preloadPages } from '../ui/lazy-page';

declare global {
  interface Window {
    __APOLLO_STATE__?: Parameters<typeof createBrowserClient>[0];
    /** The lazy pages the server rendered: loaded before hydrating, so hydration never suspends. */
    __PAGES__?: string[];
  }
}

/** Makes the server's HTML interactive, once React DOM is in (entry-client.tsx). */
export async function hydrateApp(
  hydrateRoot: typeof HydrateRoot,
  locale: Locale,
  messages: Promise<Messages>,
): Promise<void> {
  const [catalog] = await Promise.all([messages, preloadPages(window.__PAGES__ ?? [])]);
  const i18n = createI18n(locale, catalog);
  const client = createBrowserClient(window.__APOLLO_STATE__, locale);
  // As a transition, hydration runs in slices of a few milliseconds that yield to the browser
  // (a tap, a paint) instead of one long task: on a slow phone the page stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <BrowserRouter>
        <App client={client} i18n={i18n} />
      </BrowserRouter>,
    );
  });
}

import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createBrowserClient } from './apollo';
import { App } from './app';
import { createI18n, isLocale, loadMessages } from './i18n';
import { preloadPages } from './lazy-page';
import { rememberLanguage } from './remember-language';

declare global {
  interface Window {
    __APOLLO_STATE__?: Parameters<typeof createBrowserClient>[0];
    /** The lazy pages the server rendered: loaded before hydrating, so hydration never suspends. */
    __PAGES__?: string[];
  }
}

async function start() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : 'en';
  // Every page view in a language: `/` brings the visitor back to it.
  rememberLanguage(locale);
  const [messages] = await Promise.all([loadMessages(locale), preloadPages(window.__PAGES__ ?? [])]);
  const i18n = createI18n(locale, messages);
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

void start();

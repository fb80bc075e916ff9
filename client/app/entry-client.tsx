import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createBrowserClient } from './apollo';
import { App } from './app';
import { createI18n, isLocale, loadMessages } from './i18n';

declare global {
  interface Window {
    __APOLLO_STATE__?: Parameters<typeof createBrowserClient>[0];
  }
}

async function start() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : 'en';
  const i18n = createI18n(locale, await loadMessages(locale));
  const client = createBrowserClient(window.__APOLLO_STATE__);
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter>
      <App client={client} i18n={i18n} />
    </BrowserRouter>,
  );
}

void start();

import type { Messages } from '@lingui/core';
import { ApolloProvider } from '@apollo/client/react';
import { messages as de } from '../locales/de/texts';
import { messages as en } from '../locales/en/texts';
import { messages as fr } from '../locales/fr/texts';
import { messages as nl } from '../locales/nl/texts';
import { I18nProvider } from '@lingui/react';
import { StaticRouter } from 'react-router';
import type { ExecuteOperation, RenderedPage } from '../../common/server-render';
import { createServerClient } from './apollo';
import { App } from './app';
import { createRenderStatus, RenderStatusContext } from '../ui/http-status';
import { createI18n, type Locale } from '../i18n/i18n';
import { preloadForServerRender } from '../ui/lazy-component';
import { renderWithData } from './render-with-data';
import { ConsentPrompt } from '../features/consent/consent-prompt';
import { CONSENT_PLAIN_SCRIPT } from '../features/consent/consent-plain';
import { skipsPrompt } from '../features/consent/consent-state';

const TEXTS: Record<Locale, Messages> = { nl, fr, en, de };

export type { PageHead } from '../../common/server-render';

// Every chunk the server renders and every set of texts, loaded once: a page then renders
// without waiting for code, and the browser preloads the page chunks it rendered.
let chunksLoaded: Promise<void> | undefined;

/** Renders one page with its data, in one pass (renderWithData runs the queries in-process). */
export async function render({
  url,
  locale,
  execute,
}: {
  url: string;
  locale: Locale;
  execute: ExecuteOperation;
}): Promise<RenderedPage> {
  await (chunksLoaded ??= preloadForServerRender());
  const client = createServerClient(execute);
  const i18n = createI18n(locale, TEXTS[locale]);
  const status = createRenderStatus();
  const html = await renderWithData(
    client,
    <RenderStatusContext.Provider value={status}>
      <StaticRouter location={url}>
        <App client={client} i18n={i18n} />
      </StaticRouter>
    </RenderStatusContext.Provider>,
  );
  const address = new URL(url, 'http://page.invalid');
  // The prompt's form returns to this page; a password-reset token never goes into a page.
  address.searchParams.delete('reset');
  const consent = skipsPrompt(address.pathname)
    ? ''
    : (await renderWithData(
        client,
        <ApolloProvider client={client}>
          <I18nProvider i18n={i18n}>
            <ConsentPrompt plain={{ back: `${address.pathname}${address.search}` }} onDecide={() => {}} />
          </I18nProvider>
        </ApolloProvider>,
      )) + `<script>${CONSENT_PLAIN_SCRIPT}</script>`;
  return {
    html,
    consent,
    status: status.status,
    head: status.head,
    pages: status.pages,
    state: client.extract(),
    redirect: status.redirect,
  };
}

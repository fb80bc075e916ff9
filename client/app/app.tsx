import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ConsentLoader } from '../features/consent/consent-loader';
import { Layout } from '../features/layout/layout';
import { PathPage } from './path-page';
import '../ui/theme.css';

/** The whole site; the router (static on the server, browser in the client) wraps it. */
export function App({ client, i18n }: { client: ApolloClient; i18n: I18n }) {
  return (
    <ApolloProvider client={client}>
      <I18nProvider i18n={i18n}>
        {/* Every path is resolved by the route table in the database (PathPage): no route
            matching here, so react-router's route rendering stays out of the initial JavaScript. */}
        <Layout>
          <PathPage />
        </Layout>
        <ConsentLoader />
      </I18nProvider>
    </ApolloProvider>
  );
}

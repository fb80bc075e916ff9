import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { messages as en } from '../locales/en/messages.po';
import { createI18n } from '../app/i18n';

/**
 * Renders a component as the site does (router, Lingui in English, Apollo). Component tests check
 * rendering and interaction only; the API itself is tested against PostgreSQL on the server side.
 */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/en/', mocks = [] }: { route?: string; mocks?: MockLink.MockedResponse[] } = {},
) {
  return render(
    <MockedProvider mocks={mocks}>
      <I18nProvider i18n={createI18n('en', en)}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </I18nProvider>
    </MockedProvider>,
  );
}

import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { messages as en } from '../locales/en/texts';
import { createI18n } from '../i18n/i18n';
import { Icon } from './icon';

// The icons' chunk, loaded before any test renders, as a browser has it once a page has hydrated: a
// component renders its icons at once instead of suspending on them.
await Icon.preload();

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

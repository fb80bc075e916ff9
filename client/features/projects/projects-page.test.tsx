import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import type { ProjectCardFragment } from '../../generated/graphql';
import { messages as de } from '../../locales/de/messages.po';
import { messages as fr } from '../../locales/fr/messages.po';
import { messages as nl } from '../../locales/nl/messages.po';
import { renderWithProviders } from '../../ui/test-utils';
import { ProjectCard } from './project-card';
import { ProjectList, ProjectsPage } from './projects-page';
import { ProjectsQuery } from './projects.query';

const PROJECT: ProjectCardFragment = {
  id: 7001,
  name: 'Résidence Jardin Royal',
  city: 'Etterbeek',
  path: '/en/projects/etterbeek/residence-jardin-royal/7001/',
  unitsTotal: 6,
  unitsAvailable: 4,
  priceRange: { formatted: '€ 295.000 – € 740.000' },
  thumbnail: { url: '/media/demo/apartment-01.svg', width: 800, height: 600 },
};

afterEach(cleanup);

describe('ProjectsPage', () => {
  it('says so when there are no projects', async () => {
    renderWithProviders(<ProjectsPage />, {
      mocks: [
        { request: { query: ProjectsQuery, variables: { lang: 'en' } }, result: { data: { projects: [] } } },
      ],
    });
    expect(await screen.findByText('No projects are currently available.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the projects as cards', async () => {
    renderWithProviders(<ProjectsPage />, {
      mocks: [
        {
          request: { query: ProjectsQuery, variables: { lang: 'en' } },
          result: {
            data: {
              projects: [
                {
                  __typename: 'Project',
                  ...PROJECT,
                  priceRange: { __typename: 'PriceRange', ...PROJECT.priceRange },
                  thumbnail: { __typename: 'Photo', ...PROJECT.thumbnail },
                },
              ],
            },
          },
        },
      ],
    });
    const link = await screen.findByRole('link', { name: /Résidence Jardin Royal/ });
    expect(link.getAttribute('href')).toBe(PROJECT.path);
    expect(screen.queryByText('No projects are currently available.')).toBeNull();
  });

  it.each([
    ['nl', nl, 'Er zijn momenteel geen projecten beschikbaar.'],
    ['fr', fr, "Aucun projet n'est disponible pour le moment."],
    ['de', de, 'Derzeit sind keine Projekte verfügbar.'],
  ] as const)('says it in %s', (lang, messages, text) => {
    render(
      <I18nProvider i18n={createI18n(lang, messages)}>
        <ProjectList projects={[]} />
      </I18nProvider>,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('ProjectCard', () => {
  it('shows name, city, the units left and the price range, with a sized photo', () => {
    renderWithProviders(<ProjectCard project={PROJECT} />);
    expect(screen.getByRole('heading', { name: 'Résidence Jardin Royal' })).toBeTruthy();
    expect(screen.getByText('Etterbeek')).toBeTruthy();
    expect(screen.getByText('4 of 6 units available')).toBeTruthy();
    expect(screen.getByText('€ 295.000 – € 740.000')).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Résidence Jardin Royal' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
  });

  it('says "Sold out" when no unit is left, and speaks of one unit in the singular', () => {
    const { rerender } = renderWithProviders(
      <ProjectCard project={{ ...PROJECT, unitsAvailable: 0, priceRange: null }} />,
    );
    expect(screen.getByText('Sold out')).toBeTruthy();
    rerender(
      <MockedProvider>
        <I18nProvider i18n={createI18n('nl', nl)}>
          <MemoryRouter>
            <ProjectCard project={{ ...PROJECT, unitsAvailable: 1, unitsTotal: 1 }} />
          </MemoryRouter>
        </I18nProvider>
      </MockedProvider>,
    );
    expect(screen.getByText('1 van 1 unit beschikbaar')).toBeTruthy();
  });
});

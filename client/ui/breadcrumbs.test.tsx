import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs, breadcrumbListData, trailBelow, type Crumb, type CrumbParent } from './breadcrumbs';
import { renderWithProviders } from './test-utils';

/** The services page as the route table gives it in Dutch: Home (linked to home) › Diensten. */
const SERVICES: CrumbParent = {
  path: '/nl/diensten/',
  breadcrumbs: [
    { name: 'Home', path: '/nl/' },
    { name: 'Diensten', path: null },
  ],
};

describe('trailBelow', () => {
  it.each<{ label: string; parent: CrumbParent | undefined; between?: Crumb[]; expected: Crumb[] }>([
    {
      label: 'a service article: the parent page becomes a link, the article is last',
      parent: SERVICES,
      expected: [
        { name: 'Home', path: '/nl/' },
        { name: 'Diensten', path: '/nl/diensten/' },
        { name: 'Verkoop', path: null },
      ],
    },
    {
      label: 'below home: home linked',
      parent: { path: '/nl/', breadcrumbs: [{ name: 'Home', path: null }] },
      expected: [
        { name: 'Home', path: '/nl/' },
        { name: 'Verkoop', path: null },
      ],
    },
    {
      label: 'a child menu page: its parent entry in between',
      parent: { path: '/nl/', breadcrumbs: [{ name: 'Home', path: null }] },
      between: [{ name: 'Over ons', path: '/over-ons/' }],
      expected: [
        { name: 'Home', path: '/nl/' },
        { name: 'Over ons', path: '/over-ons/' },
        { name: 'Verkoop', path: null },
      ],
    },
    { label: 'no parent yet: no trail', parent: undefined, expected: [] },
  ])('$label', ({ parent, between, expected }) => {
    expect(trailBelow(parent, 'Verkoop', between)).toEqual(expected);
  });
});

describe('Breadcrumbs', () => {
  afterEach(cleanup);

  it('links every earlier step to its path and marks the current page, which is no link', () => {
    renderWithProviders(<Breadcrumbs items={trailBelow(SERVICES, 'Verkoop')} />, { route: '/nl/' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'Diensten', 'Verkoop']);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/nl/');
    expect(within(nav).getByRole('link', { name: 'Diensten' }).getAttribute('href')).toBe('/nl/diensten/');
    expect(within(nav).queryByRole('link', { name: 'Verkoop' })).toBeNull();
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Verkoop');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('shows a step without a path as plain text', () => {
    renderWithProviders(
      <Breadcrumbs
        items={[
          { name: 'Home', path: null },
          { name: 'Diensten', path: null },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });

  it.each<{ label: string; items: Crumb[] }>([
    { label: 'home alone', items: [{ name: 'Home', path: null }] },
    { label: 'nothing', items: [] },
  ])('shows no trail for $label', ({ items }) => {
    renderWithProviders(<Breadcrumbs items={items} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('breadcrumbListData', () => {
  it('lists the steps in order, links as items, the page itself as the current path, headings without', () => {
    const trail: Crumb[] = [
      { name: 'Home', path: '/nl/' },
      { name: 'Over ons', path: null },
      { name: 'Ons kantoor', path: null },
    ];
    expect(breadcrumbListData(trail, '/over-ons/kantoor/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/nl/' },
        { '@type': 'ListItem', position: 2, name: 'Over ons' },
        { '@type': 'ListItem', position: 3, name: 'Ons kantoor', item: '/over-ons/kantoor/' },
      ],
    });
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './react-router-lean';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(link: ReactNode, route = '/nl/te-koop/') {
  render(
    <MemoryRouter initialEntries={[route]}>
      {link}
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

const where = () => screen.getByTestId('where').textContent;

describe('the built site’s Link', () => {
  afterEach(cleanup);

  it('renders the href of a route and navigates on a plain click', () => {
    const link = renderAt(<Link to="/nl/te-huur/?city=Uccle%7C1180">Te huur</Link>);
    expect(link.getAttribute('href')).toBe('/nl/te-huur/?city=Uccle%7C1180');
    fireEvent.click(link);
    expect(where()).toBe('/nl/te-huur/?city=Uccle%7C1180');
  });

  it('resolves a search-only link against the current page', () => {
    const link = renderAt(<Link to="?page=2">2</Link>);
    expect(link.getAttribute('href')).toBe('/nl/te-koop/?page=2');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const link = renderAt(<Link to="/nl/te-huur/">Te huur</Link>);
    fireEvent.click(link, init);
    expect(where()).toBe('/nl/te-koop/');
  });

  it('leaves a link with a target to the browser', () => {
    const link = renderAt(
      <Link to="/nl/te-huur/" target="_blank">
        Te huur
      </Link>,
    );
    fireEvent.click(link);
    expect(where()).toBe('/nl/te-koop/');
  });

  it('runs its onClick first, and a prevented click stays on the page', () => {
    const seen: string[] = [];
    const link = renderAt(
      <Link
        to="/nl/te-huur/"
        onClick={(e) => {
          seen.push('click');
          e.preventDefault();
        }}
      >
        Te huur
      </Link>,
    );
    fireEvent.click(link);
    expect(seen).toEqual(['click']);
    expect(where()).toBe('/nl/te-koop/');
  });

  it.each(['https://www.example.be/x', 'mailto:info@example.be', 'tel:+3221234567', '//cdn.example.be/y'])(
    'keeps %s as it is, for the browser',
    (to) => {
      const link = renderAt(<Link to={to}>out</Link>);
      expect(link.getAttribute('href')).toBe(to);
      fireEvent.click(link);
      expect(where()).toBe('/nl/te-koop/');
    },
  );

  it('leaves a reloadDocument link to the browser', () => {
    const link = renderAt(
      <Link to="/nl/te-huur/" reloadDocument>
        Te huur
      </Link>,
    );
    expect(link.getAttribute('href')).toBe('/nl/te-huur/');
    fireEvent.click(link);
    expect(where()).toBe('/nl/te-koop/');
  });

  it('passes other attributes and framework-only props do not reach the element', () => {
    const link = renderAt(
      <Link to="/nl/" className="button" rel="nofollow" prefetch="intent" discover="none">
        Home
      </Link>,
    );
    expect(link.className).toBe('button');
    expect(link.getAttribute('rel')).toBe('nofollow');
    expect(link.hasAttribute('prefetch')).toBe(false);
    expect(link.hasAttribute('discover')).toBe(false);
    expect(link.hasAttribute('data-discover')).toBe(false);
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { pageWindow, Paging } from './paging';

describe('Paging', () => {
  afterEach(cleanup);

  const render = (qs: string, page: number, pageCount: number, total: number) =>
    renderWithProviders(
      <Paging
        pathname="/en/for-sale/"
        params={new URLSearchParams(qs)}
        page={page}
        pageCount={pageCount}
        total={total}
      />,
    );

  it.each([
    [2, 5, 58, 'Page 2 of 5 (58 properties)'],
    [1, 1, 1, 'Page 1 of 1 (1 property)'],
  ])('says "Page x of y" with the total: page %i of %i, %i listings', (page, pageCount, total, text) => {
    render('', page, pageCount, total);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain(text);
  });

  it('keeps the filters in every page link', () => {
    render('city=Waterloo%7C1410&type=2&page=3', 3, 9, 100);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) {
      const url = new URL(href, 'http://x');
      expect(url.pathname).toBe('/en/for-sale/');
      expect(url.searchParams.get('city')).toBe('Waterloo|1410');
      expect(url.searchParams.get('type')).toBe('2');
    }
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/en/for-sale/?city=Waterloo%7C1410&type=2&page=2',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/en/for-sale/?city=Waterloo%7C1410&type=2&page=4',
    );
    expect(screen.getByRole('link', { name: '1' }).getAttribute('href')).toBe(
      '/en/for-sale/?city=Waterloo%7C1410&type=2',
    );
    expect(screen.getByRole('link', { name: '3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '9' })).toBeTruthy();
  });

  it('has no previous link on page 1 and no next link on the last page', () => {
    render('', 1, 1, 3);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, null, 5]],
    [5, 9, [1, null, 3, 4, 5, 6, 7, null, 9]],
    [9, 9, [1, null, 7, 8, 9]],
    [2, 4, [1, 2, 3, 4]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { opensNewPage } from './navigation-scroll';

describe('opensNewPage', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it.each([
    ['another path', at('/en/for-sale/'), at('/en/for-sale/brussels/flat/1/'), true],
    ['another page of the list', at('/en/for-sale/', '?type=2'), at('/en/for-sale/', '?type=2&page=2'), true],
    ['back to the first page', at('/en/for-sale/', '?page=3'), at('/en/for-sale/'), true],
    ['a filter changed on the same list', at('/en/for-sale/'), at('/en/for-sale/', '?type=2'), false],
    [
      'a sort changed on page 2',
      at('/en/for-sale/', '?page=2'),
      at('/en/for-sale/', '?page=2&sort=price-asc'),
      false,
    ],
  ])('%s: %j → %j is %s', (_name, from, to, expected) => {
    expect(opensNewPage(from, to)).toBe(expected);
  });
});

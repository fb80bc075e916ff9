import { describe, expect, it } from 'vitest';
import { areaStatusOf, compareIdsOf, comparePath, sharedIdsOf, shareLink } from './area-links';

const params = (qs: string) => new URLSearchParams(qs);

describe('share links', () => {
  it.each([
    ['shared=12,7,3', ['12', '7', '3']],
    ['shared=12,12,7', ['12', '7']],
    ['shared=12,abc,-3,0,<b>,7', ['12', '7']],
    ['shared=99999999999', []],
    ['', []],
  ])('%s holds %j', (qs, ids) => {
    expect(sharedIdsOf(params(qs))).toEqual(ids);
  });

  it('holds only the ids, and reads back the same list', () => {
    const link = shareLink('https://agency.example', '/nl/mijn-zoektocht/', ['12', '7', '3']);
    expect(link).toBe('https://agency.example/nl/mijn-zoektocht/?shared=12,7,3');
    expect(sharedIdsOf(new URL(link).searchParams)).toEqual(['12', '7', '3']);
  });
});

describe('compare addresses', () => {
  it.each([
    ['id=1&id=2&id=3', ['1', '2', '3'], 0],
    ['ids=1,2', ['1', '2'], 0],
    ['id=1&id=1&id=2', ['1', '2'], 0],
    ['id=1&id=2&id=3&id=4&id=5&id=6', ['1', '2', '3', '4'], 2],
    ['id=x', [], 0],
  ])('%s compares %j (%i left out)', (qs, ids, dropped) => {
    expect(compareIdsOf(params(qs))).toEqual({ ids, dropped });
  });

  it('writes at most four', () => {
    expect(comparePath('/en/my-search/compare/', ['1', '2', '3', '4', '5'])).toBe(
      '/en/my-search/compare/?id=1&id=2&id=3&id=4',
    );
  });
});

describe('area status', () => {
  it.each([
    ['status=link-sent', 'link-sent'],
    ['status=erased', 'erased'],
    ['status=<script>', null],
    ['', null],
  ])('%s reads as %s', (qs, status) => {
    expect(areaStatusOf(params(qs))).toBe(status);
  });
});

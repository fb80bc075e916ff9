import { describe, expect, it } from 'vitest';
import { goalListPath, resultsAddress } from './back-to-results';

describe('resultsAddress', () => {
  it.each([
    [{ results: '/en/for-sale/?type=2&page=2' }, '/en/for-sale/?type=2&page=2'],
    [{ results: '/fr/a-louer/' }, '/fr/a-louer/'],
    [{ results: '//evil.example/' }, null],
    [{ results: '/\\evil.example/' }, null],
    [{ results: 'https://evil.example/' }, null],
    [{ results: 42 }, null],
    [{}, null],
    [null, null],
    [undefined, null],
    ['/en/for-sale/', null],
  ])('%j gives %s', (state, address) => {
    expect(resultsAddress(state)).toBe(address);
  });
});

describe('goalListPath', () => {
  it.each([
    ['/fr/a-vendre/ixelles/appartement/12/', '/fr/a-vendre/'],
    ['/nl/te-huur/elsene/studio/7/', '/nl/te-huur/'],
    ['/', '/'],
  ])('%s is listed at %s', (path, list) => {
    expect(goalListPath(path)).toBe(list);
  });
});

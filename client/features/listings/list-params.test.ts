import { describe, expect, it } from 'vitest';
import { readListParams } from './list-page';

describe('readListParams', () => {
  it.each([
    ['', { page: 1, city: undefined, type: undefined }],
    ['page=3', { page: 3, city: undefined, type: undefined }],
    ['page=-3', { page: 1, city: undefined, type: undefined }],
    ['page=0', { page: 1, city: undefined, type: undefined }],
    ['page=2.5', { page: 1, city: undefined, type: undefined }],
    ['page=abc', { page: 1, city: undefined, type: undefined }],
    ['page=99999', { page: 1, city: undefined, type: undefined }],
    ['city=Waterloo%7C1410', { page: 1, city: 'Waterloo|1410', type: undefined }],
    ['city=Waterloo', { page: 1, city: undefined, type: undefined }],
    ['city=%7C1410', { page: 1, city: undefined, type: undefined }],
    ['city=Waterloo%7C', { page: 1, city: undefined, type: undefined }],
    ['city=Li%C3%A8ge%7C4000&type=2&page=2', { page: 2, city: 'Liège|4000', type: 2 }],
    ['type=abc', { page: 1, city: undefined, type: undefined }],
    ['type=0', { page: 1, city: undefined, type: undefined }],
    ['type=100', { page: 1, city: undefined, type: undefined }],
    ['type=9', { page: 1, city: undefined, type: 9 }],
  ])('reads ?%s', (qs, expected) => {
    expect(readListParams(new URLSearchParams(qs))).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { acceptedEncoding, type ContentEncoding } from './compression';

describe('acceptedEncoding', () => {
  it.each<[string | undefined, ContentEncoding | null]>([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'], // a current browser: Brotli, whatever the order
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', null],
    ['*', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['BR', 'br'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });

  it('chooses among the encodings a file has', () => {
    expect(acceptedEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(acceptedEncoding('br', ['gzip'])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bodyEtag } from './cached-body';

describe('bodyEtag', () => {
  it.each([
    ['the same bytes, the same tag', 'a', 'a', true],
    ['a string and its UTF-8 bytes, the same tag', 'é', Buffer.from('é', 'utf8'), true],
    ['other bytes, another tag', 'a', 'b', false],
  ] as [string, string | Buffer, string | Buffer, boolean][])('%s', (_, a, b, same) => {
    expect(bodyEtag(a) === bodyEtag(b)).toBe(same);
  });

  it('is quoted, and marked weak when asked', () => {
    expect(bodyEtag('x')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(bodyEtag('x', { weak: true })).toBe(`W/${bodyEtag('x')}`);
  });
});

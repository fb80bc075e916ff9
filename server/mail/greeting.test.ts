import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('greeting', () => {
  it.each([
    ['nl', 'Sophie Claes', 'Beste Sophie Claes,'],
    ['fr', 'Sophie Claes', 'Bonjour Sophie Claes,'],
    ['de', ' ', 'Guten Tag,'],
    ['nl', null, 'Goedendag,'],
    ['en', null, 'Hello,'],
  ] as const)('in %s for %j: %j', (lang, name, text) => {
    expect(greeting(lang, name)).toBe(text);
  });
});

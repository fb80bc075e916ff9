import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentNestsDeeperThan } from './document-depth';

const nested = (levels: number) => `${'{a'.repeat(levels)}${'}'.repeat(levels)}`;

describe('documentNestsDeeperThan', () => {
  it.each<[string, string, number, boolean]>([
    ['a flat query', '{ properties { total } }', 3, false],
    ['selections at the limit', nested(3), 3, false],
    ['selections past the limit', nested(4), 3, true],
    ['arguments and lists count', 'query { a(b: [[{c: 1}]]) { d } }', 4, true],
    ['arguments and lists within', 'query { a(b: [[{c: 1}]]) { d } }', 5, false],
    ['braces in a string are text', `{ a(t: "${'{'.repeat(50)}") }`, 2, false],
    ['an escaped quote does not end the string', `{ a(t: "\\"{{{{") }`, 2, false],
    ['braces in a block string are text', `{ a(t: """${'{['.repeat(50)} \\""" {{""") }`, 2, false],
    ['braces in a comment are text', `# ${'{'.repeat(50)}\n{ a }`, 1, false],
    ['4,000 levels', nested(4000), 48, true],
    ['the introspection query', getIntrospectionQuery({ descriptions: true }), 48, false],
  ])('%s', (_, text, limit, expected) => {
    expect(documentNestsDeeperThan(text, limit)).toBe(expected);
  });
});

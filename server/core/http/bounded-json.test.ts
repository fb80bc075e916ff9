import { describe, expect, it } from 'vitest';
import { JsonTooDeepError, jsonNestsDeeperThan, parseBoundedJson } from './bounded-json';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it.each([
    ['a scalar', '1', 0, false],
    ['an empty object at the limit', '{}', 1, false],
    ['two levels past a limit of one', '{"a":[1]}', 1, true],
    ['64 arrays at 64', nested(64), 64, false],
    ['65 arrays at 64', nested(65), 64, true],
    ['brackets inside strings', `{"q":"${'['.repeat(500)}"}`, 1, false],
    ['an escaped quote does not end the string', `{"q":"\\"[[[[","v":1}`, 1, false],
    ['an escaped backslash ends before the quote', `{"q":"\\\\","v":[[1]]}`, 2, true],
    ['siblings do not add up', `[${'[],'.repeat(1000)}[]]`, 2, false],
    ['objects and arrays mixed', '{"a":[{"b":[{"c":1}]}]}', 4, true],
  ])('%s', (_name, text, limit, expected) => {
    expect(jsonNestsDeeperThan(text, limit)).toBe(expected);
  });

  it('handles the 4,500-level body that used to end the process, in linear time', () => {
    const body = `{"query":"{ __typename }","variables":{"a":${nested(4_500)}}}`;
    expect(jsonNestsDeeperThan(body)).toBe(true);
  });
});

describe('parseBoundedJson', () => {
  it('parses JSON within the limit', () => {
    expect(parseBoundedJson('{"a":[1,{"b":2}]}')).toEqual({ a: [1, { b: 2 }] });
  });
  it('refuses deeper JSON with a 400 error before parsing it', () => {
    expect(() => parseBoundedJson(nested(65))).toThrow(JsonTooDeepError);
    try {
      parseBoundedJson(nested(65));
    } catch (err) {
      expect((err as JsonTooDeepError).status).toBe(400);
    }
  });
  it('leaves malformed JSON to JSON.parse', () => {
    expect(() => parseBoundedJson('{"a":')).toThrow(SyntaxError);
  });
});

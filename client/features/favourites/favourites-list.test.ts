import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX, favouritesChange, parseFavourites, toggleFavourite } from './favourites-list';

describe('parseFavourites', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["12","7"]', ['12', '7']],
    ['["12","12","7"]', ['12', '7']],
    ['[12,"0","-3","abc","<b>","7"]', ['7']],
  ])('%j reads as %j', (stored, ids) => {
    expect(parseFavourites(stored)).toEqual(ids);
  });

  it('keeps at most the newest FAVOURITES_MAX', () => {
    const many = Array.from({ length: FAVOURITES_MAX + 5 }, (_, i) => String(i + 1));
    expect(parseFavourites(JSON.stringify(many))).toEqual(many.slice(0, FAVOURITES_MAX));
  });
});

describe('toggleFavourite', () => {
  it.each([
    [[], '5', ['5']],
    [['3'], '5', ['5', '3']],
    [['5', '3'], '5', ['3']],
    [['3'], 'x', ['3']],
  ])('%j toggling %s gives %j', (ids, id, expected) => {
    expect(toggleFavourite(ids, id)).toEqual(expected);
  });

  it('drops the oldest past the maximum', () => {
    const full = Array.from({ length: FAVOURITES_MAX }, (_, i) => String(i + 1));
    const next = toggleFavourite(full, '9999');
    expect(next).toHaveLength(FAVOURITES_MAX);
    expect(next[0]).toBe('9999');
    expect(next).not.toContain(String(FAVOURITES_MAX));
  });
});

describe('favouritesChange', () => {
  it.each([
    // [this browser's list, the account's list as last synced here, what is told]
    [['5', '3'], [], { add: [5, 3], remove: [] }], // the first sync after a login: a merge
    [['5', '3'], ['5', '3'], { add: [], remove: [] }],
    [['9', '5', '3'], ['5', '3'], { add: [9], remove: [] }],
    [['3'], ['5', '3'], { add: [], remove: [5] }], // switched off here
    [['5', '3'], ['5', '3', '7'], { add: [], remove: [7] }], // 7 switched off here too
    [[], ['5'], { add: [], remove: [5] }],
  ])('%j against %j tells %j', (local, synced, change) => {
    expect(favouritesChange(local, synced)).toEqual(change);
  });
});

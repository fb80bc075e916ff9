import { describe, expect, it } from 'vitest';
import { readSearchChange, type SearchChangeForm } from './manage-alerts.service';

const issuesOf = (form: SearchChangeForm) => {
  const read = readSearchChange(form);
  return 'issues' in read ? read.issues.map((i) => `${i.field}:${i.code}`) : [];
};

describe('readSearchChange', () => {
  it.each<[string, SearchChangeForm, Record<string, unknown>]>([
    [
      'blank fields are no bound',
      { frequency: 'daily' },
      { frequency: 'daily', priceMin: null, textWords: [] },
    ],
    [
      'prices typed the Belgian way',
      { priceMax: '450.000', priceMin: '300 000' },
      { priceMin: 300_000, priceMax: 450_000 },
    ],
    ['a lower-case energy letter', { maxEnergyLabel: 'c' }, { maxEnergyLabel: 'C' }],
    [
      'the words as the lists match them',
      { text: " L'Église  Rue Haute " },
      { textWords: ['l', 'eglise', 'rue', 'haute'] },
    ],
    ['a name on one line', { name: '  Huis   Waterloo ' }, { name: 'Huis Waterloo' }],
  ])('reads %s', (_, form, expected) => {
    const read = readSearchChange(form);
    expect('change' in read && read.change).toMatchObject(expected);
  });

  it.each<[string, SearchChangeForm, string[]]>([
    ['an unknown frequency', { frequency: 'hourly' }, ['frequency:choice']],
    ['an energy letter that is none', { maxEnergyLabel: 'H' }, ['maxEnergyLabel:choice']],
    ['words over 100 characters', { text: 'x'.repeat(101) }, ['text:tooLong']],
    ['words on two lines', { text: 'rue\nhaute' }, ['text:singleLine']],
    ['a price that is no number', { priceMin: 'cheap' }, ['priceMin:number']],
    ['prices the wrong way round', { priceMin: '500000', priceMax: '300000' }, ['priceMax:priceOrder']],
    ['a living area of 0', { minLivingArea: '0' }, ['minLivingArea:number']],
  ])('refuses %s', (_, form, issues) => {
    expect(issuesOf(form)).toEqual(issues);
  });
});

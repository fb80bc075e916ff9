import { describe, expect, it } from 'vitest';
import { checkFields } from './field-rules';
import {
  SEND_TO_FRIEND_RULES,
  VALUATION_RULES,
  hasLink,
  sendToFriendIssues,
  valuationIssues,
} from './request-rules';

describe('valuation address', () => {
  const full = { street: 'Rue Haute', houseNumber: '12', zip: '1000', city: 'Bruxelles' };
  it.each([
    [full, []],
    [{ ...full, street: ' ' }, ['street']],
    [{ ...full, houseNumber: null }, ['houseNumber']],
    [{ ...full, zip: '1' }, ['zip']],
    [{ ...full, city: undefined }, ['city']],
    [{}, ['street', 'houseNumber', 'zip', 'city']],
  ])('%j → missing %j', (values, fields) => {
    expect(valuationIssues(values)).toEqual(fields.map((field) => ({ field, code: 'valuationAddress' })));
  });

  it('requires a type and a goal from the lists', () => {
    expect(
      checkFields(VALUATION_RULES, {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.be',
        phone: '0475123456',
        propertyType: 'castle',
        goal: '',
      }),
    ).toEqual([
      { field: 'propertyType', code: 'choice' },
      { field: 'goal', code: 'required' },
    ]);
  });
});

describe('send to friend', () => {
  it.each([
    ['friend@example.be', []],
    ['', ['friendEmail']],
    [undefined, ['friendEmail']],
    ['friend@', ['friendEmail']],
    ['a@b.be\nBcc: c@d.be', ['friendEmail']],
  ])('friend address %j', (friendEmail, fields) => {
    expect(sendToFriendIssues({ friendEmail }).map((i) => i.field)).toEqual(fields);
  });

  it.each([
    ['Have a look, the garden is lovely!', false],
    ['see https://spam.example', true],
    ['www.cheap-pills', true],
    ['buy at cheap.com now', true],
    ['bv. de tuin', false],
  ])('link in %j: %s', (text, link) => {
    expect(hasLink(text)).toBe(link);
  });

  it('keeps the note to 500 characters and the sender on one line', () => {
    expect(
      checkFields(SEND_TO_FRIEND_RULES, {
        senderName: 'A\r\nB',
        senderEmail: 'a@b.be',
        note: 'x'.repeat(501),
      }),
    ).toEqual([
      { field: 'senderName', code: 'singleLine' },
      { field: 'note', code: 'tooLong', max: 500 },
    ]);
  });
});

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
        title: 'mr',
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

  // Refused: any way to send the friend elsewhere than the agency, whatever its top-level domain.
  it.each([
    'see https://spam.example',
    'hxxp://evil',
    'www.cheap-pills',
    'WWW cheap pills',
    'buy at cheap.com now',
    'bit.ly/x',
    't.me/x',
    'wa.me/32470123456',
    'scam.shop',
    'look at my-site.immo',
    'evil.c0m',
    'evil .com',
    'evil . com',
    'evil[.]com',
    'evil (.) com',
    'evil(dot)com',
    'evil [dot] com',
    'evil{punt}be',
    'evil\u3002com',
    'evil\uff0ecom',
    '//evil',
    'path/to',
    'call 0475123456',
    'call 0475 12 34 56',
    'call +32 475 12 34 56',
    'call 0475.12.34.56',
    'call 0475-12-34-56',
    'evil\u200b.example',
    'evil\u2024example',
    'evil\u2e31example',
    'evil\u00b7com',
    'see evil dot com',
    'x at evil dot com',
    'call \uff10\uff14\uff17\uff15\uff11\uff12\uff13\uff14\uff15\uff16',
    'e v i l . c o m',
    'h t t p s : / / evil',
    'ｅｖｉｌ．ｃｏｍ',
    'evil\u00ad.com',
  ])('refuses %j', (text) => {
    expect(hasLink(text)).toBe(true);
  });

  // Allowed: prose, with its abbreviations, decimals, initials, prices and short numbers.
  it.each([
    'Have a look, the garden is lovely!',
    'bv. de tuin',
    'e.g. the garden',
    'Visit at 5.30 tomorrow',
    'J. Smith liked it too',
    'Price € 350.000, 3 bedrooms',
    'between 250 000 and 300 000 euro',
    'Rue Haute 12, 1000 Bruxelles',
    'It is nice. Come and see!',
    'Wow... great view',
    'Chambre 2 (15 m²)',
    'Look <b>here</b>',
    'à deux pas de la gare, n’est-ce pas ?',
    'il y a à voir',
    'un point de vue superbe',
    'een goed punt om te wonen',
    'Kamer 2 · 15 m²',
    'Prijs ３５０ euro',
  ])('allows %j', (text) => {
    expect(hasLink(text)).toBe(false);
  });

  it.each([
    ['note', 'write me at anna@example.be'],
    ['note', 'anna@example'],
    ['senderName', 'Anna @anna'],
    ['note', 'see scam.shop'],
    ['senderName', 'Anna 0475123456'],
  ])('refuses %s %j with the "no links" message', (field, value) => {
    expect(sendToFriendIssues({ friendEmail: 'f@example.be', [field]: value })).toEqual([
      { field, code: 'noLinks' },
    ]);
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

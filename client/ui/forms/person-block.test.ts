import { describe, expect, it } from 'vitest';
import { readPerson } from './person-block';

describe('readPerson', () => {
  it.each([
    ['nothing stored', null, {}],
    ['not JSON', '{oops', {}],
    ['not an object', '"Anna"', {}],
    ['the known fields', '{"firstName":"Anna","email":"a@b.be"}', { firstName: 'Anna', email: 'a@b.be' }],
    [
      'never the message nor the consent',
      '{"message":"x","privacyConsent":true,"phone":"0475"}',
      { phone: '0475' },
    ],
    ['only strings', '{"firstName":12,"lastName":"Peeters"}', { lastName: 'Peeters' }],
    ['nothing too long', JSON.stringify({ email: `${'a'.repeat(300)}@b.be` }), {}],
  ])('%s', (_, raw, expected) => {
    expect(readPerson(raw)).toEqual(expected);
  });
});

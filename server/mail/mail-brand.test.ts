import { describe, expect, it } from 'vitest';
import type { AgencyConfig } from '../content/site-config.service';
import { formatEnterpriseNumber, mailBrand } from './mail-brand';

describe('formatEnterpriseNumber', () => {
  it.each([
    ['BE0123456789', 'BE 0123.456.789'],
    ['be 0123.456.789', 'BE 0123.456.789'],
    ['0123456789', 'BE 0123.456.789'],
    // Nine digits: the old numbers, read with a leading 0.
    ['123456789', 'BE 0123.456.789'],
    ['BE 1234 567 890', 'BE 1234.567.890'],
    ['', null],
    ['  ', null],
    // Not a Belgian number: as typed.
    ['FR40303265045', 'FR40303265045'],
  ])('%j → %j', (raw, expected) => {
    expect(formatEnterpriseNumber(raw)).toBe(expected);
  });
});

describe('mailBrand', () => {
  const agency: AgencyConfig = {
    name: 'Immo Demo',
    email: 'info@immo-demo.be',
    phone: '022345678',
    street: 'Rue de la Loi 42',
    zip: '1000',
    city: { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' },
    vat: 'BE0123456789',
    openingHours: [
      { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], opens: '09:00', closes: '18:00' },
      { days: ['saturday'], opens: '10:00', closes: '13:00' },
      { days: [], opens: '10:00', closes: '12:00' },
    ],
    sameAs: [],
  };

  it.each([
    ['nl', ['Rue de la Loi 42', '1000 Brussel'], ['Maandag – vrijdag 09:00–18:00', 'Zaterdag 10:00–13:00']],
    ['fr', ['Rue de la Loi 42', '1000 Bruxelles'], ['Lundi – vendredi 09:00–18:00', 'Samedi 10:00–13:00']],
  ] as const)('in %s: the address and the hours in the language', (lang, address, hours) => {
    expect(mailBrand(agency, lang)).toEqual({
      name: 'Immo Demo',
      email: 'info@immo-demo.be',
      phone: '022 34 56 78',
      address,
      enterpriseNumber: 'BE 0123.456.789',
      openingHours: hours,
    });
  });

  it('leaves out what the agency has not filled in', () => {
    const bare = { ...agency, phone: '', street: '', zip: '', city: '', vat: '', openingHours: [] };
    expect(mailBrand(bare, 'en')).toMatchObject({
      phone: null,
      address: [],
      enterpriseNumber: null,
      openingHours: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, type AgencyConfig } from '../content/site-config.service';
import { SITE_CONFIG_SEED } from '../demo/content/site-config.seed-data';
import { formatEnterpriseNumber, mailBrand, mailLogo, mailSignature } from './mail-brand';

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

/** The demo agency, with a line of hours that names no day (left out). */
const agency: AgencyConfig = {
  ...SITE_CONFIG_SEED.agency,
  openingHours: [...SITE_CONFIG_SEED.agency.openingHours, { days: [], opens: '10:00', closes: '12:00' }],
};

describe('mailBrand', () => {
  const mail = { logo: null, primaryColour: '#14213A', accentColour: 'red' };

  it.each([
    ['nl', ['Rue de la Loi 42', '1000 Brussel'], ['Maandag – vrijdag 09:00–18:00', 'Zaterdag 10:00–13:00']],
    ['fr', ['Rue de la Loi 42', '1000 Bruxelles'], ['Lundi – vendredi 09:00–18:00', 'Samedi 10:00–13:00']],
  ] as const)('in %s: the address and the hours in the language', (lang, address, hours) => {
    expect(mailBrand({ agency, mail }, lang)).toEqual({
      name: 'Immo Demo',
      email: 'info@immo-demo.be',
      phone: '022 34 56 78',
      address,
      enterpriseNumber: 'BE 0123.456.789',
      biv: '500.000',
      openingHours: hours,
      logo: null,
      // A colour that is not "#rrggbb" is the default one.
      colours: { primary: '#14213a', accent: DEFAULT_SITE_CONFIG.mail.accentColour },
    });
  });

  it('leaves out what the agency has not filled in', () => {
    const bare = { ...agency, phone: '', street: '', zip: '', city: '', vat: '', biv: ' ', openingHours: [] };
    expect(mailBrand({ agency: bare, mail }, 'en')).toMatchObject({
      phone: null,
      address: [],
      enterpriseNumber: null,
      biv: null,
      openingHours: [],
    });
  });
});

describe('mailLogo', () => {
  it.each([
    [
      { url: '/media/logo-mail.png', width: 240, height: 64 },
      { url: '/media/logo-mail.png', width: 240, height: 64 },
    ],
    [
      { url: 'https://cdn.example/logo.JPG?v=2', width: 200, height: 50 },
      { url: 'https://cdn.example/logo.JPG?v=2', width: 200, height: 50 },
    ],
    // Wider than the header: shown at 300 px, at its shape.
    [
      { url: '/media/logo.png', width: 600, height: 100 },
      { url: '/media/logo.png', width: 300, height: 50 },
    ],
    // What mail clients do not show, or another host over plain http, or no size: the name instead.
    [{ url: '/media/logo.svg', width: 240, height: 64 }, null],
    [{ url: '/media/logo.webp', width: 240, height: 64 }, null],
    [{ url: 'http://cdn.example/logo.png', width: 240, height: 64 }, null],
    [{ url: '//cdn.example/logo.png', width: 240, height: 64 }, null],
    [{ url: '/media/logo.png', width: 0, height: 64 }, null],
    // So wide that it would be a line a few pixels high.
    [{ url: '/media/logo.png', width: 3000, height: 40 }, null],
    [null, null],
  ])('%j → %j', (logo, expected) => {
    expect(mailLogo(logo)).toEqual(expected);
  });
});

describe('mailSignature', () => {
  const brand = mailBrand({ agency, mail: DEFAULT_SITE_CONFIG.mail }, 'nl');
  it.each([
    [
      'the agent, with their phone and e-mail',
      { name: 'Claire Dubois', phone: '0471234567', email: 'claire@immo-demo.be' },
      { name: 'Claire Dubois', phone: '0471 23 45 67', email: 'claire@immo-demo.be' },
    ],
    [
      "the agent, with the agency's phone and e-mail where theirs are missing",
      { name: 'Claire Dubois', phone: '', email: ' ' },
      { name: 'Claire Dubois', phone: '022 34 56 78', email: 'info@immo-demo.be' },
    ],
    [
      'the agency, for an agent without a name',
      { name: ' ', phone: '0471234567', email: 'x@immo-demo.be' },
      { name: 'Immo Demo', phone: '022 34 56 78', email: 'info@immo-demo.be' },
    ],
    [
      'the agency, without an agent',
      null,
      { name: 'Immo Demo', phone: '022 34 56 78', email: 'info@immo-demo.be' },
    ],
  ])('%s', (_, agent, expected) => {
    expect(mailSignature(agent, brand)).toEqual(expected);
  });
});

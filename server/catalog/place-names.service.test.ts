import { describe, expect, it } from 'vitest';
import { FLEMISH_PLACES, PLACES_BY_REGION } from '../demo/listings/demo-places';
import { MUNICIPALITIES } from './places/belgian-municipalities';
import {
  KNOWN_ZIPS,
  isRealPostcode,
  municipalitiesNamed,
  municipalityAt,
  namesOf,
  placeNameIn,
  resolvePlaces,
} from './place-names.service';

describe('the table of official municipality names', () => {
  it.each([
    ['Antwerpen', '2000', { nl: 'Antwerpen', fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' }],
    ['Bruxelles', '1000', { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' }],
    ['Gent', '9000', { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' }],
    ['Luik', '4000', { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' }],
    ['Mons', '7000', { nl: 'Bergen', fr: 'Mons', en: 'Mons', de: 'Mons' }],
    ['Ixelles', '1050', { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' }],
    ['Ieper', '8900', { nl: 'Ieper', fr: 'Ypres', en: 'Ypres', de: 'Ypern' }],
    ['Eupen', '4700', { nl: 'Eupen', fr: 'Eupen', en: 'Eupen', de: 'Eupen' }],
    ['Waver', '1300', { nl: 'Waver', fr: 'Wavre', en: 'Wavre', de: 'Wavre' }],
  ])('%s (%s) has its name in every language', (name, zip, names) => {
    const m = municipalityAt(zip, name);
    expect(m).not.toBeNull();
    expect(namesOf(m!)).toEqual(names);
  });

  it.each([
    ['leuven', ['3000']],
    ['Louvain', ['3000']],
    ['LÖWEN', ['3000']],
    ['Liege', ['4000']],
    ['  luttich ', ['4000']],
    ['sint truiden', ['3800']],
    ['Ruisbroek', ['1601', '2870']],
    ['Atlantis', []],
  ])('"%s" names the municipalities at %j (any language, case or accents)', (text, zips) => {
    expect(municipalitiesNamed(text).flatMap((m) => m.zips)).toEqual(zips);
  });

  it.each([
    ['1000', 'Brussels', 'fr', 'Bruxelles'],
    ['1000', 'Brussels', 'nl', 'Brussel'],
    ['2000', 'ANTWERPEN', 'fr', 'Anvers'],
    ['9999', 'Nowhere', 'fr', 'Nowhere'],
    ['3000', 'Brussels', 'fr', 'Brussels'],
  ] as const)('placeNameIn(%s, %s, %s) = %s', (zip, name, lang, expected) => {
    expect(placeNameIn(zip, name, lang)).toBe(expected);
  });

  it('knows every place of the demo data under its postcode, with the same official name', () => {
    for (const place of Object.values(PLACES_BY_REGION).flat()) {
      const official = place.feedLanguage === 'nl' ? place.names.nl : place.names.fr;
      const m = municipalityAt(place.zip, official);
      expect(m, `${place.zip} ${official}`).not.toBeNull();
      expect(namesOf(m!)[place.feedLanguage === 'nl' ? 'nl' : 'fr']).toBe(official);
    }
    expect(FLEMISH_PLACES.length).toBeGreaterThan(0);
  });

  it('gives every entry an official name, postcodes of four digits and no postcode twice under one name', () => {
    for (const m of MUNICIPALITIES) {
      const official = m.official === 'both' ? m.names.fr && m.names.nl : m.names[m.official];
      expect(official, JSON.stringify(m.names)).toBeTruthy();
      for (const zip of m.zips) expect(zip).toMatch(/^\d{4}$/);
    }
    expect(KNOWN_ZIPS.has('2000')).toBe(true);
  });
});

describe('resolvePlaces: typed places become catalog cities and real postcodes, or unknown', () => {
  const CITIES = [
    { id: 1, zip: '3000', key: 'leuven', aliases: ['leuven', 'louvain', 'lowen'] },
    { id: 2, zip: '2000', key: 'antwerpen', aliases: ['antwerpen', 'anvers', 'antwerp'] },
    { id: 3, zip: '1050', key: 'ixelles', aliases: ['ixelles', 'elsene'] },
  ];
  it.each<[string[], { cityIds: number[]; zips: string[]; unknown: string[] }]>([
    [['leuven'], { cityIds: [1], zips: [], unknown: [] }],
    [['Louvain'], { cityIds: [1], zips: [], unknown: [] }],
    [['ELSENE'], { cityIds: [3], zips: [], unknown: [] }],
    // A catalog city and the table's other postcodes of the same municipality.
    [['Anvers'], { cityIds: [2], zips: ['2018', '2020', '2030', '2050', '2060'], unknown: [] }],
    // Not in the catalog: the table's postcode.
    [['Liege'], { cityIds: [], zips: ['4000'], unknown: [] }],
    [['Lüttich'], { cityIds: [], zips: ['4000'], unknown: [] }],
    [['ruisbroek'], { cityIds: [], zips: ['1601', '2870'], unknown: [] }],
    [['1410'], { cityIds: [], zips: ['1410'], unknown: [] }],
    [['Leuven', 'leuven', '3000'], { cityIds: [1], zips: ['3000'], unknown: [] }],
    [['Atlantis', 'Gent'], { cityIds: [], zips: ['9000'], unknown: ['Atlantis'] }],
    [['LEUVENX'], { cityIds: [], zips: [], unknown: ['LEUVENX'] }],
  ])('%j → %j', (texts, expected) => {
    expect(resolvePlaces(texts, CITIES)).toEqual(expected);
  });

  it.each([
    ['3000', true],
    ['1410', true],
    ['2449', true],
    ['0999', false],
    ['LEUVEN', false],
    ['30000', false],
  ])('isRealPostcode(%s) = %s', (zip, real) => {
    expect(isRealPostcode(zip, new Set())).toBe(real);
  });
});

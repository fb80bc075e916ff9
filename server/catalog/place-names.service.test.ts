import { describe, expect, it } from 'vitest';
import { FLEMISH_PLACES, PLACES_BY_REGION } from './demo/demo-places';
import { MUNICIPALITIES } from './places/belgian-municipalities';
import { KNOWN_ZIPS, municipalitiesNamed, municipalityAt, namesOf, placeNameIn } from './place-names.service';

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

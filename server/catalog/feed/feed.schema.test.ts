import { describe, expect, it } from 'vitest';
import { titleCasePlace } from './city-name';
import { recordHash } from './feed-hash';
import { feedEnvelopeSchema, parseFeedRecord, parseLooseNumber, type FeedProperty } from './feed.schema';
import { feedListing } from './feed.testing';

const ok = (raw: unknown): FeedProperty => {
  const r = parseFeedRecord(raw);
  if (!r.ok) throw new Error(r.reason);
  return r.record;
};
const reason = (raw: unknown): string => {
  const r = parseFeedRecord(raw);
  if (r.ok) throw new Error('expected a failure');
  return r.reason;
};

describe('parseLooseNumber', () => {
  it.each<[unknown, number | null | undefined]>([
    [12.5, 12.5],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['0,125', 0.125],
    ['250000', 250_000],
    ['250 000', 250_000],
    ['310.000', 310_000],
    ['1.250.000', 1_250_000],
    ['1,250,000', 1_250_000],
    ['1.250,50', 1250.5],
    ['1,250.50', 1250.5],
    ['-3', -3],
    ['', null],
    ['  ', null],
    ['abc', undefined],
    ['12abc', undefined],
    [Number.NaN, undefined],
    [true, undefined],
  ])('%j → %s', (input, expected) => {
    expect(parseLooseNumber(input)).toBe(expected);
  });
});

describe('feed record schema', () => {
  it('normalizes what CRMs send loosely', () => {
    const r = ok({
      ...feedListing(12),
      ID: '12',
      Goal: '1',
      Marquee: '',
      WebID: '2',
      WebIDs: ' 2, 5 ,',
      City: '  SINT-GENESIUS-RODE ',
      Zip: 1640,
      CountryID: '',
      Price: '1.250,50',
      PublishPrice: 'nee',
      PublishAddress: 0,
      BoxNr: '   ',
      HouseNumber: 12,
      ManagerEmail: ' Thomas.Dubois@Immo-Demo.be ',
      ProjectID: 0,
      Latitude: 0,
      Longitude: 0,
      Rooms: { bedrooms: '3', bathrooms: 'n/a', floors: null, unknownField: 4 },
      Energy: { certificateEndDate: '14/10/2033', certificateNumber: 20231014 },
      Comfort: { interiorComfort: 'alarm, fireplace', exteriorComfort: [] },
      Annuity: {},
      Documents: [
        { name: 'Plan', url: '/p.svg' },
        { name: 'no url' },
        'junk',
        { name: 'Attest', url: '/e.pdf', kind: 'epc' },
        { name: 'Kelder', url: '/k.pdf', kind: 'cellar-plan' },
      ],
      PointsOfInterest: [{ category: 'school', name: 'École', distanceMeters: '350,4' }],
      Texts: {
        nl: { Title: ' Titel ', Description: '', TypeDescription: null },
        fr: { Title: '' },
        xx: { Title: 'ignored' },
      },
    });
    expect(r).toMatchObject({
      ID: 12,
      Goal: 1,
      Marquee: 1,
      WebID: 2,
      WebIDs: '2,5',
      City: 'SINT-GENESIUS-RODE',
      Zip: '1640',
      CountryID: 10,
      Price: 1250.5,
      PublishPrice: false,
      PublishAddress: false,
      BoxNr: null,
      HouseNumber: '12',
      ManagerEmail: 'thomas.dubois@immo-demo.be',
      ProjectID: null,
      Latitude: null,
      Longitude: null,
      Rooms: { bedrooms: 3 },
      Energy: { certificateEndDate: '2033-10-14', certificateNumber: '20231014' },
      Comfort: { interiorComfort: ['alarm', 'fireplace'] },
      Annuity: null,
      PointsOfInterest: [{ category: 'school', name: 'École', distanceMeters: 350 }],
      Texts: { nl: { Title: 'Titel', Description: '', TypeDescription: '' } },
      Costs: {},
    });
    // A known kind's code is kept (the name then follows the language); another code is dropped.
    expect(r.Documents).toEqual([
      { name: 'Plan', url: '/p.svg' },
      { name: 'Attest', url: '/e.pdf', kind: 'epc' },
      { name: 'Kelder', url: '/k.pdf' },
    ]);
  });

  it('keeps the pictures in order, drops unusable ones and repeated ids', () => {
    const r = ok(
      feedListing(1, {
        Pictures: [
          { ID: 7, Url: '/a.svg', Width: '800', Height: 600 },
          { ID: 8 },
          { Url: '/c.svg' },
          { ID: '7', Url: '/dup.svg' },
          { ID: 9, Url: '/b.svg', Name: 'Tuin' },
        ],
      }),
    );
    expect(r.Pictures).toEqual([
      { ID: '7', Url: '/a.svg', Width: 800, Height: 600, Name: '' },
      { ID: '9', Url: '/b.svg', Width: 0, Height: 0, Name: 'Tuin' },
    ]);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['missing ID', { ID: undefined }, /^invalid record: ID: ID is required$/],
    ['ID 0', { ID: 0 }, /ID: ID must be a positive whole number, got 0/],
    ['ID too large', { ID: 3_000_000_000 }, /ID: ID must be a positive whole number/],
    ['missing Goal', { Goal: undefined }, /Goal: Goal is required/],
    [
      'Goal "abc"',
      { Goal: 'abc' },
      /Goal: Goal must be 0 \(sale\) or another whole number \(rent\), got "abc"/,
    ],
    ['missing Zip', { Zip: undefined }, /Zip: Zip is required/],
    ['Zip 123', { Zip: '123' }, /Zip: Zip must be a 4-digit postcode, got "123"/],
    ['empty City', { City: '  ' }, /City: City is required/],
    ['City of punctuation', { City: '--' }, /City: City must contain letters/],
    ['missing WebID', { WebID: '' }, /WebID: WebID is required/],
    ['Marquee 7', { Marquee: 7 }, /Marquee: 7 is outside 0\.\.4/],
    ['CountryID 20', { CountryID: 20 }, /CountryID: CountryID must be 10 \(Belgium\) or 50 \(Luxembourg\)/],
    ['Price text', { Price: 'on request' }, /Price: expected a number, got "on request"/],
    ['Latitude 91', { Latitude: 91 }, /Latitude: 91 is outside -90\.\.90/],
    ['a group that is not an object', { Rooms: 'three' }, /Rooms: expected an object, got "three"/],
  ])('rejects %s', (_label, change, expected) => {
    expect(reason(feedListing(5, change))).toMatch(expected);
  });

  it('accepts Luxembourg and its L- postcodes', () => {
    expect(ok(feedListing(5, { CountryID: '50', Zip: 'L-2449', City: 'LUXEMBOURG' }))).toMatchObject({
      CountryID: 50,
      Zip: '2449',
    });
  });

  it('reports every failing field of a record, with its path', () => {
    expect(reason({ ID: 3, Goal: 'x', WebID: -1, City: 'X', Zip: '1000' })).toBe(
      'invalid record: Goal: Goal must be 0 (sale) or another whole number (rent), got "x"; WebID: WebID must be a positive whole number, got -1',
    );
    expect(parseFeedRecord(null)).toEqual({
      ok: false,
      id: null,
      reason: 'invalid record: expected an object, got null',
    });
  });
});

describe('recordHash', () => {
  it('depends on the content, not on how the CRM wrote it', () => {
    const a = feedListing(1);
    const reordered = Object.fromEntries(Object.entries(a).reverse());
    const loose = { ...a, ID: '1', Price: String(a.Price), Rooms: { bedrooms: '3' }, BoxNr: '' };
    expect(recordHash(ok(reordered))).toBe(recordHash(ok(a)));
    expect(recordHash(ok(loose))).toBe(recordHash(ok(a)));
    expect(recordHash(ok({ ...a, Price: 1 }))).not.toBe(recordHash(ok(a)));
  });
});

describe('feed envelope', () => {
  it('needs a list of properties and the full flag', () => {
    expect(feedEnvelopeSchema.safeParse({ generatedAt: 'x', full: true, properties: [] }).success).toBe(true);
    expect(feedEnvelopeSchema.safeParse({ generatedAt: 'x', full: 'true', properties: [] }).data?.full).toBe(
      true,
    );
    expect(feedEnvelopeSchema.safeParse({ generatedAt: 'x', full: true }).success).toBe(false);
  });
});

describe('titleCasePlace', () => {
  it.each([
    ['WATERLOO', 'Waterloo'],
    ["BRAINE-L'ALLEUD", "Braine-l'Alleud"],
    ['OTTIGNIES-LOUVAIN-LA-NEUVE', 'Ottignies-Louvain-la-Neuve'],
    ['SINT-JOOST-TEN-NODE', 'Sint-Joost-ten-Node'],
    ['ESCH-SUR-ALZETTE', 'Esch-sur-Alzette'],
    ['LA HULPE', 'La Hulpe'],
    ['LIÈGE', 'Liège'],
    ['ÉCAUSSINNES', 'Écaussinnes'],
    ['Ixelles', 'Ixelles'],
    ['  GENT  ', 'Gent'],
  ])('%s → %s', (input, expected) => {
    expect(titleCasePlace(input)).toBe(expected);
  });
});

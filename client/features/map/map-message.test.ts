import { describe, expect, it } from 'vitest';
import {
  buildMapMessage,
  frameOrigin,
  MAP_MESSAGE_MAX_PROPERTIES,
  readMapMessage,
  type MapMessage,
  type MarkerListing,
} from './map-message';

const ORIGIN = 'https://www.immo-demo.be';

const listing = (over: Partial<MarkerListing> = {}): MarkerListing => ({
  id: 7,
  title: 'Villa met tuin',
  city: 'Ukkel',
  path: '/nl/te-koop/ukkel/villa/7/',
  latitude: 50.8,
  longitude: 4.33,
  price: { formatted: '€ 850.000' },
  goal: 'SALE',
  thumbnail: { url: '/media/7/1.jpg', width: 640, height: 480 },
  marquee: 1,
  ribbon: null,
  ...over,
});

const SETTINGS = { mapType: 'roadmap', customMarker: null, marqueeIgnoreList: [1] };

const build = (listings: MarkerListing[], total = listings.length) =>
  buildMapMessage({ listings, total, language: 'nl', origin: ORIGIN, settings: SETTINGS });

describe('buildMapMessage', () => {
  it('carries the listing with absolute links, the info, the map type, the marker and the ignore list', () => {
    expect(build([listing()], 3)).toEqual({
      type: 'agency-map:properties',
      version: 1,
      properties: [
        {
          id: 7,
          title: 'Villa met tuin',
          city: 'Ukkel',
          price: '€ 850.000',
          latitude: 50.8,
          longitude: 4.33,
          url: `${ORIGIN}/nl/te-koop/ukkel/villa/7/`,
          thumbnail: { url: `${ORIGIN}/media/7/1.jpg`, width: 640, height: 480 },
          marquee: 1,
          ribbon: null,
          goal: 'SALE',
        },
      ],
      messageInfo: { language: 'nl', count: 1, total: 3, truncated: false },
      mapType: 'roadmap',
      customMarker: null,
      marqueeIgnoreList: [1],
    });
  });

  it.each([
    ['no coordinates', { latitude: null, longitude: null }],
    ['a latitude out of range', { latitude: 91 }],
    ['a longitude that is not a number', { longitude: Number.NaN }],
  ])('leaves out a listing with %s', (_, over) => {
    const m = build([listing(over), listing({ id: 8 })]);
    expect(m.properties.map((p) => p.id)).toEqual([8]);
    expect(m.messageInfo).toMatchObject({ count: 1, total: 2 });
  });

  it.each([
    ['the map type the site set', { mapType: 'satellite' }, 'satellite'],
    ['roadmap for an unknown map type', { mapType: 'moon' }, 'roadmap'],
  ])('%s', (_, over, expected) => {
    const m = buildMapMessage({
      listings: [],
      total: 0,
      language: 'fr',
      origin: ORIGIN,
      settings: { ...SETTINGS, ...over },
    });
    expect(m.mapType).toBe(expected);
  });

  it('makes the custom marker absolute and drops one that is not a web address', () => {
    const with_ = (customMarker: string) =>
      buildMapMessage({
        listings: [],
        total: 0,
        language: 'en',
        origin: ORIGIN,
        settings: { ...SETTINGS, customMarker },
      }).customMarker;
    expect(with_('/media/pin.png')).toBe(`${ORIGIN}/media/pin.png`);
    expect(with_('javascript:alert(1)')).toBeNull();
  });

  it('says the list was cut when the server capped it', () => {
    const many = Array.from({ length: MAP_MESSAGE_MAX_PROPERTIES }, (_, i) => listing({ id: i + 1 }));
    expect(build(many, 1_500).messageInfo).toMatchObject({ count: 1_000, total: 1_500, truncated: true });
    expect(build(many.slice(0, 10), 12).messageInfo.truncated).toBe(false);
  });
});

describe('frameOrigin', () => {
  it.each([
    ['/map-frame/?lang=nl', ORIGIN],
    ['https://maps.agency.example/frame.html', 'https://maps.agency.example'],
  ])('%s → %s', (url, origin) => expect(frameOrigin(url, ORIGIN)).toBe(origin));
});

describe('readMapMessage', () => {
  const good = (): MapMessage => build([listing(), listing({ id: 8, thumbnail: null })]);
  const edit = (f: (m: Record<string, unknown>) => void) => {
    const m = structuredClone(good()) as unknown as Record<string, unknown>;
    f(m);
    return m;
  };
  const firstProperty = (m: Record<string, unknown>) => (m.properties as Record<string, unknown>[])[0]!;

  it('accepts a good message from the parent', () => {
    expect(readMapMessage({ origin: ORIGIN, data: good() }, [ORIGIN])).toEqual(good());
  });

  it.each<[string, string, unknown]>([
    ['another origin', 'https://evil.example', good()],
    ['another version', ORIGIN, edit((m) => (m.version = 2))],
    ['another type', ORIGIN, edit((m) => (m.type = 'agency-map:other'))],
    ['not an object', ORIGIN, 'agency-map:properties'],
    [
      'a list longer than the cap',
      ORIGIN,
      edit((m) => {
        m.properties = Array.from({ length: MAP_MESSAGE_MAX_PROPERTIES + 1 }, () => firstProperty(m));
        (m.messageInfo as Record<string, unknown>).count = MAP_MESSAGE_MAX_PROPERTIES + 1;
      }),
    ],
    ['a latitude out of range', ORIGIN, edit((m) => (firstProperty(m).latitude = 120))],
    ['a longitude given as text', ORIGIN, edit((m) => (firstProperty(m).longitude = '4.3'))],
    ['an infinite latitude', ORIGIN, edit((m) => (firstProperty(m).latitude = Infinity))],
    ['a link to another site', ORIGIN, edit((m) => (firstProperty(m).url = 'https://evil.example/x'))],
    ['a script link', ORIGIN, edit((m) => (firstProperty(m).url = 'javascript:alert(1)'))],
    ['an over-long title', ORIGIN, edit((m) => (firstProperty(m).title = 'x'.repeat(301)))],
    [
      'a thumbnail without a size',
      ORIGIN,
      edit((m) => (firstProperty(m).thumbnail = { url: `${ORIGIN}/a.jpg` })),
    ],
    ['an unknown goal', ORIGIN, edit((m) => (firstProperty(m).goal = 'LEASE'))],
    [
      'a count that is not the list',
      ORIGIN,
      edit((m) => ((m.messageInfo as Record<string, unknown>).count = 5)),
    ],
    ['an unknown map type', ORIGIN, edit((m) => (m.mapType = 'moon'))],
    [
      'a marker that is not a web address',
      ORIGIN,
      edit((m) => (m.customMarker = 'data:image/png;base64,AA')),
    ],
    ['an ignore list of text', ORIGIN, edit((m) => (m.marqueeIgnoreList = ['1']))],
  ])('ignores %s', (_, origin, data) => {
    expect(readMapMessage({ origin, data }, [ORIGIN])).toBeNull();
  });
});

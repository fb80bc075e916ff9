import { describe, expect, it } from 'vitest';
import type { SiteConfigData } from './site-config.entity';
import { loadConfig } from '../core/config';
import {
  BUILT_IN_MAP_FRAME,
  copyrightLine,
  mapSettings,
  mergeSiteConfig,
  toSiteConfigView,
  validOpeningHours,
  validProfileUrls,
  validTrackingIds,
} from './site-config.service';
import type { OpeningHoursConfig } from './site-config.entity';
import { WeekdayValue } from './site-config.types';

const MAP = {
  tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
  attribution: 'test',
  frameUrl: BUILT_IN_MAP_FRAME,
  mapType: 'roadmap',
  customMarker: null,
  marqueeIgnoreList: [1],
};

describe('mapSettings', () => {
  it.each<[string, Record<string, string>, Partial<ReturnType<typeof mapSettings>>]>([
    [
      'nothing set: the built-in frame, roadmap, its own pin, "available" without ribbon',
      {},
      { frameUrl: '/map-frame/', mapType: 'roadmap', customMarker: null, marqueeIgnoreList: [1] },
    ],
    [
      "an agency's frame, satellite, its marker, two codes ignored",
      {
        MAP_FRAME_URL: 'https://maps.agency.example/frame.html',
        MAP_TYPE: 'satellite',
        MAP_MARKER_URL: '/media/pin.png',
        MAP_MARQUEE_IGNORE: '1, 2',
      },
      {
        frameUrl: 'https://maps.agency.example/frame.html',
        mapType: 'satellite',
        customMarker: '/media/pin.png',
        marqueeIgnoreList: [1, 2],
      },
    ],
    ['an empty ignore list: every ribbon shows', { MAP_MARQUEE_IGNORE: '' }, { marqueeIgnoreList: [] }],
  ])('%s', (_, env, expected) => {
    expect(mapSettings(loadConfig(env))).toMatchObject(expected);
  });
});

/** The quality the API answers for a stored configuration (a row written before the setting existed has none). */
const answered = (stored: Record<string, unknown>) =>
  toSiteConfigView(mergeSiteConfig(stored as Partial<SiteConfigData>), 'nl', MAP).youtubeThumbnailQuality;

describe('youtubeThumbnailQuality', () => {
  it.each<{ label: string; stored: Record<string, unknown>; quality: string }>([
    { label: 'a row without the setting: high', stored: { servicesMax: 12 }, quality: 'high' },
    { label: 'no row at all: high', stored: {}, quality: 'high' },
    { label: 'low', stored: { youtubeThumbnailQuality: 'low' }, quality: 'low' },
    { label: 'medium', stored: { youtubeThumbnailQuality: 'medium' }, quality: 'medium' },
    { label: 'high', stored: { youtubeThumbnailQuality: 'high' }, quality: 'high' },
    { label: 'an unknown value: high', stored: { youtubeThumbnailQuality: 'maxres' }, quality: 'high' },
    {
      label: 'upper case is not one of them: high',
      stored: { youtubeThumbnailQuality: 'LOW' },
      quality: 'high',
    },
    { label: 'null: high', stored: { youtubeThumbnailQuality: null }, quality: 'high' },
  ])('$label', ({ stored, quality }) => {
    expect(answered(stored)).toBe(quality);
  });
});

describe('validOpeningHours', () => {
  const { MONDAY, TUESDAY, FRIDAY, SATURDAY } = WeekdayValue;
  it.each<[string, unknown[], { days: WeekdayValue[]; opens: string; closes: string }[]]>([
    [
      'weekdays and a Saturday morning, as configured',
      [
        { days: ['monday', 'friday'], opens: '09:00', closes: '18:00' },
        { days: ['saturday'], opens: '10:00', closes: '13:00' },
      ],
      [
        { days: [MONDAY, FRIDAY], opens: '09:00', closes: '18:00' },
        { days: [SATURDAY], opens: '10:00', closes: '13:00' },
      ],
    ],
    [
      'days typed out of order come back in week order',
      [{ days: ['tuesday', 'monday'], opens: '09:00', closes: '12:30' }],
      [{ days: [MONDAY, TUESDAY], opens: '09:00', closes: '12:30' }],
    ],
    ['an unknown day', [{ days: ['monday', 'funday'], opens: '09:00', closes: '18:00' }], []],
    [
      'a day typed twice counts once',
      [{ days: ['monday', 'monday'], opens: '09:00', closes: '18:00' }],
      [{ days: [MONDAY], opens: '09:00', closes: '18:00' }],
    ],
    ['no day', [{ days: [], opens: '09:00', closes: '18:00' }], []],
    ['a time without two digits', [{ days: ['monday'], opens: '9:00', closes: '18:00' }], []],
    ['a time past midnight', [{ days: ['monday'], opens: '09:00', closes: '24:00' }], []],
    ['closing before opening', [{ days: ['monday'], opens: '18:00', closes: '09:00' }], []],
    ['closing when opening', [{ days: ['monday'], opens: '09:00', closes: '09:00' }], []],
    ['not a line at all', [null, 'monday 9-18', { days: 'monday', opens: '09:00', closes: '18:00' }], []],
  ])('%s', (_label, lines, expected) => {
    expect(validOpeningHours(lines as OpeningHoursConfig[])).toEqual(expected);
  });

  it('gives no hours for a configuration without any', () => {
    expect(validOpeningHours(undefined)).toEqual([]);
    expect(toSiteConfigView(mergeSiteConfig({}), 'nl', MAP).agency.openingHours).toEqual([]);
  });
});

describe('validProfileUrls', () => {
  it.each<[string, unknown[], string[]]>([
    ['https links stay', ['https://www.facebook.com/agency'], ['https://www.facebook.com/agency']],
    [
      'http, relative, scripts and non-strings go',
      ['http://x.be/', '/about/', 'javascript:alert(1)', 42],
      [],
    ],
  ])('%s', (_label, urls, expected) => {
    expect(validProfileUrls(urls as string[])).toEqual(expected);
  });
});

describe('copyrightLine', () => {
  it.each([
    ['© {year} Immo Demo.', '2026-11-28T12:00:00Z', '© 2026 Immo Demo.'],
    // New Year's Eve at 23:30 in Brussels is already the next year there.
    ['© {year} Immo Demo.', '2026-12-31T23:30:00Z', '© 2027 Immo Demo.'],
    ['© 2019–{year} Immo Demo.', '2026-06-01T00:00:00Z', '© 2019–2026 Immo Demo.'],
    ['© 2020 Immo Demo.', '2026-06-01T00:00:00Z', '© 2020 Immo Demo.'],
  ])('%s at %s → %s', (text, at, line) => {
    expect(copyrightLine(text, new Date(at))).toBe(line);
  });

  it('is null without a text', () => {
    expect(copyrightLine(null, new Date())).toBeNull();
  });
});

describe('validTrackingIds', () => {
  const none = { analyticsId: null, adsId: null, tagManagerId: null, pixelId: null };
  it.each<[string, Record<string, unknown> | null, Record<string, string | null>]>([
    ['nothing configured', null, none],
    [
      'the four tools, each its own shape',
      {
        analyticsId: 'G-ABC123XYZ',
        adsId: 'AW-987654321',
        tagManagerId: 'GTM-K9X2',
        pixelId: '123456789012345',
      },
      {
        analyticsId: 'G-ABC123XYZ',
        adsId: 'AW-987654321',
        tagManagerId: 'GTM-K9X2',
        pixelId: '123456789012345',
      },
    ],
    [
      'spaces and lower case forgiven',
      { analyticsId: ' g-abc123 ', tagManagerId: 'gtm-k9x2\n' },
      { ...none, analyticsId: 'G-ABC123', tagManagerId: 'GTM-K9X2' },
    ],
    [
      "another tool's id, an old Universal Analytics id, a pasted snippet, a number",
      {
        analyticsId: 'UA-12345-1',
        adsId: 'G-ABC123',
        tagManagerId: '<script>gtm("GTM-K9X2")</script>',
        pixelId: 123456789012345,
      },
      none,
    ],
    [
      'empty, a prefix alone, letters in a pixel id, a quote in an id',
      { analyticsId: '', adsId: 'AW-', tagManagerId: 'GTM-K9"X2', pixelId: '12345abc' },
      none,
    ],
  ])('%s', (_n, stored, expected) => {
    expect(validTrackingIds(stored as never)).toEqual(expected);
  });

  it('is what the site configuration shows', () => {
    const view = toSiteConfigView(
      mergeSiteConfig({
        siteInfo: { analyticsId: 'G-1', adsId: 'nope', tagManagerId: null, pixelId: ' 42 ' },
      }),
      'en',
      MAP,
    );
    expect(view.siteInfo).toEqual({ analyticsId: 'G-1', adsId: null, tagManagerId: null, pixelId: '42' });
  });
});

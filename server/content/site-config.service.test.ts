import { describe, expect, it } from 'vitest';
import type { SiteConfigData } from './site-config.entity';
import { loadConfig } from '../core/config';
import { BUILT_IN_MAP_FRAME, mapSettings, mergeSiteConfig, toSiteConfigView } from './site-config.service';

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

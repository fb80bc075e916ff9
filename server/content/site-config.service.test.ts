import { describe, expect, it } from 'vitest';
import type { SiteConfigData } from './site-config.entity';
import { mergeSiteConfig, toSiteConfigView } from './site-config.service';

const MAP = { tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png', attribution: 'test' };

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

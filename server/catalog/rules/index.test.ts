import { describe, expect, it } from 'vitest';
import * as rules from './index';

describe('index', () => {
  it.each([
    ['isEmpty'],
    ['regionOf'],
    ['energyBand'],
    ['energyBandRange'],
    ['sampleValueInBand'],
    ['energyLabelImageUrl'],
    ['formatPhone'],
    ['recogniseVideo'],
    ['youtubeThumbnail'],
    ['stripTags'],
    ['truncateDescription'],
    ['truncate'],
    ['slugify'],
    ['normalizeKey'],
    ['formatPrice'],
    ['formatDate'],
    ['formatArea'],
    ['availabilityOf'],
    ['goalOf'],
    ['goalCode'],
  ])('re-exports the function %s', (name) => {
    expect(typeof (rules as Record<string, unknown>)[name]).toBe('function');
  });

  it('re-exports ENERGY_BANDS', () => {
    expect(Object.keys(rules.ENERGY_BANDS).sort()).toEqual([
      'BRUSSELS',
      'FLANDERS',
      'LUXEMBOURG',
      'WALLONIA',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { deviceOf } from './breakpoints';

describe('deviceOf', () => {
  it.each([
    [320, 'mobile'],
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [1440, 'desktop'],
  ] as const)('%i px is %s', (width, device) => {
    expect(deviceOf(width)).toBe(device);
  });
});

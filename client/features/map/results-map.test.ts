import { describe, expect, it } from 'vitest';
import { frameSrc } from './results-map';

const SITE = 'https://www.immo-demo.be';

describe('frameSrc', () => {
  it.each([
    ['the built-in frame', '/map-frame/', 'fr', '/map-frame/?lang=fr'],
    [
      "an agency's frame",
      'https://maps.agency.example/frame.html',
      'nl',
      'https://maps.agency.example/frame.html?lang=nl',
    ],
    [
      'a frame URL with a query of its own',
      'https://maps.agency.example/?key=1&lang=en',
      'de',
      'https://maps.agency.example/?key=1&lang=de',
    ],
  ])('%s', (_, url, lang, expected) => {
    expect(frameSrc(url, lang, SITE)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config';
import { sitePolicySettings } from '../core/http/security-headers';
import { mapFramePolicy } from './map-frame';
import { mapFrameHtml } from './map-frame';

const TEMPLATE = '<head><title>Map</title><!--map-frame-settings--></head>';

describe('mapFrameHtml', () => {
  it.each([
    [
      'the tiles as JSON for the frame',
      { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '&copy; OSM' },
      '<script type="application/json" id="map-frame-settings">{"tileUrl":"https://tile.openstreetmap.org/{z}/{x}/{y}.png","attribution":"\\u0026copy; OSM"}</script>',
    ],
    [
      'an attribution that would close the script stays inside it',
      { tileUrl: 'https://t.example/{z}/{x}/{y}.png', attribution: '</script><script>alert(1)</script>' },
      '<script type="application/json" id="map-frame-settings">{"tileUrl":"https://t.example/{z}/{x}/{y}.png","attribution":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>',
    ],
    [
      'a $ in the settings is not a replacement pattern',
      { tileUrl: 'https://t.example/{z}/{x}/{y}.png', attribution: "$' $&" },
      `<script type="application/json" id="map-frame-settings">{"tileUrl":"https://t.example/{z}/{x}/{y}.png","attribution":"$' $\\u0026"}</script>`,
    ],
  ])('%s', (_, settings, script) => {
    expect(mapFrameHtml(TEMPLATE, settings)).toBe(`<head><title>Map</title>${script}</head>`);
  });
});

describe('mapFramePolicy', () => {
  const policy = (env: Record<string, string>) =>
    new Map(
      mapFramePolicy({ ...sitePolicySettings(loadConfig(env)), markerUrl: env.MAP_MARKER_URL })
        .split('; ')
        .map((d) => {
          const [name, ...sources] = d.split(' ');
          return [name!, sources] as const;
        }),
    );

  it.each<[string, Record<string, string>, string, string[]]>([
    ['framed by the site only', {}, 'frame-ancestors', ["'self'"]],
    ['its own scripts only', {}, 'script-src', ["'self'"]],
    ['the tile host and its one question', {}, 'connect-src', ["'self'", 'https://tile.openstreetmap.org']],
    ['the probe worker from a blob', {}, 'worker-src', ['blob:']],
    [
      'pictures: the tiles, the marker host and the photo server',
      { MAP_MARKER_URL: 'https://cdn.agency.example/pin.png', MEDIA_ORIGINS: 'https://photos.crm.example' },
      'img-src',
      [
        "'self'",
        'data:',
        'https://tile.openstreetmap.org',
        'https://cdn.agency.example',
        'https://photos.crm.example',
      ],
    ],
  ])('%s', (_, env, directive, sources) => {
    expect(policy(env).get(directive)).toEqual(sources);
  });
});

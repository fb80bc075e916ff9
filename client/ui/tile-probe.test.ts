import { describe, expect, it } from 'vitest';
import { worldTileUrl } from './tile-probe';

describe('worldTileUrl', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org/0/0/0.png'],
    ['https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png', 'https://a.tiles.example.org/0/0/0.png'],
    ['//tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org/0/0/0.png'],
  ])('%s → %s', (template, url) => {
    expect(worldTileUrl(template, 'https://www.immo-demo.be/nl/')).toBe(url);
  });
});

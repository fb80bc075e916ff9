import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sniffRasterType } from './image-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffRasterType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'jpeg'],
    ['PNG', bytes('\x89PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'), 'png'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['AVIF (major brand)', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'), 'avif'],
    ['AVIF (compatible brand)', bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'), 'avif'],
    ['AVIF sequence', bytes([0, 0, 0, 0x14], 'ftypavis', [0, 0, 0, 0], 'avis'), 'avif'],
  ])('%s → %s', (_name, input, type) => {
    expect(sniffRasterType(input)).toBe(type);
  });

  it.each([
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['MP4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0], 'isomiso2')],
    ['a brand past the box', bytes([0, 0, 0, 0x10], 'ftypmif1', [0, 0, 0, 0], 'avif')],
    ['RIFF that is a WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['HTML', bytes('<!doctype html><html>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PDF', bytes('%PDF-1.7')],
    ['two bytes of JPEG', bytes([0xff, 0xd8])],
    ['nothing', bytes()],
  ])('%s → null', (_name, input) => {
    expect(sniffRasterType(input)).toBeNull();
  });
});

describe('looksLikeSvg', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>', true],
    ['\uFEFF  <?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg>', true],
    ['<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg width="1">', true],
    ['<!doctype html><svg>', false],
    ['<html><body><svg>', false],
    ['<svgfoo>', false],
  ])('%j → %s', (text, svg) => {
    expect(looksLikeSvg(Buffer.from(text))).toBe(svg);
  });
});

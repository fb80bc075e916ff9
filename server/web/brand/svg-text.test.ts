import { describe, expect, it } from 'vitest';
import { INTER_GLYPHS } from './inter-glyphs.data';
import { textPath, textWidth } from './svg-text';

describe('textWidth', () => {
  const advance = (ch: string, weight: 400 | 600 = 400) => INTER_GLYPHS[weight][ch][0];

  it.each([
    { text: '', size: 10, tracking: 0, want: 0 },
    { text: 'I', size: 1000, tracking: 0, want: advance('I') },
    {
      text: 'Immo',
      size: 20,
      tracking: 0,
      want: ((advance('I') + 2 * advance('m') + advance('o')) * 20) / 1000,
    },
    // Tracking goes between characters: three gaps for four.
    {
      text: 'Immo',
      size: 20,
      tracking: 2,
      want: ((advance('I') + 2 * advance('m') + advance('o')) * 20) / 1000 + 6,
    },
    // A character the outlines lack takes a space's room.
    { text: 'a\u4e00', size: 1000, tracking: 0, want: advance('a') + advance(' ') },
  ])('"$text" at $size px, tracking $tracking: $want', ({ text, size, tracking, want }) => {
    expect(textWidth(text, { size, tracking })).toBeCloseTo(want, 6);
  });

  it('is wider in the heavier weight', () => {
    expect(textWidth('Immo Demo', { size: 30, weight: 600 })).toBeGreaterThan(
      textWidth('Immo Demo', { size: 30 }),
    );
  });
});

describe('textPath', () => {
  it('draws one outline per visible character, no <text> and no font', () => {
    const svg = textPath('BIV · IPI', 0, 20, { size: 20, fill: '#000' });
    expect(svg.match(/<path /g)).toHaveLength(7); // the two spaces have no outline
    expect(svg).not.toMatch(/<text|font-family/);
  });

  it.each([
    { anchor: 'start' as const, x: 100, first: 100 },
    { anchor: 'middle' as const, x: 100, first: 100 - textWidth('Demo', { size: 10 }) / 2 },
    { anchor: 'end' as const, x: 100, first: 100 - textWidth('Demo', { size: 10 }) },
  ])('places the line by its $anchor', ({ anchor, x, first }) => {
    const svg = textPath('Demo', x, 50, { size: 10, fill: '#000', anchor });
    const start = Number(/translate\(([-\d.]+) 50\)/.exec(svg)?.[1]);
    expect(start).toBeCloseTo(first, 1);
  });
});

import { INTER_GLYPHS, INTER_METRICS } from './inter-glyphs.data';

export type TextWeight = 400 | 600;

export interface TextOptions {
  /** Font size in px (the em). */
  size: number;
  weight?: TextWeight;
  /** Extra space after each character, in px. */
  tracking?: number;
}

/** Outline metrics of the text font, per em. */
export const TEXT_METRICS = INTER_METRICS;

// A character the outlines lack is drawn as a space, never as a box: the texts are ours.
const glyph = (ch: string, weight: TextWeight): readonly [number, string] =>
  INTER_GLYPHS[weight][ch] ?? INTER_GLYPHS[weight][' '];

/** The advance width of `text` in px: the sum of its glyphs' advances and the tracking between them. */
export function textWidth(text: string, { size, weight = 400, tracking = 0 }: TextOptions): number {
  const chars = [...text];
  const units = chars.reduce((sum, ch) => sum + glyph(ch, weight)[0], 0);
  return (units * size) / 1000 + tracking * Math.max(0, chars.length - 1);
}

/**
 * `text` as SVG glyph outlines (a `<g>` of paths), its baseline at `y`: the pictures are rasterized
 * where no font may be installed, so they carry no `<text>`. `anchor` places `x` at the start,
 * middle or end of the line, as SVG's text-anchor does.
 */
export function textPath(
  text: string,
  x: number,
  y: number,
  options: TextOptions & { fill: string; anchor?: 'start' | 'middle' | 'end'; opacity?: number },
): string {
  const { size, weight = 400, tracking = 0, fill, anchor = 'start', opacity } = options;
  const width = textWidth(text, options);
  let pen = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const scale = size / 1000;
  const parts: string[] = [];
  for (const ch of text) {
    const [advance, d] = glyph(ch, weight);
    if (d) parts.push(`<path transform="translate(${r(pen)} ${r(y)}) scale(${r(scale, 5)})" d="${d}"/>`);
    pen += advance * scale + tracking;
  }
  const alpha = opacity === undefined ? '' : ` opacity="${opacity}"`;
  return `<g fill="${fill}"${alpha}>${parts.join('')}</g>`;
}

const r = (n: number, digits = 2): string => String(Number(n.toFixed(digits)));

import { textPath, textWidth } from './svg-text';

/** The demo agency's colours: a deep navy, warm off-white and a muted gold, as the site's design. */
export const BRAND = {
  navy: '#1f2a44',
  navyDeep: '#141c30',
  ink: '#1b2233',
  offWhite: '#faf8f5',
  gold: '#c8a04a',
  goldLight: '#e2c27a',
  stone: '#8a93a6',
} as const;

export const AGENCY_NAME = 'Immo Demo';

export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 64;

/**
 * The agency's mark: the stepped gable of a Brussels guild house (three steps a side up to a
 * pinnacle) with an arched door, in a `size`×`size` box at (x, y). `door` is the door's colour:
 * the ground the mark stands on shows through in the icons; a gold door on the logos.
 */
export function markShape(
  x: number,
  y: number,
  size: number,
  { body, door, window }: { body: string; door: string; window: string },
): string {
  const u = size / 64;
  const p = (px: number, py: number) => `${r(x + px * u)} ${r(y + py * u)}`;
  // Drawn on a 64-unit grid: a facade 44 wide whose gable climbs in four steps a side (5 wide,
  // 7 high) to a pinnacle, as the guild houses of the Grand-Place.
  const steps: [number, number][] = [[10, 62]];
  for (let i = 0; i < 4; i++) steps.push([10 + i * 5, 34 - i * 7], [15 + i * 5, 34 - i * 7]);
  const right = steps
    .slice(1)
    .map(([px, py]) => [64 - px, py] as [number, number])
    .reverse();
  const gable = [...steps, ...right, [54, 62]]
    .map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${p(px, py)}`)
    .join(' ');
  const doorPath = `M${p(27, 62)} L${p(27, 50)} A${r(5 * u)} ${r(5 * u)} 0 0 1 ${p(37, 50)} L${p(37, 62)} Z`;
  // A round oculus in the gable, as in the guild houses, and two tall windows on the first floor.
  const windows =
    `<circle cx="${r(x + 32 * u)}" cy="${r(y + 24.5 * u)}" r="${r(3 * u)}" fill="${window}"/>` +
    `<rect x="${r(x + 16 * u)}" y="${r(y + 38 * u)}" width="${r(6 * u)}" height="${r(11 * u)}" rx="${r(0.8 * u)}" fill="${window}"/>` +
    `<rect x="${r(x + 42 * u)}" y="${r(y + 38 * u)}" width="${r(6 * u)}" height="${r(11 * u)}" rx="${r(0.8 * u)}" fill="${window}"/>`;
  return `<path d="${gable} Z" fill="${body}"/>${windows}<path d="${doorPath}" fill="${door}"/>`;
}

/**
 * The logo, 240×64: the mark and the wordmark, its text as outlines so it looks the same in every
 * browser and when rasterized. `light` is for light grounds (navy text), `dark` for the dark
 * footer and banner (off-white text).
 */
export function logoSvg(variant: 'light' | 'dark'): string {
  const text = variant === 'light' ? BRAND.navy : BRAND.offWhite;
  const sub = variant === 'light' ? '#8a6d2b' : BRAND.goldLight;
  const windowFill = variant === 'light' ? BRAND.offWhite : BRAND.navy;
  const body = variant === 'light' ? BRAND.navy : BRAND.offWhite;
  return svgDocument(
    LOGO_WIDTH,
    LOGO_HEIGHT,
    `<title>${AGENCY_NAME}</title>` +
      markShape(0, 0, 64, { body, door: BRAND.gold, window: windowFill }) +
      wordmark(72, { text, sub }),
  );
}

/** "Immo Demo" over a spaced "VASTGOED · IMMOBILIER" line, starting at x. */
function wordmark(x: number, { text, sub }: { text: string; sub: string }): string {
  // As large as the logo's width allows.
  const room = LOGO_WIDTH - x - 2;
  const name = { size: 30, weight: 600 as const, tracking: -0.3 };
  name.size = (name.size * room) / textWidth(AGENCY_NAME, name);
  const nameWidth = textWidth(AGENCY_NAME, name);
  const tagline = 'VASTGOED · IMMOBILIER';
  const tag = { size: 9.6, weight: 600 as const, tracking: 1.9 };
  // The tagline is justified to the name's width, so the two lines end together.
  const tagTracking = tag.tracking + (nameWidth - textWidth(tagline, tag)) / (tagline.length - 1);
  return (
    textPath(AGENCY_NAME, x, 36, { ...name, fill: text }) +
    textPath(tagline, x + 1, 55, { ...tag, tracking: tagTracking, fill: sub })
  );
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>\n`
  );
}

export const r = (n: number): string => String(Math.round(n * 100) / 100);

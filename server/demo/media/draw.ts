/** Small SVG drawing helpers shared by the demo pictures. */

/** A deterministic pseudo-random sequence (mulberry32): the same seed draws the same picture. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
export const between = (rng: () => number, min: number, max: number): number => min + rng() * (max - min);

export const n = (v: number): string => String(Math.round(v * 10) / 10);

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<path d="M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A vertical linear gradient from `stops` ([offset 0..1, colour, opacity?]). */
export function linear(
  id: string,
  stops: [number, string, number?][],
  direction: 'down' | 'right' = 'down',
): string {
  const [x2, y2] = direction === 'down' ? ['0', '1'] : ['1', '0'];
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    stops.map(stop).join('') +
    `</linearGradient>`
  );
}

export function radial(
  id: string,
  stops: [number, string, number?][],
  at: { cx?: number; cy?: number; r?: number } = {},
): string {
  const { cx = 0.5, cy = 0.5, r = 0.5 } = at;
  return (
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
    stops.map(stop).join('') +
    `</radialGradient>`
  );
}

const stop = ([offset, color, opacity]: [number, string, number?]) =>
  `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`;

/** Mixes two #rrggbb colours: `t` 0 is `a`, 1 is `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const parse = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

import { svgDocument } from '../../web/brand/brand';
import { between, circle, ellipse, linear, mix, n, pick, poly, radial, random, rect } from './draw';

export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 1080;

type Roof = 'mansard' | 'stepped' | 'gable' | 'flat' | 'curved';

interface House {
  x: number;
  w: number;
  ground: number;
  height: number;
  floors: number;
  bays: number;
  wall: string;
  trim: string;
  roof: Roof;
  /** Share of windows lit from inside. */
  lit: number;
  balcony: boolean;
  shop: boolean;
}

/** Shared gradients: glass reflecting the sky, lit glass, the side light on facades. */
function houseDefs(sky: string, glow: string): string {
  return (
    linear('glass', [
      [0, mix(sky, '#ffffff', 0.25)],
      [0.55, mix(sky, '#1c2840', 0.45)],
      [1, '#1c2840'],
    ]) +
    linear('lit', [
      [0, '#ffe3a6'],
      [1, glow],
    ]) +
    linear(
      'sidelight',
      [
        [0, '#ffffff', 0.16],
        [0.45, '#ffffff', 0],
        [1, '#000000', 0.22],
      ],
      'right',
    ) +
    linear('groundshade', [
      [0, '#000000', 0],
      [1, '#000000', 0.28],
    ]) +
    linear('slate', [
      [0, '#59606e'],
      [1, '#3a404c'],
    ])
  );
}

function windowAt(
  x: number,
  y: number,
  w: number,
  h: number,
  trim: string,
  lit: boolean,
  arched: boolean,
): string {
  const frame = 5;
  const glass = lit ? 'url(#lit)' : 'url(#glass)';
  const head = arched
    ? `<path d="M${n(x - frame)} ${n(y + w / 2)} A${n(w / 2 + frame)} ${n(w / 2 + frame)} 0 0 1 ${n(x + w + frame)} ${n(y + w / 2)} Z" fill="${trim}"/>` +
      `<path d="M${n(x)} ${n(y + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)} Z" fill="${glass}"/>`
    : rect(x - frame - 4, y - frame - 8, w + 2 * frame + 8, 9, trim);
  const top = arched ? y + w / 2 : y;
  return (
    head +
    rect(x - frame, top, w + 2 * frame, y + h - top + frame, trim) +
    rect(x, top, w, y + h - top, glass) +
    // Mullion and transom, the sill's shadow.
    rect(x + w / 2 - 1.5, top, 3, y + h - top, trim, 'opacity="0.9"') +
    rect(x, y + h * 0.3, w, 3, trim, 'opacity="0.9"') +
    rect(x - frame - 3, y + h + frame, w + 2 * frame + 6, 6, trim) +
    rect(x - frame - 3, y + h + frame + 6, w + 2 * frame + 6, 5, '#000000', 'opacity="0.12"')
  );
}

function townhouse(h: House, rng: () => number): string {
  const top = h.ground - h.height;
  const parts: string[] = [];
  const groundH = Math.min(150, h.height * 0.24);
  const floorH = (h.height - groundH - 24) / h.floors;
  // The wall, the roof's own shape first so the wall's colour continues into a gable.
  parts.push(roofShape(h, top, rng));
  parts.push(rect(h.x, top, h.w, h.height, h.wall));
  // Storey bands and the cornice.
  for (let f = 1; f <= h.floors; f++)
    parts.push(rect(h.x, h.ground - groundH - (f - 1) * floorH - 4, h.w, 6, h.trim, 'opacity="0.55"'));
  if (h.roof === 'flat' || h.roof === 'mansard') {
    parts.push(rect(h.x - 8, top - 6, h.w + 16, 18, h.trim));
    parts.push(rect(h.x - 8, top + 12, h.w + 16, 6, '#000000', 'opacity="0.18"'));
  }
  const bayW = h.w / h.bays;
  const winW = Math.min(58, bayW * 0.46);
  for (let f = 0; f < h.floors; f++) {
    const floorBottom = h.ground - groundH - f * floorH;
    const winH = floorH * (f === 0 ? 0.68 : 0.6);
    const y = floorBottom - floorH + (floorH - winH) * 0.42;
    for (let b = 0; b < h.bays; b++) {
      const x = h.x + b * bayW + (bayW - winW) / 2;
      parts.push(windowAt(x, y, winW, winH, h.trim, rng() < h.lit, f === h.floors - 1 && h.roof !== 'flat'));
    }
    if (f === 0 && h.balcony) {
      // A wrought-iron balcony across the first floor.
      const by = floorBottom - floorH * 0.14;
      parts.push(rect(h.x + bayW * 0.2, by, h.w - bayW * 0.4, 8, h.trim));
      parts.push(rect(h.x + bayW * 0.2, by - 42, h.w - bayW * 0.4, 4, '#20242c'));
      for (let k = h.x + bayW * 0.2; k <= h.x + h.w - bayW * 0.2; k += 11)
        parts.push(rect(k, by - 42, 2.5, 42, '#20242c'));
    }
  }
  // The ground floor: a door with a fanlight, and a shop window or two windows.
  const doorW = Math.min(64, bayW * 0.5);
  const doorX = h.x + (h.bays > 2 ? Math.floor(h.bays / 2) : h.bays - 1) * bayW + (bayW - doorW) / 2;
  const doorTop = h.ground - groundH + 22;
  const door = pick(rng, ['#2e3f35', '#3b2a22', '#1f2a44', '#5a2a2a', '#2c3a4a']);
  parts.push(rect(doorX - 8, doorTop - 8, doorW + 16, h.ground - doorTop + 8, h.trim));
  parts.push(
    `<path d="M${n(doorX)} ${n(h.ground)} V${n(doorTop + doorW / 2)} A${n(doorW / 2)} ${n(doorW / 2)} 0 0 1 ${n(doorX + doorW)} ${n(doorTop + doorW / 2)} V${n(h.ground)} Z" fill="${door}"/>`,
  );
  parts.push(
    `<path d="M${n(doorX + 4)} ${n(doorTop + doorW / 2)} A${n(doorW / 2 - 4)} ${n(doorW / 2 - 4)} 0 0 1 ${n(doorX + doorW - 4)} ${n(doorTop + doorW / 2)} Z" fill="url(#lit)" opacity="0.85"/>`,
  );
  parts.push(
    rect(
      doorX + doorW / 2 - 1,
      doorTop + doorW / 2,
      2,
      h.ground - doorTop - doorW / 2,
      '#000000',
      'opacity="0.35"',
    ),
  );
  if (h.shop) {
    const sx = doorX > h.x + h.w / 2 ? h.x + 14 : doorX + doorW + 22;
    const sw = doorX > h.x + h.w / 2 ? doorX - h.x - 36 : h.x + h.w - sx - 14;
    parts.push(rect(sx - 6, doorTop - 14, sw + 12, h.ground - doorTop + 14, '#2a2f38'));
    parts.push(rect(sx, doorTop - 8, sw, 20, pick(rng, ['#7b2d26', '#1f4a3d', '#20304f'])));
    parts.push(rect(sx, doorTop + 18, sw, h.ground - doorTop - 30, 'url(#lit)', 'opacity="0.9"'));
  } else {
    for (let b = 0; b < h.bays; b++) {
      const x = h.x + b * bayW + (bayW - winW) / 2;
      if (Math.abs(x - doorX) < bayW * 0.6) continue;
      parts.push(windowAt(x, doorTop + 12, winW, groundH - 60, h.trim, rng() < h.lit * 0.7, false));
    }
  }
  // Light from the left, a shadow where the next house stands proud, the ground's shade.
  parts.push(rect(h.x, top, h.w, h.height, 'url(#sidelight)'));
  parts.push(rect(h.x + h.w - 10, top, 10, h.height, '#000000', 'opacity="0.14"'));
  parts.push(rect(h.x, h.ground - h.height * 0.35, h.w, h.height * 0.35, 'url(#groundshade)'));
  return parts.join('');
}

function roofShape(h: House, top: number, rng: () => number): string {
  const { x, w, wall, trim } = h;
  switch (h.roof) {
    case 'mansard': {
      const rh = Math.min(130, w * 0.45);
      const out = [
        poly(
          [
            [x - 4, top],
            [x + 22, top - rh],
            [x + w - 22, top - rh],
            [x + w + 4, top],
          ],
          'url(#slate)',
        ),
      ];
      const dormers = Math.max(1, Math.min(3, h.bays - 1));
      for (let d = 0; d < dormers; d++) {
        const dx = x + ((d + 0.5) * w) / dormers - 20;
        out.push(rect(dx - 6, top - rh * 0.72, 52, rh * 0.6, trim));
        out.push(
          poly(
            [
              [dx - 12, top - rh * 0.7],
              [dx + 20, top - rh * 0.98],
              [dx + 52, top - rh * 0.7],
            ],
            trim,
          ),
        );
        out.push(rect(dx + 4, top - rh * 0.62, 32, rh * 0.46, rng() < h.lit ? 'url(#lit)' : 'url(#glass)'));
      }
      out.push(rect(x + w * 0.7, top - rh - 46, 28, 50, mix(wall, '#000000', 0.25)));
      out.push(rect(x + w * 0.7 - 4, top - rh - 50, 36, 8, mix(trim, '#000000', 0.2)));
      return out.join('');
    }
    case 'stepped': {
      const steps = 4;
      const stepW = w / (2 * steps + 1);
      const stepH = Math.min(46, w * 0.16);
      const pts: [number, number][] = [[x, top]];
      for (let s = 0; s < steps; s++)
        pts.push(
          [x + s * stepW, top - s * stepH],
          [x + s * stepW, top - (s + 1) * stepH],
          [x + (s + 1) * stepW, top - (s + 1) * stepH],
        );
      const mirror = pts
        .slice(1)
        .map(([px, py]) => [2 * x + w - px, py] as [number, number])
        .reverse();
      const peak = top - steps * stepH - 26;
      pts.push(
        [x + w / 2 - stepW / 2, top - steps * stepH],
        [x + w / 2, peak],
        [x + w / 2 + stepW / 2, top - steps * stepH],
      );
      const coping = pts.map(([px, py]) => [px, py - 6] as [number, number]);
      return (
        poly([...coping, ...mirror.map(([px, py]) => [px, py - 6] as [number, number]), [x + w, top]], trim) +
        poly([...pts, ...mirror, [x + w, top]], wall) +
        circle(
          x + w / 2,
          top - stepH * 2.2,
          Math.min(18, w * 0.07),
          rng() < 0.5 ? 'url(#glass)' : 'url(#lit)',
          `stroke="${trim}" stroke-width="5"`,
        )
      );
    }
    case 'gable': {
      const gh = w * 0.42;
      return (
        poly(
          [
            [x - 10, top + 2],
            [x + w / 2, top - gh - 8],
            [x + w + 10, top + 2],
          ],
          trim,
        ) +
        poly(
          [
            [x, top],
            [x + w / 2, top - gh],
            [x + w, top],
          ],
          wall,
        ) +
        rect(x + w / 2 - 16, top - gh * 0.55, 32, 44, 'url(#glass)', `stroke="${trim}" stroke-width="5"`)
      );
    }
    case 'curved': {
      // A baroque gable: scrolls rising to a small pediment.
      const gh = w * 0.5;
      const d = `M${n(x)} ${n(top)} C${n(x)} ${n(top - gh * 0.3)} ${n(x + w * 0.28)} ${n(top - gh * 0.35)} ${n(x + w * 0.3)} ${n(top - gh * 0.7)} L${n(x + w * 0.5)} ${n(top - gh)} L${n(x + w * 0.7)} ${n(top - gh * 0.7)} C${n(x + w * 0.72)} ${n(top - gh * 0.35)} ${n(x + w)} ${n(top - gh * 0.3)} ${n(x + w)} ${n(top)} Z`;
      return (
        `<path d="${d}" fill="${trim}" transform="translate(0 -7)"/>` +
        `<path d="${d}" fill="${wall}"/>` +
        circle(
          x + w / 2,
          top - gh * 0.45,
          Math.min(20, w * 0.07),
          'url(#glass)',
          `stroke="${trim}" stroke-width="5"`,
        ) +
        circle(x + w * 0.5, top - gh - 12, 7, '#c8a04a')
      );
    }
    default:
      // A flat roof behind a balustrade.
      return (
        rect(x - 4, top - 34, w + 8, 34, mix(trim, '#000000', 0.08)) +
        Array.from({ length: Math.floor(w / 18) }, (_, i) =>
          rect(x + 6 + i * 18, top - 28, 8, 24, mix(trim, '#000000', 0.2)),
        ).join('')
      );
  }
}

function tree(x: number, ground: number, size: number, rng: () => number, tone: string): string {
  const parts = [
    poly(
      [
        [x - size * 0.07, ground],
        [x - size * 0.04, ground - size * 1.2],
        [x + size * 0.04, ground - size * 1.2],
        [x + size * 0.07, ground],
      ],
      '#3a2e26',
    ),
  ];
  // A canopy of overlapping leaf clusters, darker below and away from the light.
  for (let i = 0; i < 22; i++) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng());
    const cx = x + Math.cos(a) * d * size * 0.5;
    const cy = ground - size * 1.45 + Math.sin(a) * d * size * 0.36;
    const shade = 0.05 + ((cy - (ground - size * 1.8)) / size) * 0.35 + (cx > x ? 0.08 : 0);
    parts.push(circle(cx, cy, size * between(rng, 0.16, 0.26), mix(tone, '#0d1a10', Math.min(0.6, shade))));
  }
  for (let i = 0; i < 7; i++)
    parts.push(
      circle(
        x - size * between(rng, 0.05, 0.35),
        ground - size * between(rng, 1.5, 1.75),
        size * between(rng, 0.08, 0.14),
        mix(tone, '#e8e0a0', 0.22),
        'opacity="0.55"',
      ),
    );
  return `<g>${parts.join('')}</g>`;
}

function lamp(x: number, ground: number): string {
  return (
    circle(x, ground - 300, 70, 'url(#lampglow)') +
    rect(x - 4, ground - 290, 8, 290, '#1e2129') +
    rect(x - 10, ground - 20, 20, 20, '#1e2129') +
    poly(
      [
        [x - 16, ground - 290],
        [x + 16, ground - 290],
        [x + 11, ground - 326],
        [x - 11, ground - 326],
      ],
      '#ffd98a',
    ) +
    poly(
      [
        [x - 20, ground - 326],
        [x + 20, ground - 326],
        [x, ground - 342],
      ],
      '#1e2129',
    ) +
    rect(x - 18, ground - 292, 36, 5, '#1e2129')
  );
}

/** Distant landmarks: a town-hall spire, a domed palace and a two-towered church, hazy. */
function skyline(ground: number, color: string, rng: () => number): string {
  const parts: string[] = [];
  let x = -20;
  while (x < BANNER_WIDTH) {
    const w = between(rng, 60, 160);
    const h = between(rng, 60, 190);
    parts.push(rect(x, ground - h, w + 2, h, color));
    x += w;
  }
  // Spire of the town hall.
  parts.push(
    rect(1380, ground - 330, 70, 330, color),
    poly(
      [
        [1372, ground - 330],
        [1415, ground - 560],
        [1458, ground - 330],
      ],
      color,
    ),
    rect(1411, ground - 600, 8, 50, color),
  );
  // The palace of justice's dome.
  parts.push(
    rect(300, ground - 240, 360, 240, color),
    rect(400, ground - 320, 160, 80, color),
    ellipse(480, ground - 320, 80, 90, color),
    rect(474, ground - 440, 12, 40, color),
  );
  // The cathedral's towers.
  parts.push(
    rect(880, ground - 290, 60, 290, color),
    rect(990, ground - 290, 60, 290, color),
    rect(930, ground - 220, 70, 220, color),
  );
  return parts.join('');
}

interface Scene {
  seed: number;
  sky: [string, string, string];
  glow: string;
  sun: { cx: number; cy: number; color: string };
  haze: string;
  roofs: Roof[];
  walls: string[];
  lit: number;
  groundY: number;
  trees: [number, number][];
  lamps: number[];
  /** A street wet from rain, mirroring the houses and the lamps. */
  wet?: boolean;
}

const SCENES: Scene[] = [
  {
    // A street of townhouses in the late afternoon sun.
    seed: 11,
    sky: ['#6f8fb3', '#c9b8a6', '#f2cfa0'],
    glow: '#f0b25c',
    sun: { cx: 0.18, cy: 0.3, color: '#fff1d0' },
    haze: '#b9b3b6',
    roofs: ['mansard', 'stepped', 'flat', 'gable', 'mansard', 'curved', 'flat'],
    walls: ['#c98f6a', '#e7dccb', '#b2573f', '#d9c7a5', '#8e9aa3', '#efe6d6', '#a8653f', '#cdb38a'],
    lit: 0.25,
    groundY: 930,
    trees: [
      [260, 260],
      [1640, 290],
    ],
    lamps: [720, 1180],
  },
  {
    // Blue hour: guild houses with their gables against an evening sky, windows lit.
    seed: 23,
    sky: ['#23324f', '#5d6b8c', '#e8a882'],
    glow: '#f2a445',
    sun: { cx: 0.8, cy: 0.7, color: '#ffc89a' },
    haze: '#56607a',
    roofs: ['stepped', 'curved', 'stepped', 'gable', 'curved', 'stepped', 'curved'],
    walls: ['#8d6e57', '#c2a27a', '#6f5a4b', '#a88a63', '#8b7b6b', '#b89470', '#7d6a5a'],
    lit: 0.7,
    groundY: 950,
    trees: [[1500, 250]],
    lamps: [380, 960, 1780],
    wet: true,
  },
  {
    // A quiet morning: pale facades, a soft sky.
    seed: 37,
    sky: ['#8fb0cf', '#c8d7e3', '#efe7da'],
    glow: '#e8b463',
    sun: { cx: 0.82, cy: 0.22, color: '#ffffff' },
    haze: '#b7c3cf',
    roofs: ['flat', 'mansard', 'gable', 'flat', 'mansard', 'stepped', 'mansard'],
    walls: ['#eee6d8', '#d6c6ae', '#f4efe6', '#c7b8a4', '#e3d5be', '#b9a793', '#ddd2c2'],
    lit: 0.15,
    groundY: 920,
    trees: [
      [140, 300],
      [980, 240],
      [1800, 280],
    ],
    lamps: [560, 1400],
  },
];

/** A 1920×1080 Brussels street scene, `n` 1 to 3, drawn to sit behind white text under a dark overlay. */
export function brusselsBanner(index: number): string {
  const scene = SCENES[(index - 1) % SCENES.length];
  const rng = random(scene.seed);
  const ground = scene.groundY;
  const defs =
    houseDefs(scene.sky[2], scene.glow) +
    linear('sky', [
      [0, scene.sky[0]],
      [0.6, scene.sky[1]],
      [1, scene.sky[2]],
    ]) +
    radial('sun', [
      [0, scene.sun.color, 0.85],
      [0.4, scene.sun.color, 0.25],
      [1, scene.sun.color, 0],
    ]) +
    radial('lampglow', [
      [0, '#ffd98a', 0.55],
      [1, '#ffd98a', 0],
    ]) +
    linear('street', [
      [0, '#6b6a6c'],
      [1, '#3b3c42'],
    ]) +
    radial(
      'vignette',
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.45],
      ],
      { r: 0.75 },
    ) +
    `<filter id="soft" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="3"/></filter>` +
    `<filter id="blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="7"/></filter>` +
    // The light falls from the sun's side and fades into shade on the other, as late light does.
    `<linearGradient id="sweep" x1="${scene.sun.cx < 0.5 ? 0 : 1}" y1="0" x2="${scene.sun.cx < 0.5 ? 1 : 0}" y2="1">` +
    `<stop offset="0" stop-color="${scene.sun.color}" stop-opacity="0.2"/><stop offset="0.5" stop-color="${scene.sun.color}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#101829" stop-opacity="0.28"/></linearGradient>` +
    `<clipPath id="streetclip"><rect x="0" y="${ground + 50}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT - ground - 50}"/></clipPath>`;

  const parts: string[] = [rect(0, 0, BANNER_WIDTH, BANNER_HEIGHT, 'url(#sky)')];
  parts.push(ellipse(scene.sun.cx * BANNER_WIDTH, scene.sun.cy * BANNER_HEIGHT, 700, 520, 'url(#sun)'));
  // Soft clouds.
  for (let i = 0; i < 6; i++) {
    parts.push(
      ellipse(
        between(rng, 0, BANNER_WIDTH),
        between(rng, 80, 330),
        between(rng, 160, 360),
        between(rng, 18, 40),
        '#ffffff',
        `opacity="${n(between(rng, 0.12, 0.28))}"`,
      ),
    );
  }
  parts.push(`<g filter="url(#soft)" opacity="0.75">${skyline(ground - 380, scene.haze, rng)}</g>`);

  // The row of houses, wall to wall across the picture, a little taller or lower each.
  let x = -40;
  let i = 0;
  const houses: string[] = [];
  while (x < BANNER_WIDTH + 20) {
    const w = between(rng, 230, 330);
    const floors = pick(rng, [3, 3, 4]);
    houses.push(
      townhouse(
        {
          x,
          w,
          ground,
          height: floors * between(rng, 120, 140) + 170,
          floors,
          bays: w > 290 ? 3 : 2,
          wall: scene.walls[i % scene.walls.length],
          trim: mix(scene.walls[i % scene.walls.length], '#f6f1e8', 0.7),
          roof: scene.roofs[i % scene.roofs.length],
          lit: scene.lit,
          balcony: rng() < 0.45,
          shop: rng() < 0.3,
        },
        rng,
      ),
    );
    x += w;
    i++;
  }
  parts.push(`<g id="row">${houses.join('')}</g>`);

  // Pavement, kerb, street; trees and lamps along the pavement.
  parts.push(
    rect(0, ground, BANNER_WIDTH, 40, '#a19c96'),
    rect(0, ground + 40, BANNER_WIDTH, 10, '#d8d2c8'),
    rect(0, ground + 50, BANNER_WIDTH, BANNER_HEIGHT - ground - 50, 'url(#street)'),
  );
  if (scene.wet) {
    // The row and the lamps mirrored, blurred, in the wet street.
    parts.push(
      `<g clip-path="url(#streetclip)" opacity="0.3" filter="url(#blur)"><use href="#row" transform="translate(0 ${2 * (ground + 50)}) scale(1 -1)"/></g>`,
      ...scene.lamps.map((lx) =>
        rect(lx - 10, ground + 60, 20, 90, '#ffd98a', 'opacity="0.35" filter="url(#blur)"'),
      ),
    );
  }
  for (let k = 0; k < 8; k++)
    parts.push(rect(k * 280 + 60, ground + 100, 140, 8, '#e9e4da', 'opacity="0.35"'));
  // Soft shadows at the foot of trees and lamps, thrown away from the sun.
  const away = scene.sun.cx < 0.5 ? 1 : -1;
  parts.push(
    `<g filter="url(#blur)" fill="#000000" opacity="0.28">` +
      scene.trees
        .map(([tx, size]) => ellipse(tx + away * size * 0.35, ground + 30, size * 0.6, 12, '#000000'))
        .join('') +
      scene.lamps.map((lx) => ellipse(lx + away * 40, ground + 36, 50, 6, '#000000')).join('') +
      `</g>`,
  );
  for (const [tx, size] of scene.trees) parts.push(tree(tx, ground + 30, size, rng, '#46603d'));
  for (const lx of scene.lamps) parts.push(lamp(lx, ground + 36));
  parts.push(rect(0, 0, BANNER_WIDTH, BANNER_HEIGHT, 'url(#sweep)'));
  parts.push(rect(0, 0, BANNER_WIDTH, BANNER_HEIGHT, 'url(#vignette)'));
  return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, parts.join(''), defs);
}

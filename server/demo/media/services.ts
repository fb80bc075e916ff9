import { BRAND, markShape, svgDocument } from '../../web/brand/brand';
import { SERVICE_TOPICS, type ServiceTopic } from '../../content/service-article.entity';
import { circle, ellipse, linear, mix, poly, radial, rect } from './draw';

export const SERVICE_WIDTH = 800;
export const SERVICE_HEIGHT = 533;
export { SERVICE_TOPICS };

const W = SERVICE_WIDTH;
const H = SERVICE_HEIGHT;
const NAVY = BRAND.navy;
const GOLD = BRAND.gold;
const TERRACOTTA = '#b8654a';
const SAGE = '#7f9a80';
const CREAM = '#f4ede2';
const SKY = '#cfdde8';

/** One picture per service, in one calm style: a subject on a soft ground under a wide sky. */
const DRAW: Record<ServiceTopic, () => string> = {
  sale: () =>
    house(170, 420, 300, { wall: '#e9dcc7', roof: TERRACOTTA }) +
    // A "for sale" board on its post: the agency's mark and a gold band, no words.
    rect(596, 250, 12, 200, '#5b4636') +
    rect(520, 230, 170, 120, '#ffffff', 'rx="8"') +
    rect(520, 230, 170, 120, 'none', `rx="8" stroke="${NAVY}" stroke-width="6"`) +
    markShape(540, 246, 58, { body: NAVY, door: GOLD, window: '#ffffff' }) +
    rect(608, 262, 66, 12, NAVY, 'rx="6"') +
    rect(608, 286, 50, 10, '#9aa3b5', 'rx="5"') +
    rect(520, 318, 170, 32, GOLD, 'rx="0"') +
    rect(546, 330, 118, 8, '#ffffff', 'rx="4" opacity="0.9"') +
    hedge(60, 430, 120) +
    hedge(700, 440, 90),
  rental: () =>
    // A Brussels front door in its stone surround, a key with its tag in front.
    rect(250, 70, 300, 380, '#d9cdb9') +
    rect(280, 100, 240, 350, '#efe7da') +
    rect(250, 70, 300, 380, 'url(#sidelight)') +
    `<path d="M310 450 V190 A90 90 0 0 1 490 190 V450 Z" fill="#2f4a3e"/>` +
    `<path d="M322 185 A78 78 0 0 1 478 185 Z" fill="url(#lit)"/>` +
    rect(398, 186, 4, 264, '#1f3129') +
    rect(330, 210, 56, 100, 'none', 'stroke="#25392f" stroke-width="6" rx="4"') +
    rect(414, 210, 56, 100, 'none', 'stroke="#25392f" stroke-width="6" rx="4"') +
    rect(330, 330, 56, 100, 'none', 'stroke="#25392f" stroke-width="6" rx="4"') +
    rect(414, 330, 56, 100, 'none', 'stroke="#25392f" stroke-width="6" rx="4"') +
    circle(382, 320, 6, GOLD) +
    rect(262, 450, 276, 22, '#cbbfa9') +
    key(585, 350),
  'home-staging': () =>
    // A living room: a framed picture, a sofa, a floor lamp, a plant, a low table on a rug.
    rect(0, 0, W, 400, '#eee4d6') +
    rect(0, 400, W, H - 400, '#c9a987') +
    rect(230, 80, 200, 130, '#ffffff') +
    rect(242, 92, 176, 106, 'url(#painting)') +
    ellipse(400, 470, 300, 40, '#a7856a', 'opacity="0.6"') +
    rect(160, 270, 380, 120, SAGE, 'rx="26"') +
    rect(180, 240, 340, 90, mix(SAGE, '#ffffff', 0.12), 'rx="24"') +
    rect(150, 300, 60, 110, mix(SAGE, '#000000', 0.12), 'rx="22"') +
    rect(490, 300, 60, 110, mix(SAGE, '#000000', 0.12), 'rx="22"') +
    rect(230, 250, 80, 60, CREAM, 'rx="14"') +
    rect(390, 250, 80, 60, GOLD, 'rx="14"') +
    rect(170, 405, 10, 30, '#5b4636') +
    rect(520, 405, 10, 30, '#5b4636') +
    rect(330, 430, 170, 14, '#5b4636', 'rx="7"') +
    rect(350, 444, 8, 36, '#5b4636') +
    rect(472, 444, 8, 36, '#5b4636') +
    circle(380, 418, 14, TERRACOTTA) +
    rect(640, 130, 6, 320, '#2a2a2a') +
    poly(
      [
        [600, 130],
        [686, 130],
        [668, 80],
        [618, 80],
      ],
      '#f4d9a6',
    ) +
    ellipse(643, 460, 40, 8, '#000000', 'opacity="0.2"') +
    plant(90, 460),
  extranet: () =>
    // A laptop showing the owner's statistics: a rising line, bars and figures.
    rect(0, 360, W, H - 360, '#d8c6ae') +
    rect(200, 90, 400, 260, '#2a2f3a', 'rx="14"') +
    rect(216, 106, 368, 228, '#f7f5f1', 'rx="4"') +
    rect(216, 106, 368, 32, NAVY) +
    markShape(224, 110, 24, { body: '#ffffff', door: GOLD, window: NAVY }) +
    rect(236 + 24, 117, 70, 9, '#ffffff', 'rx="4" opacity="0.85"') +
    [0, 1, 2]
      .map(
        (i) =>
          rect(232 + i * 118, 152, 104, 46, '#ffffff', `rx="6" stroke="#e2ddd3"`) +
          rect(244 + i * 118, 164, 40, 8, '#9aa3b5', 'rx="4"') +
          rect(244 + i * 118, 178, 60, 12, i === 1 ? GOLD : NAVY, 'rx="4"'),
      )
      .join('') +
    rect(232, 210, 336, 110, '#ffffff', 'rx="6" stroke="#e2ddd3"') +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((i) =>
        rect(
          248 + i * 32,
          300 - [20, 34, 28, 44, 40, 58, 52, 66, 72, 84][i],
          18,
          [20, 34, 28, 44, 40, 58, 52, 66, 72, 84][i],
          mix(SKY, NAVY, 0.35),
          'rx="3"',
        ),
      )
      .join('') +
    `<path d="M257 280 L289 266 L321 272 L353 252 L385 256 L417 236 L449 242 L481 226 L513 220 L545 204" fill="none" stroke="${GOLD}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    poly(
      [
        [150, 350],
        [650, 350],
        [700, 384],
        [100, 384],
      ],
      '#3a404c',
    ) +
    rect(340, 356, 120, 8, '#596070', 'rx="4"') +
    ellipse(400, 392, 300, 10, '#000000', 'opacity="0.15"') +
    // A cup of coffee beside it.
    rect(640, 300, 56, 66, '#ffffff', 'rx="10"') +
    `<path d="M696 318 q26 0 26 20 q0 20 -26 20" fill="none" stroke="#ffffff" stroke-width="9"/>` +
    ellipse(668, 304, 26, 6, '#6b4a35'),
  valuation: () =>
    house(130, 430, 260, { wall: '#efe6d6', roof: '#5a6170' }) +
    // Bars and a rising line beside it, a magnifying glass over the house.
    [0, 1, 2, 3]
      .map((i) =>
        rect(
          470 + i * 62,
          430 - (80 + i * 50),
          44,
          80 + i * 50,
          i === 3 ? GOLD : mix(NAVY, '#ffffff', 0.35 - i * 0.08),
          'rx="6"',
        ),
      )
      .join('') +
    `<path d="M480 300 L550 250 L610 262 L700 150" fill="none" stroke="${TERRACOTTA}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    poly(
      [
        [700, 150],
        [672, 156],
        [694, 176],
      ],
      TERRACOTTA,
    ) +
    rect(440, 430, 300, 6, NAVY, 'rx="3"') +
    circle(330, 270, 62, '#ffffff', 'opacity="0.35"') +
    circle(330, 270, 62, 'none', `stroke="${NAVY}" stroke-width="12"`) +
    `<path d="M374 314 L430 370" stroke="${NAVY}" stroke-width="20" stroke-linecap="round"/>`,
  solvency: () =>
    // A folder of documents with a checked shield, coins stacked beside them.
    `<g transform="rotate(-6 330 280)">` +
    rect(200, 110, 250, 320, '#ffffff', 'rx="10"') +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => rect(232, 170 + i * 28, i % 3 === 2 ? 120 : 186, 10, '#c9ced8', 'rx="5"'))
      .join('') +
    rect(232, 136, 110, 16, NAVY, 'rx="6"') +
    `</g>` +
    rect(250, 140, 260, 320, '#fbfaf7', 'rx="10" stroke="#e3ded3" stroke-width="2"') +
    [0, 1, 2, 3, 4]
      .map((i) => rect(282, 200 + i * 30, i === 4 ? 110 : 196, 10, '#c9ced8', 'rx="5"'))
      .join('') +
    rect(282, 166, 120, 16, NAVY, 'rx="6"') +
    rect(282, 370, 90, 8, '#9aa3b5', 'rx="4"') +
    `<path d="M440 330 l50 -18 l50 18 v40 c0 40 -30 62 -50 72 c-20 -10 -50 -32 -50 -72 z" fill="${SAGE}"/>` +
    `<path d="M466 372 l18 18 l32 -36" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    coins(620, 440, 6) +
    coins(690, 440, 4),
  'international-market': () =>
    // The globe, a plane's dotted path, a skyline at its foot.
    circle(400, 230, 160, 'url(#globe)') +
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3">` +
    ellipse(400, 230, 160, 56, 'none') +
    ellipse(400, 230, 160, 112, 'none') +
    ellipse(400, 230, 66, 160, 'none') +
    ellipse(400, 230, 122, 160, 'none') +
    `<path d="M240 230 H560 M400 70 V390"/></g>` +
    `<path d="M300 150 q30 -30 70 -10 q20 30 -10 50 q-40 10 -60 -40 z M420 240 q40 -20 80 10 q10 40 -30 60 q-40 0 -50 -70 z M330 280 q20 10 10 40 q-20 10 -30 -20 z" fill="${SAGE}" opacity="0.9"/>` +
    `<path d="M120 140 Q300 0 600 90" fill="none" stroke="${NAVY}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    `<g transform="translate(606 92) rotate(22)"><path d="M-26 0 L20 -4 L30 0 L20 4 Z M-6 -2 L4 -26 L12 -26 L8 -2 Z M-6 2 L4 26 L12 26 L8 2 Z M-24 -1 L-28 -12 L-22 -12 L-16 -1 Z" fill="${NAVY}"/></g>` +
    skyline(400),
  'rental-management': () =>
    // A modern apartment block with balconies, a calendar of rents beside it.
    rect(210, 60, 300, 400, '#e6dfd3') +
    rect(210, 60, 300, 18, '#cfc6b7') +
    Array.from({ length: 6 }, (_, f) =>
      [0, 1, 2]
        .map((b) => {
          const x = 232 + b * 94;
          const y = 96 + f * 58;
          const lit = (f * 3 + b) % 4 === 1;
          return (
            rect(x, y, 68, 40, lit ? 'url(#lit)' : 'url(#glass)', 'rx="3"') +
            (b !== 1 ? rect(x - 6, y + 34, 80, 8, '#8d95a5') : '')
          );
        })
        .join(''),
    ).join('') +
    rect(330, 400, 60, 60, '#3a404c') +
    rect(290, 392, 140, 8, NAVY) +
    rect(200, 460, 320, 10, '#b9ad9a') +
    // The calendar: one month, the rents received ticked.
    rect(560, 180, 170, 180, '#ffffff', 'rx="12"') +
    rect(560, 180, 170, 40, TERRACOTTA, 'rx="12"') +
    rect(560, 204, 170, 16, TERRACOTTA) +
    circle(600, 180, 7, '#5b4636') +
    circle(690, 180, 7, '#5b4636') +
    Array.from({ length: 16 }, (_, i) => {
      const x = 578 + (i % 4) * 36;
      const y = 236 + Math.floor(i / 4) * 30;
      return i % 5 === 0 ? circle(x + 12, y + 10, 11, SAGE) : rect(x + 4, y + 4, 16, 12, '#dcd7ce', 'rx="3"');
    }).join(''),
};

function house(x: number, ground: number, w: number, { wall, roof }: { wall: string; roof: string }): string {
  const h = w * 0.62;
  const top = ground - h;
  return (
    ellipse(x + w / 2, ground + 6, w * 0.7, 14, '#000000', 'opacity="0.12"') +
    rect(x + w * 0.68, top - w * 0.36, w * 0.1, w * 0.22, mix(roof, '#000000', 0.2)) +
    poly(
      [
        [x - w * 0.08, top + 4],
        [x + w / 2, top - w * 0.38],
        [x + w * 1.08, top + 4],
      ],
      roof,
    ) +
    rect(x, top, w, h, wall) +
    rect(x, top, w, h, 'url(#sidelight)') +
    rect(x + w * 0.42, ground - h * 0.52, w * 0.16, h * 0.52, NAVY, 'rx="4"') +
    circle(x + w * 0.54, ground - h * 0.26, 3.5, GOLD) +
    [0.12, 0.68]
      .map((fx) =>
        rect(
          x + w * fx,
          top + h * 0.2,
          w * 0.2,
          h * 0.32,
          'url(#glass)',
          `stroke="#ffffff" stroke-width="6"`,
        ),
      )
      .join('') +
    rect(x + w * 0.44, top - w * 0.2, w * 0.12, w * 0.12, 'url(#lit)', `stroke="#ffffff" stroke-width="5"`)
  );
}

function hedge(x: number, ground: number, w: number): string {
  return [0, 1, 2, 3]
    .map((i) => circle(x + (i * w) / 3.5, ground - 20, w * 0.18, mix(SAGE, '#2e4a33', 0.3 + (i % 2) * 0.15)))
    .join('');
}

function plant(x: number, ground: number): string {
  const leaves = [-50, -25, 0, 25, 50]
    .map(
      (a) =>
        `<ellipse cx="${x}" cy="${ground - 120}" rx="16" ry="60" fill="${mix(SAGE, '#2e4a33', 0.3)}" transform="rotate(${a} ${x} ${ground - 70})"/>`,
    )
    .join('');
  return (
    leaves +
    poly(
      [
        [x - 34, ground - 70],
        [x + 34, ground - 70],
        [x + 26, ground],
        [x - 26, ground],
      ],
      TERRACOTTA,
    )
  );
}

function key(x: number, y: number): string {
  return (
    `<g transform="rotate(-28 ${x} ${y})">` +
    circle(x, y, 46, GOLD) +
    circle(x, y, 18, mix(SKY, '#ffffff', 0.3)) +
    rect(x + 40, y - 12, 150, 24, GOLD, 'rx="6"') +
    rect(x + 150, y + 8, 14, 28, GOLD) +
    rect(x + 174, y + 8, 14, 20, GOLD) +
    `</g>` +
    `<path d="M${x - 30} ${y + 30} q-30 40 -10 80" fill="none" stroke="${NAVY}" stroke-width="4"/>` +
    rect(x - 64, y + 108, 84, 50, '#ffffff', 'rx="8" stroke="#d6d0c4" stroke-width="2"') +
    rect(x - 52, y + 124, 58, 8, NAVY, 'rx="4"') +
    rect(x - 52, y + 138, 40, 6, '#9aa3b5', 'rx="3"')
  );
}

function coins(x: number, ground: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const y = ground - i * 16;
    return (
      ellipse(x, y, 40, 13, mix(GOLD, '#6b4f16', 0.35)) +
      ellipse(x, y - 5, 40, 13, i === count - 1 ? GOLD : mix(GOLD, '#ffffff', 0.1))
    );
  }).join('');
}

function skyline(ground: number): string {
  const blocks: [number, number, number][] = [
    [150, 50, 70],
    [200, 40, 120],
    [240, 60, 90],
    [300, 36, 160],
    [336, 50, 110],
    [400, 30, 190],
    [430, 54, 130],
    [484, 44, 100],
    [528, 38, 150],
    [566, 60, 80],
    [626, 40, 110],
  ];
  // Blocks of towers and houses, a lit window here and there.
  return (
    blocks
      .map(
        ([x, w, h], i) =>
          rect(x, ground - h * 0.6 + 60, w, h * 0.6, mix(NAVY, '#ffffff', (i % 3) * 0.08)) +
          (i % 2 ? rect(x + w * 0.3, ground - h * 0.6 + 76, w * 0.18, 10, '#f0c872') : ''),
      )
      .join('') + rect(120, ground + 60, 560, 8, NAVY)
  );
}

/** The service's illustration, 800×533. */
export function serviceIllustration(topic: ServiceTopic): string {
  const defs =
    linear('bg', [
      [0, '#dfe8ef'],
      [0.7, CREAM],
      [1, '#eadfcd'],
    ]) +
    linear('glass', [
      [0, '#dfeaf2'],
      [1, '#6f87a0'],
    ]) +
    linear('lit', [
      [0, '#ffe9b8'],
      [1, '#f0b860'],
    ]) +
    linear(
      'sidelight',
      [
        [0, '#ffffff', 0.14],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.12],
      ],
      'right',
    ) +
    linear(
      'painting',
      [
        [0, '#9fb4c6'],
        [0.55, '#e8d3b0'],
        [1, '#c98f6a'],
      ],
      'down',
    ) +
    radial(
      'globe',
      [
        [0, '#7fa6c4'],
        [1, '#2f5878'],
      ],
      { cx: 0.38, cy: 0.35, r: 0.7 },
    ) +
    radial('halo', [
      [0, '#ffffff', 0.7],
      [1, '#ffffff', 0],
    ]);
  return svgDocument(
    W,
    H,
    rect(0, 0, W, H, 'url(#bg)') +
      ellipse(W * 0.5, H * 0.42, W * 0.55, H * 0.5, 'url(#halo)') +
      rect(0, H - 70, W, 70, '#e2d6c3') +
      DRAW[topic](),
    defs,
  );
}

import fs from 'node:fs';
import path from 'node:path';
import { config } from '../../core/config';

/**
 * The demo's pictures: a fixed pool of small SVG drawings (houses, buildings, rooms, gardens),
 * written once under `${MEDIA_DIR}/demo/` and shared by every demo listing, so 100,000 listings
 * never mean 700,000 files and no network is needed. Each drawing is 800×600 and under 3 KB.
 */
export type PhotoKind =
  | 'house'
  | 'apartment'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'garden'
  | 'office'
  | 'shop'
  | 'warehouse'
  | 'garage';

export interface DemoPhoto {
  file: string;
  kind: PhotoKind;
}

/** Public URL prefix of the demo media (served from MEDIA_DIR at /media). */
export const DEMO_MEDIA_URL = '/media/demo';
export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;

export const demoMediaDir = (): string => path.join(config().MEDIA_DIR, 'demo');

const POOL: Record<PhotoKind, number> = {
  house: 12,
  apartment: 6,
  living: 5,
  kitchen: 4,
  bedroom: 4,
  bathroom: 3,
  garden: 3,
  office: 1,
  shop: 1,
  warehouse: 1,
  garage: 1,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Every photo of the pool, by kind. */
export const DEMO_PHOTOS: readonly DemoPhoto[] = (Object.keys(POOL) as PhotoKind[]).flatMap((kind) =>
  Array.from({ length: POOL[kind] }, (_, i) => ({ file: `${kind}-${pad(i + 1)}.svg`, kind })),
);

const BY_KIND = new Map<PhotoKind, readonly DemoPhoto[]>(
  (Object.keys(POOL) as PhotoKind[]).map((k) => [k, DEMO_PHOTOS.filter((p) => p.kind === k)]),
);
export const photosOfKind = (kind: PhotoKind): readonly DemoPhoto[] => BY_KIND.get(kind)!;

/** Documents linked from listings (floor plan, EPC certificate, planning extract). */
export const DEMO_DOCUMENTS = {
  floorPlan: 'doc-floor-plan.svg',
  epc: 'doc-epc.svg',
  planning: 'doc-urban-planning.svg',
} as const;

// ---------------------------------------------------------------------------------------------
// Drawing

const SKIES = ['#cfe8f7', '#bfdcf2', '#dcefff', '#f6e3c6', '#d7e9f5', '#c3e0ee'];
const WALLS = [
  '#e8d8c3',
  '#f2efe6',
  '#c9a27e',
  '#d9d4cc',
  '#b5653d',
  '#efe3c8',
  '#a0522d',
  '#e0e0e0',
  '#f5e6cc',
  '#c8b6a6',
  '#e4c9a8',
  '#bfae9a',
];
const ROOFS = ['#8b3a2b', '#4a4a4a', '#6b2e1f', '#2f3b45', '#7a4b2a', '#5a5a5a'];
const ACCENTS = ['#2e6f95', '#8e3b46', '#3f7d4e', '#c47f2c', '#5b4a8a', '#2f8f8a', '#b0413e', '#44546a'];
const FLOORS = ['#c8a27a', '#b08a63', '#d9c2a3', '#9c7b5b', '#e3d5c0'];
const ROOM_WALLS = ['#f4efe6', '#e9f0ee', '#f3e7e1', '#e6e9f2', '#f6f1d9'];

const pickOf = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">${body}</svg>\n`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const win = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, '#9fc7e0', ' stroke="#fff" stroke-width="6"') +
  `<path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#fff" stroke-width="4"/>`;
const tree = (x: number, y: number, r: number, green: string) =>
  rect(x - 8, y, 16, r * 1.2, '#6b4a2f') +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${green}"/><circle cx="${x - r * 0.5}" cy="${y + r * 0.3}" r="${r * 0.7}" fill="${green}"/>`;

function house(i: number): string {
  const wall = pickOf(WALLS, i);
  const roof = pickOf(ROOFS, i);
  const style = i % 3;
  const wide = i % 2 === 0;
  const x = wide ? 170 : 230;
  const w = wide ? 460 : 340;
  let roofShape: string;
  if (style === 0)
    roofShape = `<path d="M${x - 30} 300L${x + w / 2} 160L${x + w + 30} 300Z" fill="${roof}"/>`;
  else if (style === 1)
    roofShape = `<path d="M${x - 30} 300L${x + 70} 190H${x + w - 70}L${x + w + 30} 300Z" fill="${roof}"/>`;
  else roofShape = rect(x - 15, 270, w + 30, 30, roof);
  const cols = wide ? 3 : 2;
  let windows = '';
  for (let c = 0; c < cols; c++) {
    const wx = x + 40 + c * ((w - 80) / cols) + 10;
    windows += win(wx, 320, 70, 60);
    if (c !== Math.floor(cols / 2)) windows += win(wx, 420, 70, 60);
  }
  const doorX = x + 40 + Math.floor(cols / 2) * ((w - 80) / cols) + 20;
  return svg(
    rect(0, 0, 800, 600, pickOf(SKIES, i)) +
      `<circle cx="${i % 2 ? 680 : 110}" cy="90" r="40" fill="#ffd866"/>` +
      rect(0, 500, 800, 100, i % 4 === 3 ? '#8fb36b' : '#7fae5a') +
      (style !== 2 && i % 2 ? rect(x + w - 110, 170, 34, 90, '#7a3b2e') : '') +
      roofShape +
      rect(x, 300, w, 200, wall) +
      windows +
      rect(doorX, 410, 50, 90, pickOf(ACCENTS, i)) +
      tree(i % 2 ? 90 : 710, 400, 55, i % 3 ? '#4f8a3c' : '#3e7a4a') +
      rect(0, 560, 800, 40, '#b9b3a8'),
  );
}

function apartment(i: number): string {
  const wall = pickOf(['#d8d2c8', '#c9c3b8', '#e6e1d8', '#b8b0a5', '#ddd5c8', '#cfc8bf'], i);
  const floors = 5 + (i % 3);
  const top = 560 - floors * 70;
  const balcony = i % 2 === 0 ? `<rect y="52" width="92" height="6" fill="${pickOf(ACCENTS, i)}"/>` : '';
  return svg(
    `<defs><pattern id="w" x="225" y="${top + 14}" width="92" height="70" patternUnits="userSpaceOnUse"><rect width="60" height="42" fill="#9fc7e0" stroke="#eee" stroke-width="3"/>${balcony}</pattern></defs>` +
      rect(0, 0, 800, 600, pickOf(SKIES, i + 2)) +
      rect(200, top, 400, floors * 70, wall) +
      rect(190, top - 14, 420, 14, '#666') +
      rect(225, top + 14, 368, floors * 70 - 84, 'url(#w)') +
      rect(365, 500, 70, 60, pickOf(ACCENTS, i + 1)) +
      rect(0, 560, 800, 40, '#9a968e') +
      tree(110, 430, 60, '#4f8a3c') +
      tree(690, 450, 45, '#5d9a47'),
  );
}

function room(i: number, floorSalt: number): string {
  return (
    rect(0, 0, 800, 600, pickOf(ROOM_WALLS, i + floorSalt)) +
    rect(0, 440, 800, 160, pickOf(FLOORS, i + floorSalt)) +
    rect(0, 430, 800, 10, '#fff')
  );
}

function living(i: number): string {
  const sofa = pickOf(ACCENTS, i + 3);
  return svg(
    room(i, 0) +
      win(90, 110, 180, 220) +
      `<rect x="340" y="300" width="340" height="140" rx="24" fill="${sofa}"/>` +
      `<rect x="320" y="340" width="40" height="100" rx="12" fill="${sofa}"/><rect x="660" y="340" width="40" height="100" rx="12" fill="${sofa}"/>` +
      `<ellipse cx="500" cy="520" rx="230" ry="40" fill="${pickOf(ACCENTS, i + 5)}" opacity=".35"/>` +
      rect(430, 470, 150, 14, '#6b4a2f') +
      `<path d="M735 440V190M700 190h70l-15-60h-40z" stroke="#444" stroke-width="6" fill="#f3d27a"/>` +
      rect(400, 150, 120, 90, pickOf(ACCENTS, i + 1), ' stroke="#8a6a4a" stroke-width="8"') +
      `<circle cx="60" cy="400" r="38" fill="#4f8a3c"/>` +
      rect(40, 400, 40, 40, '#a0522d'),
  );
}

function kitchen(i: number): string {
  const cab = pickOf(['#ffffff', '#2f3b45', '#8fae9a', '#d9c2a3'], i);
  let fronts = '';
  for (let c = 0; c < 6; c++)
    fronts +=
      rect(70 + c * 110, 320, 100, 110, cab, ' stroke="#999" stroke-width="2"') +
      rect(70 + c * 110, 90, 100, 120, cab, ' stroke="#999" stroke-width="2"');
  return svg(
    room(i, 1) +
      fronts +
      rect(60, 300, 680, 22, '#5f5f5f') +
      `<path d="M380 210h80l30 60h-140z" fill="#bbb"/>` +
      rect(560, 480, 40, 90, '#6b4a2f') +
      rect(640, 480, 40, 90, '#6b4a2f') +
      rect(540, 460, 160, 24, pickOf(ACCENTS, i)) +
      `<circle cx="150" cy="290" r="14" fill="${pickOf(ACCENTS, i + 2)}"/>`,
  );
}

function bedroom(i: number): string {
  const cover = pickOf(ACCENTS, i + 4);
  return svg(
    room(i, 2) +
      rect(230, 230, 340, 120, '#8a6a4a') +
      rect(210, 330, 380, 170, '#f7f7f7') +
      rect(210, 380, 380, 120, cover) +
      `<rect x="250" y="300" width="120" height="50" rx="16" fill="#fff"/><rect x="430" y="300" width="120" height="50" rx="16" fill="#fff"/>` +
      rect(110, 380, 80, 90, '#8a6a4a') +
      rect(610, 380, 80, 90, '#8a6a4a') +
      `<path d="M150 380v-60M125 320h50l-10-40h-30z" stroke="#444" stroke-width="4" fill="#f3d27a"/>` +
      rect(330, 90, 140, 100, pickOf(ACCENTS, i + 6), ' stroke="#fff" stroke-width="8"') +
      win(620, 100, 130, 170),
  );
}

function bathroom(i: number): string {
  const tile = pickOf(['#dfeef2', '#eae6df', '#e3e8f5'], i);
  return svg(
    `<defs><pattern id="t" width="50" height="50" patternUnits="userSpaceOnUse"><rect width="50" height="50" fill="${tile}"/><path d="M0 0H50V50" fill="none" stroke="#fff" stroke-width="3"/></pattern></defs>` +
      rect(0, 0, 800, 600, 'url(#t)') +
      rect(0, 470, 800, 130, '#9aa5ad') +
      `<rect x="80" y="360" width="380" height="130" rx="40" fill="#fff" stroke="#ccc" stroke-width="4"/>` +
      `<path d="M420 360v-90h40" stroke="#bbb" stroke-width="10" fill="none"/>` +
      rect(540, 340, 180, 24, '#fff') +
      rect(560, 364, 140, 110, pickOf(ACCENTS, i), ' rx="8"') +
      rect(560, 120, 140, 180, '#cfe3ea', ' stroke="#999" stroke-width="6"') +
      rect(730, 250, 40, 140, pickOf(ACCENTS, i + 3)),
  );
}

function garden(i: number): string {
  let trees = '';
  for (let t = 0; t < 4; t++)
    trees += tree(
      120 + t * 190 + ((i * 37) % 60),
      250 + ((t + i) % 2) * 30,
      50 + ((t * 7 + i) % 3) * 12,
      t % 2 ? '#4f8a3c' : '#3e7a4a',
    );
  let fence = '';
  for (let f = 0; f < 16; f++) fence += rect(f * 52, 330, 14, 70, '#e8e2d6');
  return svg(
    rect(0, 0, 800, 600, pickOf(SKIES, i + 1)) +
      rect(0, 360, 800, 240, pickOf(['#7fae5a', '#8fb36b', '#76a653'], i)) +
      rect(0, 330, 800, 40, '#3f6e33') +
      trees +
      fence +
      rect(0, 350, 800, 8, '#e8e2d6') +
      `<path d="M340 600C380 500 440 450 420 380h40c30 70-30 130 20 220z" fill="#d8cdb5"/>` +
      `<circle cx="${650 - i * 40}" cy="80" r="36" fill="#ffd866"/>`,
  );
}

function office(): string {
  return svg(
    `<defs><pattern id="g" x="150" y="90" width="62" height="70" patternUnits="userSpaceOnUse"><rect width="54" height="60" fill="#a7cbe2"/></pattern></defs>` +
      rect(0, 0, 800, 600, '#d7e9f5') +
      rect(140, 80, 510, 440, '#5a6470') +
      rect(150, 90, 492, 410, 'url(#g)') +
      rect(0, 520, 800, 80, '#9a968e') +
      rect(360, 460, 80, 60, '#2f3b45') +
      tree(90, 420, 50, '#4f8a3c'),
  );
}

function shop(): string {
  let stripes = '';
  for (let s = 0; s < 10; s++) stripes += rect(150 + s * 50, 190, 50, 60, s % 2 ? '#fff' : '#b0413e');
  return svg(
    rect(0, 0, 800, 600, '#dcefff') +
      rect(120, 80, 560, 440, '#e4c9a8') +
      rect(150, 110, 500, 70, '#2f3b45') +
      `<text x="400" y="158" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">SHOP</text>` +
      stripes +
      rect(160, 260, 330, 240, '#a7cbe2', ' stroke="#444" stroke-width="6"') +
      rect(520, 290, 110, 210, '#44546a') +
      rect(0, 520, 800, 80, '#b9b3a8'),
  );
}

function warehouse(): string {
  let ribs = '';
  for (let r = 0; r < 24; r++)
    ribs += `<path d="M${80 + r * 27} 200v300" stroke="#8a949e" stroke-width="3"/>`;
  return svg(
    rect(0, 0, 800, 600, '#cfe8f7') +
      `<path d="M60 200L400 130L740 200V500H60Z" fill="#aab4bd"/>` +
      ribs +
      rect(120, 340, 150, 160, '#6c7780') +
      rect(320, 340, 150, 160, '#6c7780') +
      rect(540, 420, 80, 80, '#2f3b45') +
      rect(0, 500, 800, 100, '#9a968e'),
  );
}

function garage(): string {
  let panels = '';
  for (let p = 0; p < 6; p++)
    panels += rect(230, 250 + p * 42, 340, 38, '#f2efe6', ' stroke="#bbb" stroke-width="2"');
  return svg(
    rect(0, 0, 800, 600, '#d7e9f5') +
      rect(180, 170, 440, 350, '#c9a27e') +
      rect(160, 150, 480, 30, '#4a4a4a') +
      panels +
      rect(0, 520, 800, 80, '#b9b3a8'),
  );
}

const DRAW: Record<PhotoKind, (i: number) => string> = {
  house,
  apartment,
  living,
  kitchen,
  bedroom,
  bathroom,
  garden,
  office,
  shop,
  warehouse,
  garage,
};

function floorPlan(): string {
  const label = (x: number, y: number, t: string) =>
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="22" fill="#333" text-anchor="middle">${t}</text>`;
  return svg(
    rect(0, 0, 800, 600, '#fff') +
      `<path d="M80 80H720V520H80ZM380 80V300H80M380 300H720M540 300V520M380 420H540" fill="none" stroke="#222" stroke-width="10"/>` +
      `<path d="M300 300h60M600 300h60M380 340v50" stroke="#fff" stroke-width="12"/>` +
      label(230, 190, 'Living') +
      label(550, 190, 'Keuken / Cuisine') +
      label(230, 420, 'Slaapkamer / Chambre') +
      label(460, 370, 'WC') +
      label(460, 480, 'Badkamer') +
      label(630, 420, 'Hal / Hall'),
  );
}

function epcCertificate(): string {
  const colors = ['#1a9641', '#52b151', '#a6d96a', '#ffff66', '#fdae61', '#f46d43', '#d7191c'];
  let bars = '';
  colors.forEach((c, k) => {
    bars +=
      `<path d="M100 ${100 + k * 60}h${180 + k * 50}l25 25-25 25H100z" fill="${c}"/>` +
      `<text x="120" y="${135 + k * 60}" font-family="sans-serif" font-size="30" font-weight="bold" fill="#fff">${'ABCDEFG'[k]}</text>`;
  });
  return svg(
    rect(0, 0, 800, 600, '#fff') +
      `<text x="100" y="70" font-family="sans-serif" font-size="32" fill="#222">EPC / PEB</text>` +
      bars +
      `<path d="M720 285h-90l-25 25 25 25h90z" fill="#222"/>`,
  );
}

function urbanPlanning(): string {
  return svg(
    rect(0, 0, 800, 600, '#f3f1ea') +
      `<path d="M0 300H800M400 0V600" stroke="#fff" stroke-width="40"/>` +
      rect(60, 60, 280, 200, '#f6d7a7') +
      rect(460, 60, 280, 200, '#cfe3b8') +
      rect(60, 340, 280, 200, '#f6d7a7') +
      rect(460, 340, 280, 200, '#f4b6b6') +
      rect(500, 380, 120, 90, 'none', ' stroke="#b0413e" stroke-width="8" stroke-dasharray="16 8"') +
      `<text x="560" y="430" font-family="sans-serif" font-size="22" fill="#b0413e" text-anchor="middle">perceel</text>`,
  );
}

/** The listing drawings alone (no documents), each with its SVG. */
export function demoPhotoDrawings(): { file: string; content: string }[] {
  const photos = new Set(DEMO_PHOTOS.map((p) => p.file));
  return demoMediaFiles().filter(({ file }) => photos.has(file));
}

/** Every demo media file and its content. */
export function demoMediaFiles(): { file: string; content: string }[] {
  const counters: Partial<Record<PhotoKind, number>> = {};
  const photos = DEMO_PHOTOS.map((p) => {
    const i = counters[p.kind] ?? 0;
    counters[p.kind] = i + 1;
    return { file: p.file, content: DRAW[p.kind](i) };
  });
  return [
    ...photos,
    { file: DEMO_DOCUMENTS.floorPlan, content: floorPlan() },
    { file: DEMO_DOCUMENTS.epc, content: epcCertificate() },
    { file: DEMO_DOCUMENTS.planning, content: urbanPlanning() },
  ];
}

/** Writes the demo media into `dir` (default `${MEDIA_DIR}/demo`), skipping files already there with the same content. */
export async function writeDemoMedia(dir = demoMediaDir()): Promise<{ dir: string; written: number }> {
  await fs.promises.mkdir(dir, { recursive: true });
  let written = 0;
  for (const { file, content } of demoMediaFiles()) {
    const target = path.join(dir, file);
    const current = await fs.promises.readFile(target, 'utf8').catch(() => null);
    if (current === content) continue;
    await fs.promises.writeFile(target, content);
    written++;
  }
  return { dir, written };
}

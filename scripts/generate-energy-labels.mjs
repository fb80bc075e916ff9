// Writes the energy label pictures the API points to (`/static/energy/{region}/{band}.svg`):
// one small arrow per band of every regional scale, green (best) to red (worst), with the class
// letter (A++, A+, A, A-, B+ …). No external fonts: the system font stack. Deterministic: the same
// bytes on every run, so the files are committed and `--check` fails when they are out of date.
//
//   node scripts/generate-energy-labels.mjs          write client/static/energy/**
//   node scripts/generate-energy-labels.mjs --check  exit 1 when a file is missing or differs
//
// The band lists mirror ENERGY_BANDS in server/catalog/rules/energy-band.ts (best to worst); a
// server test checks that every band there has its picture.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/static/energy');

export const REGIONS = {
  flanders: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'],
  brussels: [
    'a_plus',
    'a',
    'a_sub',
    'b_plus',
    'b',
    'b_sub',
    'c_plus',
    'c',
    'c_sub',
    'd_plus',
    'd',
    'd_sub',
    'e_plus',
    'e',
    'e_sub',
    'f_plus',
    'f',
    'f_sub',
    'g',
  ],
  wallonia: ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
  luxembourg: ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
};

/** Colour stops of the familiar energy scale, best to worst. */
const STOPS = [
  '#00843d',
  '#2ea44f',
  '#8cc63f',
  '#d7df23',
  '#fff200',
  '#fdb913',
  '#f37021',
  '#e2231a',
  '#9e1b1b',
];

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** 'a_plusplus' → 'A++', 'b_sub' → 'B-', 'c' → 'C'. */
export function bandLetter(band) {
  const [letter, suffix] = band.split('_');
  return letter.toUpperCase() + ({ plusplus: '++', plus: '+', sub: '-' }[suffix] ?? '');
}

function hex(n) {
  return Math.round(n).toString(16).padStart(2, '0');
}

function rgb(color) {
  return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
}

/** The colour at t (0 best … 1 worst), linear between the stops. */
function colourAt(t) {
  const x = t * (STOPS.length - 1);
  const i = Math.min(Math.floor(x), STOPS.length - 2);
  const f = x - i;
  const [a, b] = [rgb(STOPS[i]), rgb(STOPS[i + 1])];
  return `#${a.map((v, k) => hex(v + (b[k] - v) * f)).join('')}`;
}

/** WCAG relative luminance: dark text on light fills, white text on dark ones. */
function textColour(fill) {
  const [r, g, b] = rgb(fill).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.3 ? '#1a1a1a' : '#ffffff';
}

export function labelSvg(band, index, count) {
  const fill = colourAt(count > 1 ? index / (count - 1) : 0);
  const text = bandLetter(band);
  // A − reads better than a hyphen in the picture; the page's alt text keeps the ASCII form.
  const shown = text.replace('-', '\u2212');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40" role="img" aria-label="${text}">`,
    `<title>${text}</title>`,
    `<path d="M4 0H76L96 20L76 40H4A4 4 0 0 1 0 36V4A4 4 0 0 1 4 0Z" fill="${fill}"/>`,
    `<text x="38" y="28" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="${textColour(fill)}">${shown}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

/** Every file to write: [relative path, contents]. */
export function labelFiles() {
  return Object.entries(REGIONS).flatMap(([region, bands]) =>
    bands.map((band, i) => [`${region}/${band}.svg`, labelSvg(band, i, bands.length)]),
  );
}

function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [rel, svg] of labelFiles()) {
    const file = path.join(OUT_DIR, rel);
    if (check) {
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== svg) {
        console.error(`out of date: client/static/energy/${rel}`);
        stale += 1;
      }
      continue;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, svg);
  }
  if (check && stale) {
    console.error(`${stale} energy label(s) differ: run node scripts/generate-energy-labels.mjs`);
    process.exit(1);
  }
  console.log(
    check
      ? 'energy labels are up to date'
      : `wrote ${labelFiles().length} energy labels to client/static/energy`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

import { svgDocument } from '../../web/brand/brand';
import { circle, ellipse, linear, mix, radial, rect } from './draw';

export const PORTRAIT_WIDTH = 600;
export const PORTRAIT_HEIGHT = 750;

type Hair = 'bob' | 'short' | 'long' | 'curly' | 'puff' | 'receding' | 'wavy';

export interface Person {
  skin: string;
  hair: Hair;
  hairColor: string;
  /** Jacket or top. */
  clothes: string;
  /** Shirt or blouse under it. */
  shirt: string;
  background: string;
  glasses?: boolean;
  beard?: boolean;
}

/** The demo team and the reviewer with a picture: illustrated people, clearly not photographs. */
export const DEMO_PEOPLE = {
  claire: {
    skin: '#f2cfb3',
    hair: 'bob',
    hairColor: '#c9c4bd',
    clothes: '#1f2a44',
    shirt: '#f4ede2',
    background: '#d9e2ea',
    glasses: true,
  },
  julien: {
    skin: '#e9bd98',
    hair: 'short',
    hairColor: '#3b2a20',
    clothes: '#5a6e86',
    shirt: '#ffffff',
    background: '#eadfcd',
    beard: true,
  },
  eline: {
    skin: '#f5d7c0',
    hair: 'long',
    hairColor: '#d9b06a',
    clothes: '#b8654a',
    shirt: '#f4ede2',
    background: '#dde6dc',
  },
  mehdi: {
    skin: '#b97c55',
    hair: 'curly',
    hairColor: '#1e1713',
    clothes: '#2f3b35',
    shirt: '#dfe8ef',
    background: '#e6dccf',
    beard: true,
  },
  sarah: {
    skin: '#7a4b31',
    hair: 'puff',
    hairColor: '#1b1411',
    clothes: '#c8a04a',
    shirt: '#1f2a44',
    background: '#dbe3ee',
  },
  olivier: {
    skin: '#eec2a2',
    hair: 'receding',
    hairColor: '#9a948c',
    clothes: '#3c4250',
    shirt: '#cfdde8',
    background: '#ece3d5',
    glasses: true,
  },
  'sophie-peeters': {
    skin: '#f0c9ab',
    hair: 'wavy',
    hairColor: '#8e4a2c',
    clothes: '#7f9a80',
    shirt: '#f4ede2',
    background: '#efe5d8',
  },
} satisfies Record<string, Person>;

const CX = 300;
const HEAD_Y = 318;
const HEAD_SCALE = 1.14;
const HEAD_LIFT = 18;

/** A head-and-shoulders illustration, 600×750. */
export function portrait(p: Person): string {
  const shade = mix(p.skin, '#5a2e1e', 0.22);
  const defs =
    linear('bg', [
      [0, mix(p.background, '#ffffff', 0.35)],
      [1, p.background],
    ]) +
    radial('halo', [
      [0, '#ffffff', 0.65],
      [1, '#ffffff', 0],
    ]) +
    linear('cloth', [
      [0, mix(p.clothes, '#ffffff', 0.08)],
      [1, mix(p.clothes, '#000000', 0.18)],
    ]);
  // The head is drawn at its own scale, so it sits close to the shoulders as in a photograph.
  const head = `translate(0 ${HEAD_LIFT}) translate(${CX} ${HEAD_Y}) scale(${HEAD_SCALE}) translate(${-CX} ${-HEAD_Y})`;
  const parts = [
    rect(0, 0, PORTRAIT_WIDTH, PORTRAIT_HEIGHT, 'url(#bg)'),
    ellipse(CX, 330, 300, 320, 'url(#halo)'),
    `<g transform="${head}">${hairBehind(p)}</g>`,
    // Shoulders and the open collar.
    `<path d="M60 750 C70 620 140 560 230 545 L370 545 C460 560 530 620 540 750 Z" fill="url(#cloth)"/>`,
    `<path d="M240 545 L300 650 L360 545 Z" fill="${p.shirt}"/>`,
    `<path d="M228 548 L300 655 L262 560 Z M372 548 L300 655 L338 560 Z" fill="${mix(p.clothes, '#000000', 0.25)}" opacity="0.6"/>`,
    // Neck, with the jaw's shadow on it.
    `<path d="M252 450 L252 548 Q300 600 348 548 L348 450 Z" fill="${p.skin}"/>`,
    `<path d="M252 480 Q300 530 348 480 L348 450 L252 450 Z" fill="${shade}" opacity="0.45"/>`,
    `<g transform="${head}">`,
    // Ears and face.
    ellipse(CX - 100, HEAD_Y + 10, 20, 30, shade),
    ellipse(CX + 100, HEAD_Y + 10, 20, 30, shade),
    `<path d="M${CX - 102} ${HEAD_Y - 40} C${CX - 104} ${HEAD_Y + 80} ${CX - 60} ${HEAD_Y + 140} ${CX} ${HEAD_Y + 142} C${CX + 60} ${HEAD_Y + 140} ${CX + 104} ${HEAD_Y + 80} ${CX + 102} ${HEAD_Y - 40} C${CX + 100} ${HEAD_Y - 120} ${CX - 100} ${HEAD_Y - 120} ${CX - 102} ${HEAD_Y - 40} Z" fill="${p.skin}"/>`,
    p.beard ? beard(p) : '',
    face(p, shade),
    hairFront(p),
    p.glasses ? glasses() : '',
    `</g>`,
  ];
  return svgDocument(PORTRAIT_WIDTH, PORTRAIT_HEIGHT, parts.join(''), defs);
}

function face(p: Person, shade: string): string {
  const eye = mix(p.hairColor, '#1b1411', 0.6);
  const brow = mix(p.hairColor, '#1b1411', 0.35);
  return (
    ellipse(CX - 40, HEAD_Y + 8, 9, 10, eye) +
    ellipse(CX + 40, HEAD_Y + 8, 9, 10, eye) +
    circle(CX - 37, HEAD_Y + 5, 2.5, '#ffffff', 'opacity="0.8"') +
    circle(CX + 43, HEAD_Y + 5, 2.5, '#ffffff', 'opacity="0.8"') +
    `<path d="M${CX - 62} ${HEAD_Y - 22} Q${CX - 40} ${HEAD_Y - 36} ${CX - 20} ${HEAD_Y - 24}" fill="none" stroke="${brow}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M${CX + 20} ${HEAD_Y - 24} Q${CX + 40} ${HEAD_Y - 36} ${CX + 62} ${HEAD_Y - 22}" fill="none" stroke="${brow}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M${CX - 4} ${HEAD_Y + 12} Q${CX - 12} ${HEAD_Y + 48} ${CX - 2} ${HEAD_Y + 52} Q${CX + 8} ${HEAD_Y + 54} ${CX + 12} ${HEAD_Y + 48}" fill="none" stroke="${shade}" stroke-width="5" stroke-linecap="round"/>` +
    ellipse(CX - 62, HEAD_Y + 50, 18, 10, '#e58b7a', 'opacity="0.22"') +
    ellipse(CX + 62, HEAD_Y + 50, 18, 10, '#e58b7a', 'opacity="0.22"') +
    `<path d="M${CX - 34} ${HEAD_Y + 78} Q${CX} ${HEAD_Y + 104} ${CX + 34} ${HEAD_Y + 78} Q${CX} ${HEAD_Y + 92} ${CX - 34} ${HEAD_Y + 78} Z" fill="${mix(p.skin, '#7a2e2a', 0.55)}" stroke="${mix(p.skin, '#7a2e2a', 0.55)}" stroke-width="4" stroke-linejoin="round"/>`
  );
}

function beard(p: Person): string {
  return `<path d="M${CX - 100} ${HEAD_Y + 10} C${CX - 96} ${HEAD_Y + 110} ${CX - 50} ${HEAD_Y + 156} ${CX} ${HEAD_Y + 158} C${CX + 50} ${HEAD_Y + 156} ${CX + 96} ${HEAD_Y + 110} ${CX + 100} ${HEAD_Y + 10} C${CX + 80} ${HEAD_Y + 60} ${CX + 60} ${HEAD_Y + 66} ${CX} ${HEAD_Y + 66} C${CX - 60} ${HEAD_Y + 66} ${CX - 80} ${HEAD_Y + 60} ${CX - 100} ${HEAD_Y + 10} Z" fill="${p.hairColor}" opacity="0.85"/>`;
}

function glasses(): string {
  const frame = 'fill="none" stroke="#2a2622" stroke-width="5"';
  return (
    `<rect x="${CX - 74}" y="${HEAD_Y - 14}" width="64" height="46" rx="14" ${frame}/>` +
    `<rect x="${CX + 10}" y="${HEAD_Y - 14}" width="64" height="46" rx="14" ${frame}/>` +
    `<path d="M${CX - 10} ${HEAD_Y + 2} Q${CX} ${HEAD_Y - 6} ${CX + 10} ${HEAD_Y + 2}" ${frame}/>` +
    `<path d="M${CX - 74} ${HEAD_Y} L${CX - 100} ${HEAD_Y - 6} M${CX + 74} ${HEAD_Y} L${CX + 100} ${HEAD_Y - 6}" ${frame}/>`
  );
}

/** Hair that falls behind the face and shoulders. */
function hairBehind(p: Person): string {
  const c = p.hairColor;
  switch (p.hair) {
    case 'long':
      return `<path d="M${CX - 130} ${HEAD_Y - 40} C${CX - 150} ${HEAD_Y + 120} ${CX - 160} ${HEAD_Y + 250} ${CX - 120} ${HEAD_Y + 300} L${CX + 120} ${HEAD_Y + 300} C${CX + 160} ${HEAD_Y + 250} ${CX + 150} ${HEAD_Y + 120} ${CX + 130} ${HEAD_Y - 40} Z" fill="${mix(c, '#000000', 0.12)}"/>`;
    case 'wavy':
      return `<path d="M${CX - 128} ${HEAD_Y - 40} C${CX - 160} ${HEAD_Y + 60} ${CX - 120} ${HEAD_Y + 120} ${CX - 150} ${HEAD_Y + 200} Q${CX - 110} ${HEAD_Y + 230} ${CX - 80} ${HEAD_Y + 200} L${CX + 80} ${HEAD_Y + 200} Q${CX + 110} ${HEAD_Y + 230} ${CX + 150} ${HEAD_Y + 200} C${CX + 120} ${HEAD_Y + 120} ${CX + 160} ${HEAD_Y + 60} ${CX + 128} ${HEAD_Y - 40} Z" fill="${mix(c, '#000000', 0.12)}"/>`;
    case 'bob':
      return `<path d="M${CX - 124} ${HEAD_Y - 40} C${CX - 130} ${HEAD_Y + 60} ${CX - 126} ${HEAD_Y + 110} ${CX - 110} ${HEAD_Y + 128} L${CX + 110} ${HEAD_Y + 128} C${CX + 126} ${HEAD_Y + 110} ${CX + 130} ${HEAD_Y + 60} ${CX + 124} ${HEAD_Y - 40} Z" fill="${mix(c, '#000000', 0.14)}"/>`;
    case 'puff':
      return (
        circle(CX, HEAD_Y - 150, 92, c) +
        Array.from({ length: 14 }, (_, i) => {
          const a = (i / 14) * Math.PI * 2;
          return circle(CX + Math.cos(a) * 84, HEAD_Y - 150 + Math.sin(a) * 80, 26, c);
        }).join('')
      );
    default:
      return '';
  }
}

/** Hair over the forehead and temples. */
function hairFront(p: Person): string {
  const c = p.hairColor;
  const top = HEAD_Y - 122;
  switch (p.hair) {
    case 'bob':
      return `<path d="M${CX - 126} ${HEAD_Y + 20} C${CX - 140} ${top - 40} ${CX + 140} ${top - 44} ${CX + 126} ${HEAD_Y + 20} C${CX + 110} ${HEAD_Y - 30} ${CX + 60} ${HEAD_Y - 70} ${CX - 30} ${HEAD_Y - 64} C${CX - 70} ${HEAD_Y - 40} ${CX - 100} ${HEAD_Y - 20} ${CX - 126} ${HEAD_Y + 20} Z" fill="${c}"/>`;
    case 'short':
      return `<path d="M${CX - 106} ${HEAD_Y - 10} C${CX - 120} ${top - 30} ${CX + 110} ${top - 44} ${CX + 108} ${HEAD_Y - 10} C${CX + 96} ${HEAD_Y - 50} ${CX + 60} ${HEAD_Y - 62} ${CX + 10} ${HEAD_Y - 70} C${CX - 40} ${HEAD_Y - 76} ${CX - 90} ${HEAD_Y - 56} ${CX - 106} ${HEAD_Y - 10} Z" fill="${c}"/>`;
    case 'long':
    case 'wavy':
      return `<path d="M${CX - 130} ${HEAD_Y + 60} C${CX - 150} ${top - 60} ${CX + 150} ${top - 60} ${CX + 130} ${HEAD_Y + 60} C${CX + 110} ${HEAD_Y - 20} ${CX + 60} ${HEAD_Y - 60} ${CX + 6} ${HEAD_Y - 78} C${CX - 50} ${HEAD_Y - 60} ${CX - 110} ${HEAD_Y - 20} ${CX - 130} ${HEAD_Y + 60} Z" fill="${c}"/>`;
    case 'curly':
      return (
        Array.from({ length: 17 }, (_, i) => {
          const a = Math.PI + (i / 16) * Math.PI;
          return circle(
            CX + Math.cos(a) * 100,
            HEAD_Y - 50 + Math.sin(a) * 80,
            30,
            i % 2 ? c : mix(c, '#ffffff', 0.06),
          );
        }).join('') + ellipse(CX, HEAD_Y - 100, 90, 50, c)
      );
    case 'puff':
      return `<path d="M${CX - 104} ${HEAD_Y - 10} C${CX - 110} ${top - 20} ${CX + 110} ${top - 20} ${CX + 104} ${HEAD_Y - 10} C${CX + 80} ${HEAD_Y - 70} ${CX - 80} ${HEAD_Y - 70} ${CX - 104} ${HEAD_Y - 10} Z" fill="${c}"/>`;
    case 'receding':
      return (
        `<path d="M${CX - 106} ${HEAD_Y + 10} C${CX - 112} ${HEAD_Y - 60} ${CX - 90} ${top + 10} ${CX - 40} ${top - 2} C${CX - 60} ${HEAD_Y - 60} ${CX - 90} ${HEAD_Y - 40} ${CX - 98} ${HEAD_Y + 10} Z" fill="${c}"/>` +
        `<path d="M${CX + 106} ${HEAD_Y + 10} C${CX + 112} ${HEAD_Y - 60} ${CX + 90} ${top + 10} ${CX + 40} ${top - 2} C${CX + 60} ${HEAD_Y - 60} ${CX + 90} ${HEAD_Y - 40} ${CX + 98} ${HEAD_Y + 10} Z" fill="${c}"/>`
      );
  }
}

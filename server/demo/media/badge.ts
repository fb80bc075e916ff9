import { BRAND, svgDocument } from '../../web/brand/brand';
import { textPath } from '../../web/brand/svg-text';

export const BADGE_WIDTH = 240;
export const BADGE_HEIGHT = 96;

/**
 * The footer's membership badge, 240×96: a neutral card saying the agency is a licensed agent
 * of the BIV-IPI in Dutch and French. Drawn here, not the institute's own artwork.
 */
export function bivBadge(): string {
  const W = BADGE_WIDTH;
  const H = BADGE_HEIGHT;
  const emblem =
    `<circle cx="46" cy="48" r="31" fill="${BRAND.navy}"/>` +
    `<circle cx="46" cy="48" r="26" fill="none" stroke="${BRAND.gold}" stroke-width="1.6"/>` +
    // A roof over a tick: licensed for property.
    `<path d="M31 50 L46 36 L61 50" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M38 55 L44 61 L55 49" fill="none" stroke="${BRAND.goldLight}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svgDocument(
    W,
    H,
    `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="10" fill="${BRAND.offWhite}" stroke="${BRAND.gold}" stroke-width="2"/>` +
      emblem +
      textPath('BIV · IPI', 88, 38, { size: 21, weight: 600, tracking: 0.6, fill: BRAND.navy }) +
      `<rect x="88" y="46" width="138" height="1.2" fill="${BRAND.gold}"/>` +
      textPath('Erkend vastgoedmakelaar', 88, 63, { size: 10.6, weight: 400, fill: BRAND.ink }) +
      textPath('Agent immobilier agréé', 88, 78, { size: 10.6, weight: 400, fill: BRAND.ink }),
  );
}

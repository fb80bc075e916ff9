import type { Locator } from 'playwright-core';

/** What makes a control stand out, as the browser renders it. */
export interface ControlLook {
  tag: string;
  /** Background colour and image (a gradient counts as much as a colour). */
  background: string;
  color: string;
  /** The four sides' width, style and colour. */
  border: string;
  fontSize: string;
  fontWeight: string;
  width: number;
  height: number;
}

/** The computed look of `control`'s first element. */
export function controlLook(control: Locator): Promise<ControlLook> {
  return control.first().evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const side = (s: string) =>
      ['width', 'style', 'color'].map((p) => style.getPropertyValue(`border-${s}-${p}`)).join(' ');
    return {
      tag: el.localName,
      background: `${style.backgroundColor} ${style.backgroundImage}`,
      color: style.color,
      border: ['top', 'right', 'bottom', 'left'].map(side).join(' / '),
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      width: box.width,
      height: box.height,
    };
  });
}

/**
 * How `b` is less or more prominent than `a`, one line per difference; [] when they are equally
 * prominent: same tag, background, text colour, border, font size and weight, and a box whose
 * width and height each differ by at most `tolerance` (a share of the larger one), so a longer
 * label may make its button a little wider but not a primary button beside a link.
 */
export function prominenceGaps(a: ControlLook, b: ControlLook, tolerance = 0.1): string[] {
  const gaps: string[] = [];
  for (const key of ['tag', 'background', 'color', 'border', 'fontSize', 'fontWeight'] as const)
    if (a[key] !== b[key]) gaps.push(`${key}: ${a[key]} vs ${b[key]}`);
  for (const key of ['width', 'height'] as const) {
    const larger = Math.max(a[key], b[key]);
    if (larger > 0 && Math.abs(a[key] - b[key]) / larger > tolerance)
      gaps.push(
        `${key}: ${Math.round(a[key])} px vs ${Math.round(b[key])} px (more than ${tolerance * 100} % apart)`,
      );
  }
  return gaps;
}

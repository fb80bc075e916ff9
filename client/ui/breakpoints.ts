/**
 * The site's breakpoints, the same numbers as the media queries of client/ui/theme.css: mobile
 * below 768 px, tablet 768–1279 px, desktop from 1280 px.
 */
export const BREAKPOINTS = { tablet: 768, desktop: 1280 } as const;

export type Device = 'mobile' | 'tablet' | 'desktop';

/** The device class of a viewport width. */
export function deviceOf(width: number): Device {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  return width >= BREAKPOINTS.tablet ? 'tablet' : 'mobile';
}

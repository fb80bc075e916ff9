import { staticSection } from './static-section';

/**
 * A decorative lucide icon by name (client/ui/icon-set.tsx lists them), for markup the server
 * renders: the SVG is in the page's HTML, while the icons' code (lucide's renderer and the paths)
 * loads after hydration instead of with the JavaScript the page waits for.
 */
export const Icon = staticSection<{ name: string }>(
  'icon-slot',
  () => import('./icon-set').then((m) => m.IconSet),
  // An icon needs no code: the server's SVG stays through hydration and after, re-rendering nothing.
  { tag: 'span', keep: 'until-props-change' },
);

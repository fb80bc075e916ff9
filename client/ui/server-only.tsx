import type { ComponentType, ReactNode } from 'react';
import { lazyComponent } from './lazy-component';

/**
 * A component only the server renders, for what only the server's HTML needs (JSON-LD for
 * crawlers) and that shows nothing: in the browser it renders null and its code stays out of the
 * bundle. Give `load` under `import.meta.env.SSR` (`import.meta.env.SSR ? () => import(…) : null`):
 * the browser's build drops the import with the dead branch. The server loads it before its
 * first render.
 */
export function serverOnly<P extends object>(
  load: (() => Promise<ComponentType<P>>) | null,
): (props: P) => ReactNode {
  if (!load) return () => null;
  return lazyComponent(load, { serverRenders: true });
}

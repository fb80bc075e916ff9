import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from './lazy-component';
import { useRenderContext } from './http-status';

/** Every lazy page by its module path from client/: the key of its chunk in Vite's manifest. */
const registry = new Map<string, LazyComponent<never>>();

/**
 * A page in its own chunk, so each page's first load carries only its own code. The server loads
 * every page once, before its first render (a render then waits on data only, never on a chunk),
 * and records the pages it rendered; the HTML preloads their chunks and the browser loads them before hydrating, so nothing suspends.
 * Only a client-side navigation to a page not loaded yet suspends, until its chunk arrives.
 */
export function lazyPage<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  const lazy = lazyComponent(load, { serverRenders: true });
  function Page(props: P) {
    const render = useRenderContext();
    if (render && !render.pages.includes(module)) render.pages.push(module);
    return lazy(props);
  }
  const page = Object.assign(Page, { preload: lazy.preload, isLoaded: lazy.isLoaded });
  registry.set(module, page as LazyComponent<never>);
  return page;
}

/** Loads the named pages (unknown names are ignored): the browser, before hydrating the server's HTML. */
export function preloadPages(modules: readonly string[]): Promise<unknown> {
  return Promise.all(modules.map((m) => registry.get(m)?.preload()));
}

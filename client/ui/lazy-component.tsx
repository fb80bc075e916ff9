import { use, type ComponentType, type ReactNode } from 'react';

/** A component in its own chunk; `preload()` fetches it, and once loaded it renders synchronously. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  preload(): Promise<void>;
  /** True once the chunk is in: a render then never suspends. */
  isLoaded(): boolean;
}

/** What the server loads before its first render: every chunk it may render, every set of texts. */
const serverLoads: Array<{ load: () => Promise<unknown>; what: 'code' | 'texts' }> = [];

/**
 * Adds a load the server awaits once before its first render, so that no render of its waits on
 * code or texts. Whatever the server renders from a chunk must be registered here: a chunk not
 * loaded would suspend the render, and the HTML would lack the part.
 */
export function loadBeforeServerRender(load: () => Promise<unknown>, what: 'code' | 'texts' = 'code'): void {
  serverLoads.push({ load, what });
}

/**
 * Runs every load registered, including those that the loaded chunks register as they evaluate (a
 * page's static sections, its texts), until none is left: the server, once before its first
 * render. Component tests that render as the server does ask for the code only (`'code'`): other
 * test files' stand-in texts may fail on purpose.
 */
export async function preloadForServerRender(only?: 'code'): Promise<void> {
  for (let done = 0; done < serverLoads.length;) {
    const batch = serverLoads.slice(done).filter((entry) => !only || entry.what === only);
    done = serverLoads.length;
    await Promise.all(batch.map((entry) => entry.load()));
  }
}

/**
 * The site's one way to load code later: like React.lazy, but a component already loaded renders
 * at once instead of suspending for a tick, so what the server rendered can be loaded before
 * hydrating, and a prompt that shows after a delay can be fetched during the delay; neither
 * hydration nor tests see a fallback. Rendered before it is loaded, it suspends (a Suspense
 * boundary above shows the fallback). `serverRenders`: the server renders it, and loads it
 * before its first render (pages, static sections, server-only parts); otherwise it is
 * browser-only (a lightbox, the map, a prompt) and the server never loads it.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { serverRenders = false }: { serverRenders?: boolean } = {},
): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (c) => {
        component = c;
      },
      (err: unknown) => {
        pending = undefined; // a failed chunk request is retried by the next render
        throw err;
      },
    ));
  if (serverRenders) loadBeforeServerRender(preload);
  function Lazy(props: P) {
    if (!component) use(preload());
    const Loaded = component as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload, isLoaded: () => component !== undefined });
}

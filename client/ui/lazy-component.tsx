import { use, type ComponentType, type ReactNode } from 'react';

/** A component in its own chunk; `preload()` fetches it, and once loaded it renders synchronously. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but a component already loaded renders at once instead of suspending for a
 * tick: what the server rendered can be loaded before hydrating, and a prompt that shows after
 * a delay can be fetched during the delay, so neither hydration nor tests see a fallback.
 * Rendered before it is loaded, it suspends (a Suspense boundary above shows the fallback).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
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
  function Lazy(props: P) {
    if (!component) use(preload());
    const Loaded = component as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload });
}

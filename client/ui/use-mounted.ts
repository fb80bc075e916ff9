import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * False on the server and while hydrating, true once the page runs in the browser. The change is
 * a transition: the re-render it causes runs in slices the browser can interrupt, not as one long
 * task right after hydration. Keep the component that calls it small (a button, a slot): all of
 * its children render again when it turns true.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

/** Its children only in the browser, once the page has hydrated (see useMounted). */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useMounted() ? children : null;
}

const subscribeNothing = () => () => {};
/** True while React hydrates the server's HTML (it reads the server snapshot then), false afterwards and in client-only renders. */
export const useHydrating = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );

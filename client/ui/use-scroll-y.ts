import { useEffect, useState } from 'react';

/**
 * The window's vertical scroll offset, updated by a passive scroll listener, at most once per
 * `throttleMs` (and once more at the end). 0 on the server and in the first client render.
 */
export function useScrollY(throttleMs = 0): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    let last = 0;
    let timer: number | undefined;
    const update = () => {
      last = Date.now();
      timer = undefined;
      setY(window.scrollY);
    };
    const onScroll = () => {
      if (throttleMs <= 0) return update();
      const wait = throttleMs - (Date.now() - last);
      if (wait <= 0) update();
      else if (timer === undefined) timer = window.setTimeout(update, wait);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [throttleMs]);
  return y;
}

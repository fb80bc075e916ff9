/**
 * Whether the map's tile server answers, asked once before any tile is requested. Offline (or
 * with the tile server down) every tile image of a view fails, and Chromium writes one console
 * error per failed image: a dozen red lines on every page with a map. The question goes through
 * a small worker instead, whose failed request stays out of the page's console, and the map adds
 * its tiles only when the answer is yes: offline it shows its markers on a plain background (the
 * results map) or steps aside for the address and its link (the detail page).
 *
 * The worker is made from a blob (the page's policy allows `worker-src blob:` and the tile host
 * in `connect-src` for it). The request is `no-cors`: any tile server answers it, CORS or not, and
 * the browser keeps the answer in its cache for the tile image that follows.
 */

export type TileProbe = 'ready' | 'failed';

const WORKER_GRACE_MS = 2_000;

const WORKER_SOURCE = `onmessage = (e) => {
  fetch(e.data, { mode: 'no-cors', credentials: 'omit' }).then((r) => r.arrayBuffer()).then(
    () => postMessage(true),
    () => postMessage(false),
  );
};`;

/** The world tile (zoom 0) of a Leaflet URL template: every tile server has it, and it is small. */
export function worldTileUrl(template: string, base: string): string {
  const url = template
    .replace(/\{s\}/g, 'a')
    .replace(/\{[xyz]\}/g, '0')
    .replace(/\{r\}/g, '');
  return new URL(url, base).href;
}

/**
 * 'ready' when the world tile came, 'failed' when its request failed. A browser without workers,
 * or an answer slower than `timeoutMs`, gives 'ready': the map then tries its tiles as it would
 * have anyway, and reports their failure itself.
 */
export function probeTiles(template: string, timeoutMs = 8_000): Promise<TileProbe> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    let blobUrl: string | undefined;
    const done = (state: TileProbe) => {
      clearTimeout(timer);
      // Ended a moment later, not at once: a worker cut off as it answers leaves its request open
      // for ever to whatever watches the page through the DevTools protocol (a test waiting for
      // the network to go quiet).
      const finished = worker;
      setTimeout(() => finished?.terminate(), WORKER_GRACE_MS);
      if (blobUrl) URL.revokeObjectURL(blobUrl);
      resolve(state);
    };
    const timer = setTimeout(() => done('ready'), timeoutMs);
    try {
      blobUrl = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
      worker = new Worker(blobUrl);
      worker.onmessage = (e: MessageEvent<boolean>) => done(e.data === true ? 'ready' : 'failed');
      worker.onerror = () => done('ready');
      worker.postMessage(worldTileUrl(template, location.href));
    } catch {
      done('ready');
    }
  });
}

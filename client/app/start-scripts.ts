import { START_SCRIPTS_ID, type StartScripts } from '../../common/server-render';

/**
 * When a server-rendered page starts its scripts. The page is whole without them: they only make
 * it interactive. So they start once the page has loaded (the `load` event: the stylesheets, the
 * font and the eager pictures are in) and painted its first content (the `first-contentful-paint`
 * entry), after the next frame: the page's own files have the connection to themselves, and a
 * slow phone paints before it evaluates code (which also keeps the scripts out of what
 * Lighthouse counts towards the largest paint).
 */
export const START_AFTER = {
  /** A browser that reports no paint (an old one, a tab opened in the background) counts it done this long after `load`. */
  paintAssumedAfterLoadMs: 5_000,
  /** After this long from the HTML, the scripts start anyway: a picture from a slow host never keeps the page without them. */
  latestMs: 4_000,
  /** Each element starts a request; thirty in one task made a long task on a slow phone. */
  preloadsPerTask: 6,
} as const;

/** What the loader touches: the browser's, or a test's stand-ins. */
export interface LoaderEnvironment {
  document: Pick<Document, 'readyState' | 'getElementById' | 'createElement' | 'head'>;
  onLoad(listener: () => void): void;
  setTimeout(callback: () => void, ms: number): void;
  requestAnimationFrame(callback: () => void): void;
  /** Calls back on the first contentful paint, reported already or to come; throws where paints cannot be observed. */
  observeFirstPaint(onPaint: () => void): void;
}

/** Starts the page's scripts, named in the START_SCRIPTS_ID element, once the page has loaded and painted. */
export function startScriptsAfterPaint(env: LoaderEnvironment): void {
  const { document } = env;
  let loaded = false;
  let painted = false;
  let started = false;

  /** The entry as a module script, a chunk as a modulepreload link: both fetched in CORS mode, as Vite's own tags are. */
  function add(url: string, as: 'entry' | 'preload') {
    const element =
      as === 'entry'
        ? Object.assign(document.createElement('script'), { type: 'module', src: url })
        : Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url });
    element.crossOrigin = '';
    document.head.appendChild(element);
  }

  function start() {
    if (started) return;
    started = true;
    const named = document.getElementById(START_SCRIPTS_ID)?.textContent;
    if (!named) return;
    const scripts = JSON.parse(named) as StartScripts;
    // The entry first: the preloads only speed up what it imports.
    for (const url of scripts.entry) add(url, 'entry');
    let next = 0;
    const batch = () => {
      for (
        const end = next + START_AFTER.preloadsPerTask;
        next < end && next < scripts.preload.length;
        next++
      )
        add(scripts.preload[next]!, 'preload');
      if (next < scripts.preload.length) env.setTimeout(batch, 0);
    };
    batch();
  }

  const startWhenReady = () => {
    if (loaded && painted) env.requestAnimationFrame(() => env.setTimeout(start, 0));
  };
  const paint = () => {
    if (painted) return;
    painted = true;
    startWhenReady();
  };
  const load = () => {
    loaded = true;
    startWhenReady();
    env.setTimeout(paint, START_AFTER.paintAssumedAfterLoadMs);
  };

  try {
    env.observeFirstPaint(paint);
  } catch {
    paint();
  }
  if (document.readyState === 'complete') load();
  else env.onLoad(load);
  env.setTimeout(start, START_AFTER.latestMs);
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_SCRIPTS_ID, type StartScripts } from '../../common/server-render';
import { START_AFTER, startScriptsAfterPaint, type LoaderEnvironment } from './start-scripts';

const SCRIPTS: StartScripts = {
  entry: ['/assets/entry.js'],
  preload: Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`),
};

/** The page as the loader finds it, a paint observer the test fires, and what the loader added. */
function page({ readyState = 'interactive', observable = true } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="${START_SCRIPTS_ID}">${JSON.stringify(SCRIPTS)}</script>`;
  let loadListener: (() => void) | undefined;
  let paintListener: (() => void) | undefined;
  const env: LoaderEnvironment = {
    document: {
      readyState: readyState as DocumentReadyState,
      head: document.head,
      getElementById: (id) => document.getElementById(id),
      createElement: document.createElement.bind(document),
    },
    onLoad: (listener) => (loadListener = listener),
    setTimeout: (callback, ms) => void window.setTimeout(callback, ms),
    requestAnimationFrame: (callback) => void window.requestAnimationFrame(callback),
    observeFirstPaint(onPaint) {
      if (!observable) throw new TypeError('paint entries are not supported');
      paintListener = onPaint;
    },
  };
  startScriptsAfterPaint(env);
  return {
    load: () => loadListener!(),
    paint: () => paintListener!(),
    scripts: () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src')),
    preloads: () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  };
}

/** One frame, then the task after it. */
const nextFrameAndTask = () => vi.advanceTimersByTime(20);

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] }));
afterEach(() => vi.useRealTimers());

describe('startScriptsAfterPaint', () => {
  it('waits for both the load event and the first paint, then starts after the next frame', () => {
    const p = page();
    p.load();
    nextFrameAndTask();
    expect(p.scripts()).toEqual([]);
    p.paint();
    expect(p.scripts()).toEqual([]);
    nextFrameAndTask();
    expect(p.scripts()).toEqual(['/assets/entry.js']);
  });

  it('the paint may come first', () => {
    const p = page();
    p.paint();
    nextFrameAndTask();
    expect(p.scripts()).toEqual([]);
    p.load();
    nextFrameAndTask();
    expect(p.scripts()).toEqual(['/assets/entry.js']);
  });

  it('adds the entry first, then the preloads a few per task, each once', () => {
    const p = page({ readyState: 'complete' });
    p.paint();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(p.scripts()).toEqual(['/assets/entry.js']);
    expect(p.preloads()).toHaveLength(START_AFTER.preloadsPerTask);
    vi.advanceTimersToNextTimer();
    expect(p.preloads()).toHaveLength(2 * START_AFTER.preloadsPerTask);
    vi.runAllTimers();
    expect(p.preloads()).toEqual(SCRIPTS.preload);
    expect(p.scripts()).toEqual(['/assets/entry.js']);
  });

  it('a browser that cannot observe paints: starts after the next frame once loaded', () => {
    const p = page({ observable: false });
    p.load();
    nextFrameAndTask();
    expect(p.scripts()).toEqual(['/assets/entry.js']);
  });

  it('a paint that never comes: the scripts start the grace period after load, or at the latest time', () => {
    const p = page();
    vi.advanceTimersByTime(START_AFTER.latestMs - 1);
    expect(p.scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(p.scripts()).toEqual(['/assets/entry.js']);
    // A load and a paint after that start nothing twice.
    p.load();
    p.paint();
    vi.runAllTimers();
    expect(p.scripts()).toEqual(['/assets/entry.js']);
    expect(p.preloads()).toEqual(SCRIPTS.preload);
  });
});

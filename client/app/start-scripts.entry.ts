import { startScriptsAfterPaint } from './start-scripts';

// Built on its own (vite.start-scripts.config.mts) into one classic script that the server writes
// inline into every page: the same text everywhere, one hash in the security policy.
startScriptsAfterPaint({
  document,
  onLoad: (listener) => window.addEventListener('load', listener),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  observeFirstPaint(onPaint) {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) onPaint();
    }).observe({ type: 'paint', buffered: true });
  },
});

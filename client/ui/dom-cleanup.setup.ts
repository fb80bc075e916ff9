import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * The unit-client files share one document (the lane does not isolate them): what a test rendered
 * is unmounted and removed after it, and timers, globals and spies are real again, so the next test, in this file or the next, starts from an
 * empty page. Testing Library does this by itself only where `afterEach` is a global.
 */
afterEach(() => {
  cleanup();
  // A file that left fake timers on would stop the next one's waitFor from ever timing out.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A file that runs in Node (the server render's tests) has no document.
  if (typeof document === 'undefined') return;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PAGE_WAIT_MS } from './browser';

/** What the stand-in hook below keeps in each document. */
interface HydrationState {
  /** React has loaded (it registers with the hook as its module runs). */
  react: boolean;
  commits: number;
  /** True once a commit left no server-rendered Suspense boundary to hydrate, and its effects ran. */
  hydrated: boolean;
  /** `performance.now()` when `hydrated` became true. */
  hydratedAt?: number;
}

/**
 * Lets `hydrated()` see when React has taken over the server's HTML. React (production builds
 * too) reports every commit to the React DevTools global hook when one exists before it loads;
 * this init script puts a minimal stand-in there. The page's Suspense boundaries hydrate in
 * commits of their own after the root's, so "hydrated" is the first commit that leaves no
 * dehydrated boundary, once its effects (`useEffect`) have run. Call before the first navigation.
 */
export async function trackHydration(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const state: HydrationState = { react: false, commits: 0, hydrated: false };
    const w = window as unknown as { __e2eReact: typeof state; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__e2eReact = state;
    interface Fiber {
      tag: number;
      memoizedState: { dehydrated?: unknown } | null;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const SUSPENSE = 13;
    const hasDehydrated = (root: Fiber) => {
      const stack = [root];
      for (let f = stack.pop(); f; f = stack.pop()) {
        if (f.tag === SUSPENSE && f.memoizedState?.dehydrated) return true;
        if (f.child) stack.push(f.child);
        if (f.sibling) stack.push(f.sibling);
      }
      return false;
    };
    const noop = () => {};
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject() {
        state.react = true;
        return 1;
      },
      checkDCE: noop,
      onScheduleFiberRoot: noop,
      onCommitFiberRoot() {
        state.commits++;
      },
      onCommitFiberUnmount: noop,
      // Called after the commit's passive effects have run.
      onPostCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
        if (!state.hydrated && !hasDehydrated(root.current)) {
          state.hydrated = true;
          state.hydratedAt = performance.now();
        }
      },
    };
  });
}

/**
 * Resolves once React has hydrated the whole server-rendered document and run its effects: from
 * then on clicks and typing reach the page's handlers. Needs `trackHydration()` on the page or
 * its context. Cheaper and surer than `networkidle`, which waits 500 ms of silence and still does
 * not say that hydration is over. `timeout` overrides the page's default (a test that loads many
 * pages at once gives hydration more time).
 */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  try {
    await page.waitForFunction(
      () => (window as unknown as { __e2eReact?: HydrationState }).__e2eReact?.hydrated === true,
      null,
      timeout === undefined ? {} : { timeout },
    );
  } catch (err) {
    const state = await page
      .evaluate(() => (window as unknown as { __e2eReact?: HydrationState }).__e2eReact ?? null)
      .catch(() => null);
    const why = !state
      ? 'no hydration tracker in the page (call trackHydration() before the navigation)'
      : !state.react
        ? "React never loaded: the page's scripts did not run (a chunk that failed? dist/ rebuilt meanwhile?)"
        : state.commits === 0
          ? 'React loaded but never committed'
          : `React committed ${state.commits} times, but server-rendered parts are still not hydrated`;
    throw new Error(`${page.url()} did not hydrate: ${why}`, { cause: err });
  }
}

/**
 * Waits until React itself renders `locator`'s first element, i.e. its handlers are attached. A
 * static section (client/ui/static-section.tsx) keeps the server's inert HTML on screen until
 * its chunk arrives after hydration, then React replaces it with nodes of its own; a click or a
 * keystroke in the inert HTML is lost.
 */
export async function live(locator: Locator, timeout = PAGE_WAIT_MS): Promise<void> {
  await expect
    .poll(
      () =>
        locator
          .first()
          .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')), undefined, {
            timeout,
          }),
      { timeout, interval: 25 },
    )
    .toBe(true);
}

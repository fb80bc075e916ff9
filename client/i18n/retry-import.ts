/** Retries after the first try fails: a chunk gets six tries in all. */
export const IMPORT_RETRIES = 5;
/** Wait before the first retry; each further retry waits twice as long (350, 700, 1400, 2800, 5600 ms). */
export const IMPORT_FIRST_RETRY_DELAY_MS = 350;

/** The waits between the tries, in order: 350 ms doubling, one per retry. */
export const IMPORT_RETRY_DELAYS_MS: readonly number[] = Array.from(
  { length: IMPORT_RETRIES },
  (_, i) => IMPORT_FIRST_RETRY_DELAY_MS * 2 ** i,
);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` (a dynamic `import()` of a chunk, usually a language's texts) and, while it
 * fails, runs it again after each of IMPORT_RETRY_DELAYS_MS; the last failure is rethrown, for the
 * caller to show an error with a way to try again. A brief network loss or a server restart then
 * costs a moment, not a page without texts.
 *
 * Retrying the same `import()` only helps where the browser fetches a failed module again. The
 * HTML standard used to keep a failed module fetch in the module map, so every later `import()`
 * of that URL failed at once without a request; it no longer does (whatwg/html#10327: network and
 * HTTP errors are not cached). Chromium 156 refetches (measured: a module answering 503 twice was
 * imported on the third try). A browser that still caches the failure spends the retries failing
 * at once and shows the error sooner; its "try again" button is the same dead end, and reloading
 * the page is the way out there.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (const delay of IMPORT_RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await wait(delay);
    }
  }
  return load();
}

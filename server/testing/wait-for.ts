/**
 * Polls `condition` until it returns a truthy value (returned) or `timeoutMs` runs out (throws,
 * with `message` and the last value or error). For tests that wait on a real state (a row, a
 * counter, a queue) instead of sleeping a fixed time.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  {
    timeoutMs = 10_000,
    intervalMs = 25,
    message = 'condition',
  }: { timeoutMs?: number; intervalMs?: number; message?: string } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (err) {
      last = err;
    }
    if (Date.now() >= deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`waitFor: ${message} not met after ${timeoutMs} ms (last: ${detail})`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

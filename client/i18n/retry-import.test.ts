import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RETRY_DELAYS_MS, retryImport } from './retry-import';

/** A loader that fails its first `failures` calls, recording when each call came (fake ms). */
function flakyLoader(failures: number) {
  const calls: number[] = [];
  const load = () => {
    calls.push(Date.now());
    return calls.length <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve('catalog');
  };
  return { load, calls };
}

/** The waits between consecutive calls. */
const gaps = (calls: number[]) => calls.slice(1).map((t, i) => t - calls[i]!);

describe('retryImport', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 350 ms before the first retry, doubling up to 5600 ms', () => {
    expect(IMPORT_RETRY_DELAYS_MS).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it.each([
    { failures: 0, tries: 1 },
    { failures: 1, tries: 2 },
    { failures: 3, tries: 4 },
    { failures: 5, tries: 6 },
  ])('a loader failing $failures times resolves on try $tries', async ({ failures, tries }) => {
    const { load, calls } = flakyLoader(failures);
    const result = retryImport(load);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('catalog');
    expect(calls).toHaveLength(tries);
    expect(gaps(calls)).toEqual(IMPORT_RETRY_DELAYS_MS.slice(0, tries - 1));
  });

  it('rejects with the last error once the five retries have failed too', async () => {
    const { load, calls } = flakyLoader(Infinity);
    const result = retryImport(load);
    const settled = expect(result).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.runAllTimersAsync();
    await settled;
    expect(calls).toHaveLength(6);
    expect(gaps(calls)).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('does not retry before the delay has passed', async () => {
    const { load, calls } = flakyLoader(1);
    void retryImport(load);
    await vi.advanceTimersByTimeAsync(349);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });
});

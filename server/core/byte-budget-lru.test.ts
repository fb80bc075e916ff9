import { describe, expect, it } from 'vitest';
import { ByteBudgetLru, ENTRY_OVERHEAD_BYTES } from './byte-budget-lru';

const cost = (key: string, bytes: number) => bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES;

describe('ByteBudgetLru', () => {
  it('counts the bytes of what it holds, keys included, and gives them back on delete and clear', () => {
    const lru = new ByteBudgetLru<string>({ maxEntries: 10, maxBytes: 10_000 });
    lru.set('a', 'x', 100);
    lru.set('bb', 'y', 200);
    expect(lru.bytes).toBe(cost('a', 100) + cost('bb', 200));
    lru.set('a', 'z', 50);
    expect(lru.bytes).toBe(cost('a', 50) + cost('bb', 200));
    lru.delete('bb');
    expect(lru.bytes).toBe(cost('a', 50));
    lru.clear();
    expect([lru.bytes, lru.size]).toEqual([0, 0]);
  });

  it.each([
    ['the entry count', { maxEntries: 3, maxBytes: 1_000_000 }, 10, 3],
    ['the byte budget', { maxEntries: 1_000, maxBytes: cost('k0', 1_000) * 4 }, 1_000, 4],
  ])('evicts the least recently used past %s', (_name, limits, valueBytes, kept) => {
    const lru = new ByteBudgetLru<number>(limits);
    for (let i = 0; i < 8; i++) {
      lru.set(`k${i}`, i, valueBytes);
      lru.get('k0'); // k0 stays the most recently used
      expect(lru.bytes).toBeLessThanOrEqual(limits.maxBytes);
    }
    expect(lru.size).toBe(kept);
    expect(lru.get('k0')).toBe(0);
    expect(lru.get('k1')).toBeUndefined();
  });

  it('refuses an entry larger than the whole budget and keeps what it had', () => {
    const lru = new ByteBudgetLru<string>({ maxEntries: 10, maxBytes: 1_000 });
    lru.set('small', 's', 10);
    expect(lru.set('huge', 'h', 5_000)).toBe(false);
    expect(lru.get('small')).toBe('s');
    expect(lru.has('huge')).toBe(false);
  });

  it('never passes its budget however many distinct keys arrive', () => {
    const lru = new ByteBudgetLru<string>({ maxEntries: 5_000, maxBytes: 64 * 1024 });
    for (let i = 0; i < 20_000; i++) {
      lru.set(`query # ${i}`, 'v', 1 + (i % 3_000));
      expect(lru.bytes).toBeLessThanOrEqual(64 * 1024);
    }
  });
});

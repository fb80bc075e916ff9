import { describe, expect, it } from 'vitest';
import { memoryRateLimit } from './rate-limit';

describe('memoryRateLimit', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it.each([
    { what: 'within the points', consumes: [1, 1, 1], points: 3, expected: [true, true, true] },
    { what: 'one over the points', consumes: [1, 1, 1, 1], points: 3, expected: [true, true, true, false] },
    { what: 'several points at once', consumes: [2, 2], points: 3, expected: [true, false] },
    { what: 'more points than allowed in one go', consumes: [5], points: 3, expected: [false] },
  ])('$what', async ({ consumes, points, expected }) => {
    const limit = memoryRateLimit({ points, durationSeconds: 60 });
    const verdicts = [];
    for (const p of consumes) verdicts.push(await limit.consume('1.2.3.4', p));
    expect(verdicts).toEqual(expected);
  });

  it('starts a new window when the old one has ended, and counts each key apart', async () => {
    const c = clock();
    const limit = memoryRateLimit({ points: 1, durationSeconds: 60 }, undefined, c.now);
    expect(await limit.consume('a')).toBe(true);
    expect(await limit.consume('a')).toBe(false);
    expect(await limit.consume('b')).toBe(true);
    c.advance(59_999);
    expect(await limit.consume('a')).toBe(false);
    c.advance(1);
    expect(await limit.consume('a')).toBe(true);
  });

  it('holds no more counters than its budget, however many addresses a client rotates through', async () => {
    const limit = memoryRateLimit(
      { points: 10, durationSeconds: 60 },
      { maxEntries: 1_000, maxBytes: 1024 * 1024 },
    );
    for (let i = 0; i < 50_000; i++) await limit.consume(`2001:db8::${i.toString(16)}`);
    expect(limit.size).toBe(1_000);
    // The most recent addresses are still counted.
    for (let i = 0; i < 9; i++) await limit.consume('2001:db8::c34f');
    expect(await limit.consume('2001:db8::c34f')).toBe(false);
  });
});

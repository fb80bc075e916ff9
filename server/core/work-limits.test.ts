import { describe, expect, it } from 'vitest';
import {
  createLimiter,
  createSharedRuns,
  LimiterFullError,
  LimiterTimeoutError,
  TurnsByKey,
} from './work-limits';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createLimiter', () => {
  it('runs two at once, queues two, turns the fifth away, then takes more as slots free', async () => {
    const limiter = createLimiter(2, 2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limiter.active, limiter.queued]).toEqual([2, 2]);
    await expect(limiter.run(async () => 9)).rejects.toBeInstanceOf(LimiterFullError);

    gates[0]!.resolve();
    await runs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([limiter.active, limiter.queued]).toEqual([0, 0]);
  });

  it('frees the slot of a task that failed', async () => {
    const limiter = createLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('decode')))).rejects.toThrow('decode');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});

describe('createSharedRuns', () => {
  it('gives concurrent callers of one key the same run, and runs again once it ended', async () => {
    const shared = createSharedRuns<number>();
    let runs = 0;
    const gate = deferred();
    const task = async () => {
      runs++;
      await gate.promise;
      return runs;
    };
    const both = [shared('a', task), shared('a', task)];
    const other = shared('b', async () => 42);
    gate.resolve();
    expect(await Promise.all(both)).toEqual([1, 1]);
    expect(await other).toBe(42);
    expect(await shared('a', task)).toBe(2);
  });
});

describe('createLimiter with a deadline', () => {
  it('a task whose deadline passes in line never runs; one in time runs', async () => {
    const limiter = createLimiter(1, 4);
    let release = () => {};
    const running = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const ran: string[] = [];
    const late = limiter.run(async () => ran.push('late'), { deadline: Date.now() + 20 });
    const patient = limiter.run(async () => ran.push('patient'), { deadline: Date.now() + 60_000 });
    await expect(late).rejects.toBeInstanceOf(LimiterTimeoutError);
    expect(limiter.queued).toBe(1);
    release();
    await running;
    await patient;
    expect(ran).toEqual(['patient']);
    expect([limiter.active, limiter.queued]).toEqual([0, 0]);
  });

  it('a slot that comes when the deadline has passed is given back unused', async () => {
    const limiter = createLimiter(1, 4);
    const ran: string[] = [];
    await expect(limiter.run(async () => ran.push('x'), { deadline: Date.now() - 1 })).rejects.toBeInstanceOf(
      LimiterTimeoutError,
    );
    expect(ran).toEqual([]);
    expect(limiter.active).toBe(0);
  });
});

describe('TurnsByKey', () => {
  it('runs the calls of a key one after the other, refuses past its line, and forgets idle keys', async () => {
    const turns = new TurnsByKey(2);
    const order: string[] = [];
    let release = () => {};
    const first = turns.run('a', () => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = turns.run('a', async () => {
      order.push('second');
      return 'second';
    });
    const other = turns.run('b', async () => 'other');
    expect(await turns.run('a', async () => 'third')).toEqual({ ran: false });
    expect(await other).toEqual({ ran: true, value: 'other' });
    expect(order).toEqual([]);
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await second).toEqual({ ran: true, value: 'second' });
    expect(turns.size).toBe(0);
    // A call that throws passes its error on and does not block the next.
    await expect(turns.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await turns.run('a', async () => 'after')).toEqual({ ran: true, value: 'after' });
    expect(turns.size).toBe(0);
  });
});

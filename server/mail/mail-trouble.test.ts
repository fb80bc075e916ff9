import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailTroubleLog } from './mail-trouble';

/** The outbox's counts as the database would answer them. */
const counts = {
  query: <T>(sql: string): Promise<T> =>
    Promise.resolve((sql.includes('retrying') ? [{ retrying: 7 }] : [{ waiting: 12, dead: 1 }]) as T),
};

describe('the log during an SMTP outage', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-10T08:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const setUp = () => {
    const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
    const log = {
      warn: (fields: object, msg: string) => lines.push({ level: 'warn', fields: { ...fields }, msg }),
      info: (fields: object, msg: string) => lines.push({ level: 'info', fields: { ...fields }, msg }),
    };
    return { lines, trouble: createMailTroubleLog(counts, { log }) };
  };

  it('warns once a minute with counts, however many tries fail, and says when mail goes out again', async () => {
    const { lines, trouble } = setUp();
    for (let i = 0; i < 200; i++) trouble.failed('connect ECONNREFUSED');
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toEqual([
      {
        level: 'warn',
        fields: { failedTries: 1, waiting: 12, dead: 1, retrying: 7, lastError: 'connect ECONNREFUSED' },
        msg: 'mails are failing: 1 failed try, 7 mails waiting for a retry, 1 dead',
      },
    ]);
    await vi.advanceTimersByTimeAsync(59_000);
    trouble.failed('connect ECONNREFUSED');
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    trouble.failed('421 try later');
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toHaveLength(2);
    expect(lines[1].fields).toMatchObject({ failedTries: 201, lastError: '421 try later' });

    trouble.delivered();
    trouble.delivered();
    expect(lines.slice(2)).toEqual([
      { level: 'info', fields: { failedTriesSinceWarning: 0 }, msg: 'mails are delivered again' },
    ]);
  });

  it('says nothing while mail goes out', () => {
    const { lines, trouble } = setUp();
    trouble.delivered();
    expect(lines).toEqual([]);
  });
});

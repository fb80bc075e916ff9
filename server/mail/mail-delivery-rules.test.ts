import { describe, expect, it } from 'vitest';
import { cappedBackoffDelay, MAIL_RETRY } from '../core/queue/job-defaults';
import { MailPermanentError } from './mail-errors';
import {
  afterFailure,
  isPermanentRefusal,
  mailExpiry,
  mailRetryDelayMs,
  retryPeriodMs,
  type RetrySettings,
} from './mail-delivery-rules';

const PRODUCTION: RetrySettings = { retryHours: 48, scale: 1 };
const MIN = 60_000;
const HOUR = 3_600_000;

describe('mail retry delays', () => {
  it.each([
    [1, 30_000],
    [2, MIN],
    [3, 2 * MIN],
    [7, 32 * MIN],
    [8, HOUR],
    [9, HOUR],
    [500, HOUR],
  ])('after failure %i the next try waits %i ms', (failures, ms) => {
    expect(mailRetryDelayMs(failures, PRODUCTION)).toBe(ms);
    expect(cappedBackoffDelay(MAIL_RETRY, failures)).toBe(ms);
  });

  it('scales every delay and the period alike (tests only)', () => {
    const fast = { retryHours: 48, scale: 0.001 };
    expect(mailRetryDelayMs(1, fast)).toBe(30);
    expect(mailRetryDelayMs(20, fast)).toBe(3_600);
    expect(retryPeriodMs(fast)).toBe(172_800);
  });

  it('tries about 54 times over 48 hours, where the old policy gave up after 5 tries in 30 s', () => {
    const start = new Date('2026-01-10T00:00:00Z');
    let row = { failures: 0, firstFailureAt: null as Date | null };
    let now = start;
    let tries = 0;
    for (;;) {
      tries++;
      const next = afterFailure(row, 'ECONNREFUSED', now, PRODUCTION);
      if (next.kind === 'dead') break;
      row = { failures: next.failures, firstFailureAt: next.firstFailureAt };
      now = next.at;
    }
    expect(now.getTime() - start.getTime()).toBe(48 * HOUR);
    expect(tries).toBe(55);
  });
});

describe('after a failed delivery', () => {
  const t0 = new Date('2026-01-10T08:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it.each<[string, { failures: number; firstFailureAt: Date | null }, Date, unknown]>([
    [
      'the first failure starts the retry period',
      { failures: 0, firstFailureAt: null },
      t0,
      { kind: 'retry', failures: 1, firstFailureAt: t0, at: at(30_000) },
    ],
    [
      'the fourth waits 4 minutes',
      { failures: 3, firstFailureAt: t0 },
      at(4 * MIN),
      { kind: 'retry', failures: 4, firstFailureAt: t0, at: at(8 * MIN) },
    ],
    [
      'the last try falls at the end of the period, not after it',
      { failures: 50, firstFailureAt: t0 },
      at(47.5 * HOUR),
      { kind: 'retry', failures: 51, firstFailureAt: t0, at: at(48 * HOUR) },
    ],
  ])('%s', (_name, row, now, expected) => {
    expect(afterFailure(row, 'x', now, PRODUCTION)).toEqual(expected);
  });

  it('gives up once the period is over, with the count and the last error', () => {
    const next = afterFailure(
      { failures: 54, firstFailureAt: t0 },
      'connect ECONNREFUSED',
      at(48 * HOUR),
      PRODUCTION,
    );
    expect(next).toEqual({
      kind: 'dead',
      reason: 'not delivered after 55 tries in 48 h: connect ECONNREFUSED',
    });
  });
});

describe('what a mail carries may expire', () => {
  const now = new Date('2026-01-10T08:00:00Z');
  it.each<[unknown, string]>([
    [undefined, 'valid'],
    [null, 'valid'],
    ['2026-01-10T09:00:00Z', 'valid'],
    ['2026-01-10T08:00:00.001Z', 'valid'],
    ['2026-01-10T08:00:00Z', 'expired'],
    ['2026-01-10T08:59:00+01:00', 'expired'],
    ['2025-12-31T23:00:00.000Z', 'expired'],
    ['tomorrow', 'invalid'],
    ['2026-13-45T99:99:00Z', 'invalid'],
    [1767000000000, 'invalid'],
    ['', 'invalid'],
  ])('expiresAt %j is %s', (expiresAt, expected) => {
    expect(mailExpiry(expiresAt === undefined ? {} : { expiresAt }, now)).toBe(expected);
  });
});

describe('permanent refusals', () => {
  const smtp = (code: string, command: string, responseCode?: number) =>
    Object.assign(new Error('smtp'), { code, command, ...(responseCode ? { responseCode } : {}) });
  it.each<[string, unknown, boolean]>([
    ['an unknown template', new MailPermanentError('unknown mail template'), true],
    ['550 to RCPT TO (no such mailbox)', smtp('EENVELOPE', 'RCPT TO', 550), true],
    ['553 to MAIL FROM', smtp('EENVELOPE', 'MAIL FROM', 553), true],
    ['an address nodemailer refuses to send to', smtp('EENVELOPE', 'API'), true],
    ['451 to RCPT TO (greylisting)', smtp('EENVELOPE', 'RCPT TO', 451), false],
    ['421 to MAIL FROM', smtp('EENVELOPE', 'MAIL FROM', 421), false],
    ['554 to the message (content refused: maybe not tomorrow)', smtp('EMESSAGE', 'DATA', 554), false],
    ['no connection', smtp('ESOCKET', 'CONN'), false],
    ['a login refused (a configuration to fix, the mail can wait)', smtp('EAUTH', 'AUTH PLAIN', 535), false],
    ['anything else', new Error('boom'), false],
    ['not an error', 'string', false],
  ])('%s: %s', (_name, err, permanent) => {
    expect(isPermanentRefusal(err)).toBe(permanent);
  });
});

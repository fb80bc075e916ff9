import { describe, expect, it } from 'vitest';
import { CLEAN_ADDRESS_MAX_DELAY_SECONDS, loginAttemptVerdict } from './login-throttle';

describe('loginAttemptVerdict', () => {
  it.each([
    // ip wait, account wait, this address failed against the account → refused for, slowed by
    ['nothing running', 0, 0, false, 0, 0],
    ['nothing running, an address that failed before', 0, 0, true, 0, 0],
    ['the guesser while the account waits', 0, 900, true, 900, 0],
    [
      'a clean address while the account waits: slowed, not refused',
      0,
      900,
      false,
      0,
      CLEAN_ADDRESS_MAX_DELAY_SECONDS,
    ],
    ['a clean address near the end of the account’s wait', 0, 1, false, 0, 1],
    ['an address that waits itself', 64, 0, false, 64, 0],
    ['an address that waits itself, account waits too', 64, 900, false, 64, 0],
    ['the longer of both waits for a guesser', 64, 8, true, 64, 0],
  ] as const)('%s', (_, ipWaitSeconds, accountWaitSeconds, addressFailedAgainstAccount, wait, slow) => {
    expect(loginAttemptVerdict({ ipWaitSeconds, accountWaitSeconds, addressFailedAgainstAccount })).toEqual({
      waitSeconds: wait,
      slowSeconds: slow,
    });
  });

  it('never slows a clean address by more than a couple of seconds', () => {
    expect(CLEAN_ADDRESS_MAX_DELAY_SECONDS).toBeLessThanOrEqual(2);
  });
});

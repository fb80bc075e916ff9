import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FREE_FAILURES_PER_ACCOUNT,
  CLEAN_ADDRESS_MAX_DELAY_SECONDS,
  CLEAN_ADDRESS_MAX_WAIT_SECONDS,
  loginAttemptVerdict,
} from './login-throttle';

const FREE = ADDRESS_FREE_FAILURES_PER_ACCOUNT;

describe('loginAttemptVerdict', () => {
  it.each([
    // ip wait, account wait, this address's failures against the account, next turn in → refused for, slowed by
    ['nothing running', 0, 0, 0, 0, 0, 0],
    ['nothing running, an address that failed before', 0, 0, FREE + 5, 0, 0, 0],
    ['the guesser while the account waits', 0, 900, FREE + 1, 0, 900, 0],
    [
      'a clean address while the account waits: slowed, not refused',
      0,
      900,
      0,
      0,
      0,
      CLEAN_ADDRESS_MAX_DELAY_SECONDS,
    ],
    [
      'the owner after one typing error while the account waits: slowed, not refused',
      0,
      900,
      1,
      0,
      0,
      CLEAN_ADDRESS_MAX_DELAY_SECONDS,
    ],
    [
      'an address at its last free failure against the account: slowed, not refused',
      0,
      900,
      FREE,
      0,
      0,
      CLEAN_ADDRESS_MAX_DELAY_SECONDS,
    ],
    ['a clean address near the end of the account’s wait', 0, 1, 0, 0, 0, 1],
    ['a clean address waits its turn', 0, 900, 0, 4.5, 0, 4.5],
    ['a clean address near the end of the account’s wait still waits its turn', 0, 1, 0, 3, 0, 3],
    [
      'a clean address finding the turns booked far ahead waits the longest wait, then is checked',
      0,
      900,
      0,
      60,
      0,
      CLEAN_ADDRESS_MAX_WAIT_SECONDS,
    ],
    ['a guesser takes no turn', 0, 0, FREE + 1, 5, 0, 0],
    ['no turns while the account is not under attack', 0, 0, 0, 5, 0, 0],
    ['an address that waits itself', 64, 0, 0, 0, 64, 0],
    ['an address that waits itself, account waits too', 64, 900, 0, 0, 64, 0],
    ['the longer of both waits for a guesser', 64, 8, FREE + 1, 0, 64, 0],
  ] as const)(
    '%s',
    (_, ipWaitSeconds, accountWaitSeconds, addressFailuresAgainstAccount, turnInSeconds, wait, slow) => {
      expect(
        loginAttemptVerdict({
          ipWaitSeconds,
          accountWaitSeconds,
          addressFailuresAgainstAccount,
          turnInSeconds,
        }),
      ).toEqual({ waitSeconds: wait, slowSeconds: slow });
    },
  );

  it('never slows a clean address by more than a couple of seconds, nor makes it wait long for its turn', () => {
    expect(CLEAN_ADDRESS_MAX_DELAY_SECONDS).toBeLessThanOrEqual(2);
    expect(CLEAN_ADDRESS_MAX_WAIT_SECONDS).toBeLessThanOrEqual(10);
  });
});

import type { PowChallenge } from '../../common/forms/proof-of-work';
import { solveProofOfWork } from '../../common/forms/solve-proof-of-work';
import type { TestServer } from '../core/testing/test-server';

/** Asks the server for a challenge and solves it, as the browser widget does. */
export async function solvedCaptcha(server: TestServer): Promise<string> {
  const res = await server.gql<{ captchaChallenge: PowChallenge }>(`{ captchaChallenge { algorithm salt challenge maxNumber signature } }`);
  const solution = await solveProofOfWork(res.data!.captchaChallenge, { batch: 2_000 });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return solution;
}

/** Passes as a solved captcha in the tests (CAPTCHA_BYPASS_KEY of vitest.config.mts): for many submissions at once. */
export const bypassCaptcha = (): string => `bypass:${process.env.CAPTCHA_BYPASS_KEY ?? ''}`;

export const FORM_RESULT_FIELDS = 'ok status message thankYouPath submissionId errors { field code message }';

export interface FormResultShape {
  ok: boolean;
  status: string;
  message: string;
  thankYouPath: string | null;
  submissionId: string | null;
  errors: { field: string; code: string; message: string }[];
}

export const visitor = {
  title: 'mrs',
  firstName: 'Anna',
  lastName: 'Peeters',
  email: 'anna.peeters@example.be',
  phone: '0475 12 34 56',
  privacyConsent: true,
};

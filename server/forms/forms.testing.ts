import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { MailCatcher } from '../mail/mail-catcher';
import { createMailTransport } from '../mail/mail-transport';
import { startBackgroundWork, type BackgroundWork } from '../worker-runtime';
import type { PowChallenge } from '../../common/forms/proof-of-work';
import { solveProofOfWork } from '../../common/forms/solve-proof-of-work';
import type { TestServer } from '../testing/test-server';

/** Asks the server for a challenge and solves it, as the browser widget does. */
export async function solvedCaptcha(server: TestServer): Promise<string> {
  const res = await server.gql<{ captchaChallenge: PowChallenge }>(
    `{ captchaChallenge { algorithm salt challenge maxNumber signature } }`,
  );
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

/**
 * The relay and the workers of a test, sending into a real SMTP server (the test's mail catcher),
 * on queue keys of their own so parallel test files never take each other's jobs.
 */
export function startMailWorker(
  ds: DataSource,
  databaseUrl: string,
  catcher: MailCatcher,
): Promise<BackgroundWork> {
  return startBackgroundWork(ds, databaseUrl, {
    transport: createMailTransport(`smtp://127.0.0.1:${catcher.smtpPort}`),
    queuePrefix: `test-${randomUUID()}`,
  });
}

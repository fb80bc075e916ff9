import { createHash, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { MailCatcher } from '../mail/mail-catcher';
import { createMailTransport } from '../mail/mail-transport';
import { startBackgroundWork, type BackgroundWork } from '../worker-runtime';
import { encodeSolution, powHashInput, type PowChallenge } from '../../common/forms/proof-of-work';
import type { TestServer } from '../testing/test-server';
import { waitFor } from '../testing/wait-for';

/**
 * Asks the server for a challenge and solves it: the real proof of work, with the wire format of
 * the browser widget. Hashed with node:crypto, synchronously: the widget's solver (Web Crypto, one
 * promise per try, run by the browser lane) takes ~4 times longer, seconds per file here.
 */
export async function solvedCaptcha(server: TestServer): Promise<string> {
  const res = await server.gql<{ captchaChallenge: PowChallenge }>(
    `{ captchaChallenge { algorithm salt challenge maxNumber signature } }`,
  );
  const { algorithm, salt, challenge, maxNumber, signature } = res.data!.captchaChallenge;
  for (let number = 0; number <= maxNumber; number++) {
    const hash = createHash('sha256').update(powHashInput(salt, number)).digest('hex');
    if (hash === challenge)
      return encodeSolution({ algorithm, salt, challenge, maxNumber, number, signature });
  }
  throw new Error('captcha challenge could not be solved');
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

/**
 * Resolves once no outbox row waits or is on its way (pending, queued, sending): every mail
 * written so far has reached the SMTP server (the catcher holds a message before it answers, so
 * before the row is marked sent) or is dead. Checks that no more mail comes wait on this.
 */
export async function outboxSettled(ds: DataSource, timeoutMs = 15_000): Promise<void> {
  await waitFor(
    async () => {
      const [{ n }]: { n: number }[] = await ds.query(
        `SELECT count(*)::int AS n FROM outbox WHERE status IN ('pending', 'queued', 'sending')`,
      );
      return n === 0;
    },
    { timeoutMs, message: 'every outbox row sent' },
  );
}

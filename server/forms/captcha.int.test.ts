import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeSolution, encodeSolution, type PowSolution } from '../../common/forms/proof-of-work';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { CAPTCHA_LIFETIME_SECONDS, verifyAndSpendCaptcha } from './captcha.service';
import { FORM_RESULT_FIELDS, solvedCaptcha, visitor, type FormResultShape } from './forms.testing';

const SUBMIT = `mutation($input: ContactFormInput!) { submitSiteContact(input: $input) { ${FORM_RESULT_FIELDS} } }`;

/** The captcha through the real contact form: forgeries refused, an honest solution accepted once. */
describe('captcha solutions at the form', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
  });
  afterAll(() => server?.close());

  const submit = async (captcha: string) =>
    (
      await server.gql<{ submitSiteContact: FormResultShape }>(SUBMIT, {
        input: { ...visitor, message: 'captcha check', meta: { lang: 'en', captcha } },
      })
    ).data!.submitSiteContact;
  const stored = async (): Promise<number> =>
    (await server.ds.query(`SELECT count(*)::int AS n FROM form_submission`))[0].n;
  /** A solved challenge whose number has at least two digits (nearly all of them). */
  const solvedWithDigits = async (): Promise<PowSolution> => {
    for (;;) {
      const s = decodeSolution(await solvedCaptcha(server))!;
      if (s.number >= 10) return s;
    }
  };
  const refused = (r: FormResultShape) => {
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([
      { field: 'captcha', code: 'captchaInvalid', message: 'The entered characters are not valid.' },
    ]);
  };

  it('refuses digits moved from the number into the expiry (a solution that would never expire)', async () => {
    const s = await solvedWithDigits();
    const digits = String(s.number);
    const forged = {
      ...s,
      salt: s.salt + digits.slice(0, -1),
      number: Number(digits.slice(-1)),
    };
    const before = await stored();
    refused(await submit(encodeSolution(forged)));
    expect(await stored()).toBe(before);
  });

  it('refuses a tampered maxNumber and a later expiry', async () => {
    const s = await solvedWithDigits();
    refused(await submit(encodeSolution({ ...s, maxNumber: s.maxNumber * 10 })));
    refused(
      await submit(encodeSolution({ ...s, salt: s.salt.replace(/expires=\d{10}/, 'expires=9999999999') })),
    );
    // The honest solution is still good after those tries, once.
    expect((await submit(encodeSolution(s))).ok).toBe(true);
    refused(await submit(encodeSolution(s)));
  });

  it('refuses an expired solution, and remembers a spent one until its signed expiry', async () => {
    const encoded = await solvedCaptcha(server);
    const s = decodeSolution(encoded)!;
    const later = Date.now() + (CAPTCHA_LIFETIME_SECONDS + 60) * 1000;
    expect(await verifyAndSpendCaptcha(server.ds.manager, encoded, later)).toBe('invalid');
    expect(await verifyAndSpendCaptcha(server.ds.manager, encoded)).toBe('ok');
    expect(await verifyAndSpendCaptcha(server.ds.manager, encoded)).toBe('invalid');
    const [row]: { expires: number }[] = await server.ds.query(
      `SELECT extract(epoch FROM expires_at)::bigint::int AS expires FROM captcha_spent WHERE signature = $1`,
      [s.signature],
    );
    expect(row.expires).toBe(Number(/expires=(\d{10})$/.exec(s.salt)![1]));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { FORM_RESULT_FIELDS, solvedCaptcha, visitor, type FormResultShape } from './forms.testing';

const VISIT = `mutation($input: ContactFormInput!) { requestVisit(input: $input) { ${FORM_RESULT_FIELDS} } }`;

/** Forms without hooks are written in one statement: it must refuse exactly as the transaction does. */
describe('the one-statement write', () => {
  let server: TestServer;
  let propertyId: number;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    [{ id: propertyId }] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL ORDER BY id LIMIT 1`,
    );
  });
  afterAll(() => server?.close());
  const count = async (table: string) =>
    (await server.ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

  it('spends nothing and stores nothing for an unknown property; the same captcha then buys one submission, once', async () => {
    const captcha = await solvedCaptcha(server);
    const before = {
      submissions: await count('form_submission'),
      outbox: await count('outbox'),
      spent: await count('captcha_spent'),
    };
    const unknown = await server.gql<{ requestVisit: FormResultShape }>(VISIT, {
      input: { ...visitor, propertyId: 999_999_999, meta: { lang: 'en', captcha } },
    });
    expect(unknown.data!.requestVisit).toMatchObject({
      status: 'INVALID',
      errors: [{ field: 'propertyId', code: 'unknownProperty' }],
    });
    expect({
      submissions: await count('form_submission'),
      outbox: await count('outbox'),
      spent: await count('captcha_spent'),
    }).toEqual(before);

    const ok = await server.gql<{ requestVisit: FormResultShape }>(VISIT, {
      input: { ...visitor, propertyId, meta: { lang: 'en', captcha } },
    });
    expect(ok.data!.requestVisit.status).toBe('ACCEPTED');
    const again = await server.gql<{ requestVisit: FormResultShape }>(VISIT, {
      input: { ...visitor, propertyId, meta: { lang: 'en', captcha } },
    });
    expect(again.data!.requestVisit).toMatchObject({
      status: 'INVALID',
      errors: [{ field: 'captcha', code: 'captchaInvalid' }],
    });
    expect({
      submissions: await count('form_submission'),
      outbox: await count('outbox'),
      spent: await count('captcha_spent'),
    }).toEqual({
      submissions: before.submissions + 1,
      outbox: before.outbox + 2,
      spent: before.spent + 1,
    });
    const [row] = await server.ds.query(`SELECT property_id, form FROM form_submission WHERE id = $1`, [
      ok.data!.requestVisit.submissionId,
    ]);
    expect(row).toEqual({ property_id: propertyId, form: 'visit-request' });
  });
});

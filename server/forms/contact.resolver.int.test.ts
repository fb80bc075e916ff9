import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { FORM_RESULT_FIELDS, solvedCaptcha, visitor, type FormResultShape } from './forms.testing';

const SUBMIT = `mutation($input: ContactFormInput!) { submitSiteContact(input: $input) { ${FORM_RESULT_FIELDS} } }`;
const VISIT = `mutation($input: ContactFormInput!) { requestVisit(input: $input) { ${FORM_RESULT_FIELDS} } }`;

describe('contact forms over GraphQL', () => {
  let server: TestServer;
  let propertyId: number;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    [{ id: propertyId }] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL ORDER BY id LIMIT 1`,
    );
  });
  afterAll(() => server?.close());

  const meta = async (lang = 'fr') => ({
    lang,
    captcha: await solvedCaptcha(server),
    pageUrl: '/fr/contact/',
    referrer: 'https://www.google.be/',
    utmSource: 'newsletter',
    analyticsConsent: true,
  });

  it('stores an accepted submission with its two outbox mails in one go, and answers the thank-you path', async () => {
    const res = await server.gql<{ submitSiteContact: FormResultShape }>(SUBMIT, {
      input: { ...visitor, message: 'Bonjour <b>test</b>', meta: await meta() },
    });
    const r = res.data!.submitSiteContact;
    expect(r).toMatchObject({
      ok: true,
      status: 'ACCEPTED',
      thankYouPath: '/fr/merci/site-contact/',
      errors: [],
    });
    const [row] = await server.ds.query(
      `SELECT form, lang, email, fields, page_url, referrer, utm_source, analytics_consent FROM form_submission WHERE id = $1`,
      [r.submissionId],
    );
    expect(row).toMatchObject({
      form: 'site-contact',
      lang: 'fr',
      email: 'anna.peeters@example.be',
      page_url: '/fr/contact/',
      referrer: 'https://www.google.be/',
      utm_source: 'newsletter',
      analytics_consent: true,
    });
    expect(row.fields.message).toBe('Bonjour <b>test</b>');
    const mails = await server.ds.query(
      `SELECT payload, status FROM outbox WHERE submission_id = $1 ORDER BY id`,
      [r.submissionId],
    );
    expect(
      mails.map((m: { payload: { template: string; to: string } }) => [m.payload.template, m.payload.to]),
    ).toEqual([
      ['site-contact', 'agency'],
      ['site-contact.confirmation', 'anna.peeters@example.be'],
    ]);
    expect(mails.every((m: { status: string }) => m.status === 'pending')).toBe(true);
  });

  it.each([
    ['en', 'The fields in red must be checked.', 'This field is required.'],
    ['nl', 'De velden in het rood moeten gecontroleerd worden.', 'Dit veld is verplicht.'],
    ['fr', 'Les champs en rouge doivent être vérifiés.', 'Ce champ est obligatoire.'],
    ['de', 'Die rot markierten Felder müssen überprüft werden.', 'Dieses Feld ist erforderlich.'],
  ])('refuses bad input with field messages in %s and stores nothing', async (lang, summary, required) => {
    const before = await server.ds.query(`SELECT count(*)::int AS n FROM form_submission`);
    const res = await server.gql<{ submitSiteContact: FormResultShape }>(SUBMIT, {
      input: {
        ...visitor,
        firstName: ' ',
        email: 'not-an-email',
        phone: '12',
        lastName: 'X\r\nBcc: victim@example.com',
        privacyConsent: false,
        meta: { lang, captcha: null },
      },
    });
    const r = res.data!.submitSiteContact;
    expect(r.status).toBe('INVALID');
    expect(r.message).toBe(summary);
    expect(Object.fromEntries(r.errors.map((e) => [e.field, e.code]))).toEqual({
      firstName: 'required',
      lastName: 'singleLine',
      email: 'email',
      phone: 'phone',
      privacyConsent: 'consentRequired',
      captcha: 'captchaMissing',
    });
    expect(r.errors.find((e) => e.field === 'firstName')?.message).toBe(required);
    expect(await server.ds.query(`SELECT count(*)::int AS n FROM form_submission`)).toEqual(before);
  });

  it('refuses a forged or reused captcha: "The entered characters are not valid."', async () => {
    const captcha = await solvedCaptcha(server);
    const first = await server.gql<{ submitSiteContact: FormResultShape }>(SUBMIT, {
      input: { ...visitor, meta: { lang: 'en', captcha } },
    });
    expect(first.data!.submitSiteContact.ok).toBe(true);
    const again = await server.gql<{ submitSiteContact: FormResultShape }>(SUBMIT, {
      input: { ...visitor, meta: { lang: 'en', captcha } },
    });
    expect(again.data!.submitSiteContact.errors).toEqual([
      { field: 'captcha', code: 'captchaInvalid', message: 'The entered characters are not valid.' },
    ]);
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(captcha, 'base64').toString()), number: 1 }),
    ).toString('base64');
    const bad = await server.gql<{ submitSiteContact: FormResultShape }>(SUBMIT, {
      input: { ...visitor, meta: { lang: 'en', captcha: forged } },
    });
    expect(bad.data!.submitSiteContact.errors.map((e) => e.code)).toContain('captchaInvalid');
  });

  it('requires an existing property for a visit request', async () => {
    const none = await server.gql<{ requestVisit: FormResultShape }>(VISIT, {
      input: { ...visitor, meta: await meta('en') },
    });
    expect(none.data!.requestVisit.errors.map((e) => [e.field, e.code])).toEqual([
      ['propertyId', 'required'],
    ]);
    const unknown = await server.gql<{ requestVisit: FormResultShape }>(VISIT, {
      input: { ...visitor, propertyId: 999_999_999, meta: await meta('en') },
    });
    expect(unknown.data!.requestVisit.errors).toEqual([
      { field: 'propertyId', code: 'unknownProperty', message: 'This property does not exist (any more).' },
    ]);
    const ok = await server.gql<{ requestVisit: FormResultShape }>(VISIT, {
      input: { ...visitor, propertyId, meta: await meta('nl') },
    });
    expect(ok.data!.requestVisit).toMatchObject({
      ok: true,
      thankYouPath: '/nl/bedankt/contact-appointment/',
    });
  });

  it("counts a form about a property in its owner's statistics, in the same transaction", async () => {
    const before = (
      await server.ds.query(
        `SELECT coalesce(sum(count), 0)::int AS n FROM property_daily_stat WHERE property_id = $1 AND kind = 'enquiry'`,
        [propertyId],
      )
    )[0].n;
    const res = await server.gql<{ requestVisit: FormResultShape }>(VISIT, {
      input: {
        ...visitor,
        propertyId,
        meta: { ...(await meta('en')), referrer: 'https://www.immoweb.be/en/search', utmSource: null },
      },
    });
    const id = res.data!.requestVisit.submissionId;
    expect(
      await server.ds.query(`SELECT kind, source, data FROM property_event WHERE id = $1`, [id]),
    ).toEqual([{ kind: 'enquiry', source: 'portal', data: { form: 'visit-request' } }]);
    const after = (
      await server.ds.query(
        `SELECT coalesce(sum(count), 0)::int AS n FROM property_daily_stat WHERE property_id = $1 AND kind = 'enquiry'`,
        [propertyId],
      )
    )[0].n;
    expect(after).toBe(before + 1);
  });

  it('drops a honeypot submission silently', async () => {
    const before = await server.ds.query(`SELECT count(*)::int AS n FROM form_submission`);
    const res = await server.gql<{ submitSiteContact: FormResultShape }>(SUBMIT, {
      input: { ...visitor, meta: { lang: 'en', website: 'http://spam.example' } },
    });
    expect(res.data!.submitSiteContact.ok).toBe(true);
    expect(await server.ds.query(`SELECT count(*)::int AS n FROM form_submission`)).toEqual(before);
  });
});

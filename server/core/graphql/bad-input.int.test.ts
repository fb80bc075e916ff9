import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bypassCaptcha, FORM_RESULT_FIELDS, visitor } from '../../forms/forms.testing';
import { freshDatabase } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * Control characters and lone surrogates in any string argument are refused at the edge, before a
 * resolver runs (PostgreSQL refuses NUL in text and lone surrogates in JSON; before, queries
 * answered INTERNAL_SERVER_ERROR and forms "Mail not sent"): BAD_USER_INPUT naming the argument,
 * in the request's language. So is a subscription. Against the real app and a private database
 * (the mutations would write).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(await freshDatabase());
});
afterAll(async () => {
  await server?.close();
});

const meta = { lang: 'en', captcha: bypassCaptcha() };
const CONTACT = `mutation($input: ContactFormInput!) { submitSiteContact(input: $input) { ${FORM_RESULT_FIELDS} } }`;
const TESTIMONIAL = `mutation($input: TestimonialFormInput!) { submitTestimonial(input: $input) { ${FORM_RESULT_FIELDS} } }`;
const LOGIN = `mutation($input: OwnerLoginInput!) { ownerLogin(input: $input) { ok message } }`;

type Case = [name: string, query: string, variables: Record<string, unknown> | undefined, field: string];
const CASES: Case[] = [
  [
    'search (variable)',
    'query($t: String!) { search(text: $t) { cities { name } } }',
    { t: 'Water\u0000loo' },
    'text',
  ],
  ['search (literal)', '{ search(text: "Water\\u0000loo") { cities { name } } }', undefined, 'text'],
  ['serviceArticle', 'query($s: String!) { serviceArticle(slug: $s) { title } }', { s: 'a\u0000' }, 'slug'],
  ['testimonial', 'query($s: String!) { testimonial(slug: $s) { name } }', { s: '\u0000' }, 'slug'],
  [
    'ownerLogin',
    LOGIN,
    { input: { email: 'owner1@immo-demo.be\u0000', password: 'demo-portal-2026' } },
    'input.email',
  ],
  ['a form field', CONTACT, { input: { ...visitor, firstName: 'An\u0000na', meta } }, 'input.firstName'],
  [
    'a form field (literal)',
    `mutation { submitSiteContact(input: { title: "mrs", firstName: "Anna", lastName: "P\\u0000", email: "a@example.be", phone: "0475 12 34 56", privacyConsent: true, meta: { lang: "en" } }) { ok } }`,
    undefined,
    'input.lastName',
  ],
  [
    'the meta block',
    CONTACT,
    { input: { ...visitor, meta: { ...meta, referrer: 'https://x.be/\u0000' } } },
    'input.meta.referrer',
  ],
  [
    'a testimonial field',
    TESTIMONIAL,
    { input: { name: 'Anna', email: 'a@example.be', comment: 'Fine\u0007', privacyConsent: true, meta } },
    'input.comment',
  ],
  // Half a UTF-16 surrogate pair: no UTF-8 for it, and PostgreSQL refuses its JSON escape ("Mail not sent").
  ['a lone surrogate', CONTACT, { input: { ...visitor, message: 'Hi \ud800', meta } }, 'input.message'],
  [
    'a lone surrogate (search)',
    'query($t: String!) { search(text: $t) { cities { name } } }',
    { t: '\udfff' },
    'text',
  ],
  ['DEL', CONTACT, { input: { ...visitor, message: 'x\u007f', meta } }, 'input.message'],
];

describe('bad input refused at the edge', () => {
  it.each(CASES)('%s: BAD_USER_INPUT naming the field', async (_name, query, variables, field) => {
    const res = await server.gql(query, variables, { 'x-lang': 'nl' });
    expect(res.errors?.[0]?.extensions, JSON.stringify(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field,
    });
    expect(res.status).toBe(400);
    expect(res.errors![0].message).toContain(field);
    // Dutch, as the request asked.
    expect(res.errors![0].message).toMatch(/controleteken/);
    expect(res.data ?? null).toBeNull();
  });

  it('keeps tab, newline and carriage return, and any other unicode', async () => {
    const res = await server.gql(CONTACT, {
      input: { ...visitor, message: 'Line 1\r\n\tLine 2 — ça va? 😀 \u200b', meta },
    });
    expect(res.errors).toBeUndefined();
    expect((res.data as { submitSiteContact: { ok: boolean } }).submitSiteContact.ok).toBe(true);
  });

  it('refuses a subscription (the schema has none) with 400 BAD_REQUEST, not an internal error', async () => {
    const res = await server.gql('subscription { search(text: "a") { cities { name } } }', undefined, {
      'x-lang': 'fr',
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: "Cette API n'a pas d'opérations subscription.",
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('stored no submission with a control character', async () => {
    const rows: { fields: unknown }[] = await server.ds.query(`SELECT fields FROM form_submission`);
    // JSON writes C0 characters as \u00XX escapes; DEL stays as it is.
    const withControl = rows.filter((r) =>
      /\\u00(0[0-8bcef]|1[0-9a-f])|\u007f/i.test(JSON.stringify(r.fields)),
    );
    expect(withControl).toEqual([]);
  });
});

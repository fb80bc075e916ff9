import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { config } from '../core/config';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import type { BackgroundWork } from '../worker-runtime';
import {
  FORM_RESULT_FIELDS,
  type FormResultShape,
  solvedCaptcha,
  startMailWorker,
  visitor,
} from './forms.testing';
import { FRIEND_MAILS_PER_DAY, SEND_TO_FRIEND, SEND_TO_FRIEND_RATE_COST } from './request-forms';
import { agentEmailInTables } from '../mail/outbox.testing';
import { documentName } from '../catalog/rules/document-kind';

const DOCUMENTS = `mutation($input: DocumentsRequestInput!) { requestDocuments(input: $input) { ${FORM_RESULT_FIELDS} } }`;
const VALUATION = `mutation($input: ValuationRequestInput!) { requestValuation(input: $input) { ${FORM_RESULT_FIELDS} } }`;
const FRIEND = `mutation($input: SendToFriendInput!) { sendToFriend(input: $input) { ${FORM_RESULT_FIELDS} } }`;

const address = {
  street: 'Rue Haute',
  houseNumber: '12',
  box: '3',
  zip: '1000',
  city: 'Bruxelles',
  propertyType: 'apartment',
  goal: 'sale',
};

/** The three forms end to end: GraphQL → PostgreSQL (submission + outbox) → relay → BullMQ → real SMTP. */
describe('documents request, free valuation and send to friend', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  let withDocs: { id: number; documents: { name: string; url: string }[] };
  let withoutDocs: number;
  beforeAll(async () => {
    const dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher();
    work = await startMailWorker(server.ds, dbUrl, catcher);
    [withDocs] = await server.ds.query(
      `SELECT id, documents FROM property WHERE withdrawn_at IS NULL AND jsonb_array_length(documents) > 0 ORDER BY id LIMIT 1`,
    );
    [{ id: withoutDocs }] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND jsonb_array_length(documents) = 0 ORDER BY id LIMIT 1`,
    );
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
  });

  const meta = async (lang: string) => ({
    lang,
    captcha: await solvedCaptcha(server),
    pageUrl: `/${lang}/`,
    analyticsConsent: false,
  });
  const documents = async (email: string, propertyId: number, lang = 'en') =>
    (
      await server.gql<{ requestDocuments: FormResultShape }>(DOCUMENTS, {
        input: { ...visitor, email, propertyId, meta: await meta(lang) },
      })
    ).data!.requestDocuments;

  describe('documents request', () => {
    it('accepts the first request and mails the documents with links; the same e-mail in other capitals is told it already asked', async () => {
      const email = `docs-${randomUUID()}@example.be`;
      const first = await documents(email, withDocs.id);
      expect(first).toMatchObject({
        ok: true,
        status: 'ACCEPTED',
        message: 'The documents will be sent to you by e-mail.',
        thankYouPath: '/en/thank-you/contact-me/',
      });

      const again = await documents(email.toUpperCase(), withDocs.id, 'fr');
      expect(again).toMatchObject({
        ok: false,
        status: 'ALREADY_REQUESTED',
        message: 'Vous avez déjà demandé les documents de ce bien.',
        submissionId: null,
      });
      const again2 = await documents(email, withDocs.id);
      expect(again2.message).toBe('You have already requested the documents for this property.');
      expect(
        await server.ds.query(
          `SELECT count(*)::int AS n FROM form_submission WHERE form = 'documents-request' AND email = $1`,
          [email],
        ),
      ).toEqual([{ n: 1 }]);

      const [mail] = await catcher.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toBe(`The documents of the property – Ref ${withDocs.id}`);
      for (const doc of withDocs.documents) {
        expect(mail.html).toContain(`>${documentName(doc, 'en')}</a>`);
        expect(mail.text).toContain(`- ${documentName(doc, 'en')}: `);
        expect(mail.html).toMatch(
          new RegExp(`href="https?://[^"]+${doc.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
        );
      }
      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      const agent = await agentEmailInTables(server.ds, withDocs.id);
      // A listing's mail goes to its agent, the agency's address in copy.
      expect(agency.to).toEqual([agent, 'info@immo-demo.be']);
      expect(agency.cc).toEqual(['info@immo-demo.be']);
      expect(agency.subject).toMatch(
        new RegExp(`^Contacteer mij: aanvraag documenten – Ref ${withDocs.id} – Anna Peeters$`),
      );
    });

    it("names known kinds of documents in the language of the page and of the mail; the agency's own names stay as written", async () => {
      const [{ id }]: { id: number }[] = await server.ds.query(
        `SELECT id FROM property WHERE withdrawn_at IS NULL AND id NOT IN ($1, $2) ORDER BY id LIMIT 1`,
        [withDocs.id, withoutDocs],
      );
      await server.ds.query(`UPDATE property SET documents = $2::jsonb WHERE id = $1`, [
        id,
        JSON.stringify([
          { name: 'Grondplan', url: '/media/demo/doc-floor-plan.svg' },
          { name: 'Attest 2024', url: '/media/demo/doc-epc.svg', kind: 'epc' },
          { name: 'Plan van de kelder', url: '/media/demo/cellar.pdf' },
        ]),
      ]);
      const names = async (lang: string) =>
        (
          await server.gql<{ property: { documents: { name: string }[] } }>(
            `query($id: Int!, $lang: String!) { property(id: $id, lang: $lang) { documents { name } } }`,
            { id, lang },
          )
        ).data!.property.documents.map((d) => d.name);
      expect(await names('fr')).toEqual(['Plan', 'Certificat PEB', 'Plan van de kelder']);
      expect(await names('en')).toEqual(['Floor plan', 'EPC certificate', 'Plan van de kelder']);
      expect(await names('nl')).toEqual(['Grondplan', 'EPC-certificaat', 'Plan van de kelder']);

      const email = `docs-names-${randomUUID()}@example.be`;
      expect((await documents(email, id, 'en')).status).toBe('ACCEPTED');
      const [mail] = await catcher.waitFor((m) => m.to.includes(email));
      for (const name of ['Floor plan', 'EPC certificate', 'Plan van de kelder'])
        expect(mail.text).toContain(`- ${name}: `);
      expect(mail.text).not.toContain('Grondplan');
    });

    it('says "no documents" when the listing has none, and another property is a new request', async () => {
      const email = `nodocs-${randomUUID()}@example.be`;
      expect((await documents(email, withDocs.id, 'nl')).status).toBe('ACCEPTED');
      const other = await documents(email, withoutDocs, 'nl');
      expect(other).toMatchObject({
        status: 'ACCEPTED',
        message: 'De documenten worden u per e-mail toegestuurd.',
      });
      const [mail] = await catcher.waitFor(
        (m) => m.to.includes(email) && m.subject.includes(`Ref ${withoutDocs}`),
      );
      expect(mail.subject).toBe(`De documenten van het pand – Ref ${withoutDocs}`);
      expect(mail.text).toContain('(geen documenten)');
    });

    it('lets exactly one of six concurrent identical requests through (unique index, not a prior check)', async () => {
      const email = `race-${randomUUID()}@example.be`;
      const captchas = await Promise.all(Array.from({ length: 6 }, () => solvedCaptcha(server)));
      const results = await Promise.all(
        captchas.map(
          async (captcha, i) =>
            (
              await server.gql<{ requestDocuments: FormResultShape }>(DOCUMENTS, {
                input: {
                  ...visitor,
                  email: i % 2 ? email : email.toUpperCase(),
                  propertyId: withoutDocs,
                  meta: { lang: 'en', captcha },
                },
              })
            ).data!.requestDocuments.status,
        ),
      );
      expect(results.filter((s) => s === 'ACCEPTED')).toHaveLength(1);
      expect(results.filter((s) => s === 'ALREADY_REQUESTED')).toHaveLength(5);
      expect(
        await server.ds.query(`SELECT count(*)::int AS n FROM document_request WHERE lower(email) = $1`, [
          email,
        ]),
      ).toEqual([{ n: 1 }]);
    });

    it('requires a property', async () => {
      const r = (
        await server.gql<{ requestDocuments: FormResultShape }>(DOCUMENTS, {
          input: { ...visitor, meta: await meta('en') },
        })
      ).data!.requestDocuments;
      expect(r.errors.map((e) => [e.field, e.code])).toEqual([['propertyId', 'required']]);
    });
  });

  describe('free valuation', () => {
    it.each([
      ['en', 'Valuation address is required.'],
      ['nl', 'Het adres van de schatting is verplicht.'],
      ['fr', "L'adresse du bien à estimer est obligatoire."],
      ['de', 'Die Adresse der zu bewertenden Immobilie ist erforderlich.'],
    ])(
      'refuses a missing address, type and goal; every address part gets the one address message (%s)',
      async (lang, addressMessage) => {
        const r = (
          await server.gql<{ requestValuation: FormResultShape }>(VALUATION, {
            input: {
              ...visitor,
              street: ' ',
              houseNumber: '',
              zip: 'x',
              city: '',
              propertyType: '',
              goal: 'buy',
              meta: { lang, captcha: null },
            },
          })
        ).data!.requestValuation;
        expect(r.status).toBe('INVALID');
        expect(Object.fromEntries(r.errors.map((e) => [e.field, e.code]))).toEqual({
          street: 'valuationAddress',
          houseNumber: 'valuationAddress',
          zip: 'valuationAddress',
          city: 'valuationAddress',
          propertyType: 'required',
          goal: 'choice',
          captcha: 'captchaMissing',
        });
        expect(r.errors.find((e) => e.field === 'street')?.message).toBe(addressMessage);
      },
    );

    it.each([
      ['en', 'This field is required.'],
      ['fr', 'Ce champ est obligatoire.'],
    ])('requires the salutation: a request without one gets a field error (%s)', async (lang, message) => {
      const r = (
        await server.gql<{ requestValuation: FormResultShape }>(VALUATION, {
          input: { ...visitor, title: null, ...address, meta: await meta(lang) },
        })
      ).data!.requestValuation;
      expect(r.status).toBe('INVALID');
      expect(r.errors).toEqual([{ field: 'title', code: 'required', message }]);
    });

    it('mails the agency (nl, subject "free valuation") and the visitor in their language with the address to value', async () => {
      const email = `valuation-${randomUUID()}@example.be`;
      const r = (
        await server.gql<{ requestValuation: FormResultShape }>(VALUATION, {
          input: {
            ...visitor,
            email,
            ...address,
            contactTime: '13:00-16:00',
            remarks: 'Garden <b>south</b>',
            meta: await meta('fr'),
          },
        })
      ).data!.requestValuation;
      expect(r).toMatchObject({ ok: true, status: 'ACCEPTED', thankYouPath: '/fr/merci/contact-demand/' });
      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      expect(agency.subject).toBe('Gratis schatting – Anna Peeters');
      expect(agency.text).toContain('Adres van het te schatten pand: Rue Haute 12 bte/bus 3, 1000 Bruxelles');
      expect(agency.text).toContain('Type pand: Appartement');
      expect(agency.text).toContain('Doel: Verkopen');
      expect(agency.html).toContain('Garden &lt;b&gt;south&lt;/b&gt;');
      const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
      expect(confirmation.subject).toBe('Nous avons bien reçu votre demande d’estimation');
      expect(confirmation.text).toContain(
        'Merci pour votre demande d’estimation gratuite. Nous vous contactons pour fixer un rendez-vous.',
      );
      expect(confirmation.text).toContain('Objectif: Vendre');
    });
  });

  describe('send to friend', () => {
    let propertyId: number;
    beforeAll(() => {
      propertyId = withDocs.id;
    });
    const send = async (input: Record<string, unknown>, lang = 'en') =>
      (
        await server.gql<{ sendToFriend: FormResultShape }>(FRIEND, {
          input: {
            propertyId,
            senderName: 'Anna Peeters',
            senderEmail: 'anna@example.be',
            ...input,
            meta: await meta(lang),
          },
        })
      ).data!.sendToFriend;

    it.each([
      ['', 'friendEmail'],
      ['not-an-email', 'friendEmail'],
      ['a@b.be\r\nBcc: x@y.be', 'friendEmail'],
    ])('refuses the friend address %j with the one friend e-mail message', async (friendEmail, code) => {
      const r = await send({ friendEmail });
      expect(r.errors).toEqual([
        { field: 'friendEmail', code, message: "Friend's e-mail is required and must be valid." },
      ]);
    });

    it('refuses a long note and links', async () => {
      const r = await send({
        friendEmail: 'f@example.be',
        note: 'x'.repeat(501),
        senderName: 'Visit www.spam.example',
      });
      expect(Object.fromEntries(r.errors.map((e) => [e.field, e.code]))).toEqual({
        note: 'tooLong',
        senderName: 'noLinks',
      });
      const link = await send({ friendEmail: 'f@example.be', note: 'see https://evil.example/x' });
      expect(link.errors.map((e) => [e.field, e.code])).toEqual([['note', 'noLinks']]);
    });

    it.each([
      'bit.ly/x',
      't.me/x',
      'wa.me/32470123456',
      'scam.shop',
      'evil .com',
      'evil[.]com',
      'evil(dot)com',
      'mail me: anna@example.be',
      'call 0475 12 34 56',
    ])('refuses the note %j with the "no links" message, and queues no mail', async (note) => {
      const friendEmail = `refused-${randomUUID()}@example.be`;
      const r = await send({ friendEmail, note });
      expect(r.errors).toEqual([
        { field: 'note', code: 'noLinks', message: 'Links are not allowed in this field.' },
      ]);
      const queued = await server.ds.query(`SELECT 1 FROM outbox WHERE payload->>'to' = $1`, [friendEmail]);
      expect(queued).toEqual([]);
    });

    it('sends the fixed template to the friend only, answering to the agency, naming the sender, with the note escaped', async () => {
      const friendEmail = `friend-${randomUUID()}@example.be`;
      const r = await send(
        {
          friendEmail,
          note: 'Look <img src=x onerror=alert(1)> at this & call me',
          senderName: 'Anna <b>Peeters</b>',
        },
        'nl',
      );
      expect(r).toMatchObject({
        ok: true,
        status: 'ACCEPTED',
        message: 'Bedankt. Uw vriend ontvangt het pand per e-mail.',
        thankYouPath: '/nl/bedankt/send-to-friend/',
      });
      const [mail] = await catcher.waitFor((m) => m.to.includes(friendEmail));
      // A Reply-To of the sender's choosing on a mail to a stranger would make it the sender's mail.
      expect(mail.replyTo).toBe(config().AGENCY_EMAIL);
      expect(mail.text).toContain('anna@example.be');
      expect(mail.subject).toBe(`Doorsturen naar een vriend: een pand voor u – Ref ${propertyId}`);
      expect(mail.html).toContain('Look &lt;img src=x onerror=alert(1)&gt; at this &amp; call me');
      expect(mail.html).toContain(
        'Anna &lt;b&gt;Peeters&lt;/b&gt; (anna@example.be) dacht dat dit pand u zou bevallen',
      );
      // The sender's address is named, never offered as the way to answer: that is the agency.
      expect(mail.text).not.toMatch(/te antwoorden|schrijft u naar/);
      expect(mail.text.match(/anna@example\.be/g)).toHaveLength(1);
      expect(mail.html).not.toMatch(/<img src=x/);
      expect(mail.text).toContain(`Ref. ${propertyId}`);
      const outbox = await server.ds.query(
        `SELECT payload->>'to' AS "to" FROM outbox WHERE submission_id = $1`,
        [r.submissionId],
      );
      expect(outbox).toEqual([{ to: friendEmail }]);
    });

    it(`caps one recipient at ${FRIEND_MAILS_PER_DAY} mails a day, whatever the capitals, even when sent at once`, async () => {
      const friendEmail = `flooded-${randomUUID()}@example.be`;
      const captchas = await Promise.all(
        Array.from({ length: FRIEND_MAILS_PER_DAY + 3 }, () => solvedCaptcha(server)),
      );
      const results = await Promise.all(
        captchas.map(
          async (captcha, i) =>
            (
              await server.gql<{ sendToFriend: FormResultShape }>(FRIEND, {
                input: {
                  propertyId,
                  senderName: `Sender ${i}`,
                  senderEmail: `s${i}@example.be`,
                  friendEmail: i % 2 ? friendEmail.toUpperCase() : friendEmail,
                  meta: { lang: 'en', captcha },
                },
              })
            ).data!.sendToFriend,
        ),
      );
      expect(results.filter((x) => x.status === 'ACCEPTED')).toHaveLength(FRIEND_MAILS_PER_DAY);
      const refused = results.filter((x) => x.status !== 'ACCEPTED');
      expect(refused.map((x) => [x.status, x.message])).toEqual(
        Array(3).fill([
          'RATE_LIMITED',
          'This address has already received enough recommendations today. Please try again tomorrow.',
        ]),
      );
    });

    it('costs more of the per-IP rate limit than other forms', () => {
      expect(SEND_TO_FRIEND.rateLimitCost).toBe(SEND_TO_FRIEND_RATE_COST);
      expect(SEND_TO_FRIEND_RATE_COST).toBeGreaterThan(1);
    });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsToday } from '../../common/forms/rent-offer-rules';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import type { BackgroundWork } from '../worker-runtime';
import {
  FORM_RESULT_FIELDS,
  type FormResultShape,
  solvedCaptcha,
  startMailWorker,
  visitor,
} from '../forms/forms.testing';
import { agentEmailInTables } from '../mail/outbox.testing';

const RENT = `mutation($input: RentApplicationInput!) { applyToRent(input: $input) { ${FORM_RESULT_FIELDS} } }`;
const OFFER = `mutation($input: OfferInput!) { submitOffer(input: $input) { ${FORM_RESULT_FIELDS} } }`;

/** A day relative to today on the Brussels calendar, YYYY-MM-DD. */
function inDays(days: number): string {
  const d = new Date(`${brusselsToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

const household = {
  adults: 2,
  kidsAges: [4, 17],
  pets: true,
  petsDescription: 'One old cat',
  movingReason: 'Closer to work',
  incomePerson1: 2650.5,
  incomePerson2: 1900,
  confirmIncome: true,
  confirmProof: true,
  confirmMaxPersons: true,
  confirmDescriptionRead: true,
};

const offer = {
  street: 'Rue de la Loi',
  houseNumber: '16',
  zip: '1000',
  city: 'Brussels',
  country: 'Belgium',
  amount: 285_500,
  amountWords: 'zweihundertfünfundachtzigtausendfünfhundert Euro',
  place: 'Waterloo',
  conditions: 'Subject to obtaining a loan',
};

/** Submission → PostgreSQL → outbox → BullMQ on Redis → nodemailer → a real SMTP server. */
describe('rent application and offer to buy', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  let rentalId: number;
  let saleId: number;
  beforeAll(async () => {
    const dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher();
    work = await startMailWorker(server.ds, dbUrl, catcher);
    [{ id: rentalId }] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND goal <> 0 ORDER BY id LIMIT 1`,
    );
    [{ id: saleId }] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND goal = 0 ORDER BY id LIMIT 1`,
    );
    // Known amounts: 1250 + 75 + 300 / 2 + 3 × 1250 = 5225.
    await server.ds.query(
      `UPDATE property SET publish_price = true, price = 1250, costs = costs || '{"monthlyRent": 1250, "chargesRenter": 75, "inventoryCost": 300}'::jsonb WHERE id = $1`,
      [rentalId],
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
    pageUrl: `/${lang}/property/`,
    analyticsConsent: false,
  });

  describe('rent application', () => {
    it('is stored and mailed to the agency (nl) and the visitor (fr) with the sum due at signing and the confirmations', async () => {
      const email = `renter-${randomUUID()}@example.be`;
      const movingDate = inDays(30);
      const res = await server.gql<{ applyToRent: FormResultShape }>(RENT, {
        input: { ...visitor, email, ...household, movingDate, propertyId: rentalId, meta: await meta('fr') },
      });
      const r = res.data!.applyToRent;
      expect(r).toMatchObject({
        ok: true,
        status: 'ACCEPTED',
        errors: [],
        thankYouPath: '/fr/merci/rent-application/',
      });
      const [row] = await server.ds.query(
        `SELECT form, property_id, fields FROM form_submission WHERE id = $1`,
        [r.submissionId],
      );
      expect(row).toMatchObject({ form: 'rent-application', property_id: rentalId });
      expect(row.fields).toMatchObject({
        adults: 2,
        kidsAges: [4, 17],
        pets: true,
        petsDescription: 'One old cat',
        movingDate,
        incomePerson1: 2650.5,
      });

      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      const [mine] = await catcher.waitFor((m) => m.to.includes(email));
      const agent = await agentEmailInTables(server.ds, rentalId);
      // A listing's mail goes to its agent, the agency's address in copy.
      expect(agency.to).toEqual([agent, 'info@immo-demo.be']);
      expect(agency.cc).toEqual(['info@immo-demo.be']);
      expect(agency.subject).toBe(`Afspraak: huuraanvraag – Ref ${rentalId} – Anna Peeters`);
      expect(agency.text).toContain('Totaal te betalen bij de ondertekening: € 5.225');
      expect(agency.text).toContain('Aandeel in de kosten van de plaatsbeschrijving (helft): € 150');
      expect(agency.text).toContain('Huurwaarborg (3 maanden huur): € 3.750');
      expect(agency.text).toContain('Kinderen (leeftijden): 2 (4, 17)');
      expect(agency.text).toContain(`Verhuisdatum: ${ddmmyyyy(movingDate)}`);
      expect(agency.text).toContain('Netto maandinkomen, persoon 1: € 2.650,50');
      expect(agency.text).toContain('Ik heb de beschrijving van het pand gelezen.');
      expect(mine.subject).toBe(`Nous avons bien reçu votre candidature locative – Ref ${rentalId}`);
      expect(mine.text).toContain('Montant dû à la signature: € 5.225');
      expect(mine.text).toContain("Je sais qu'une preuve de revenus peut être demandée.");
      expect(mine.text).toContain(`Réf. ${rentalId}`);
      expect(mine.html).toContain('Animaux domestiques');
    });

    it('refuses a property for sale with a clear field error, and stores nothing', async () => {
      const before = await server.ds.query(`SELECT count(*)::int AS n FROM form_submission`);
      const res = await server.gql<{ applyToRent: FormResultShape }>(RENT, {
        input: {
          ...visitor,
          ...household,
          movingDate: inDays(10),
          propertyId: saleId,
          meta: await meta('nl'),
        },
      });
      expect(res.data!.applyToRent).toMatchObject({
        ok: false,
        status: 'INVALID',
        message: 'De velden in het rood moeten gecontroleerd worden.',
        errors: [
          {
            field: 'propertyId',
            code: 'notForRent',
            message: 'Dit pand is niet te huur: een huuraanvraag kan enkel voor een huurpand.',
          },
        ],
      });
      expect(await server.ds.query(`SELECT count(*)::int AS n FROM form_submission`)).toEqual(before);
    });

    it.each([
      ['en', 'This date may not be in the past.', 'Please confirm this statement.'],
      ['fr', 'Cette date ne peut pas être dans le passé.', 'Veuillez confirmer cette déclaration.'],
      ['nl', 'Deze datum mag niet in het verleden liggen.', 'Bevestig deze verklaring.'],
      ['de', 'Dieses Datum darf nicht in der Vergangenheit liegen.', 'Bitte bestätigen Sie diese Erklärung.'],
    ])(
      'checks every rule of the household, the move and the confirmations (%s)',
      async (lang, pastDate, confirm) => {
        const res = await server.gql<{ applyToRent: FormResultShape }>(RENT, {
          input: {
            ...visitor,
            ...household,
            adults: 0,
            kidsAges: [3, 26],
            petsDescription: ' ',
            movingDate: inDays(-1),
            incomePerson1: -5,
            incomePerson2: null,
            confirmProof: false,
            confirmMaxPersons: false,
            meta: { lang, captcha: await solvedCaptcha(server) },
          },
        });
        const r = res.data!.applyToRent;
        expect(r.status).toBe('INVALID');
        expect(Object.fromEntries(r.errors.map((e) => [e.field, e.code]))).toEqual({
          propertyId: 'required',
          adults: 'atLeastOneAdult',
          kidsAges: 'kidAge',
          petsDescription: 'required',
          movingDate: 'pastDate',
          incomePerson1: 'number',
          confirmProof: 'confirmationRequired',
          confirmMaxPersons: 'confirmationRequired',
        });
        expect(r.errors.find((e) => e.field === 'movingDate')?.message).toBe(pastDate);
        expect(r.errors.find((e) => e.field === 'confirmProof')?.message).toBe(confirm);
      },
    );

    it('accepts a move today and a household without kids, pets or a second income', async () => {
      const res = await server.gql<{ applyToRent: FormResultShape }>(RENT, {
        input: {
          ...visitor,
          ...household,
          kidsAges: [],
          pets: false,
          petsDescription: 'ignored',
          incomePerson2: null,
          movingDate: inDays(0),
          propertyId: rentalId,
          meta: await meta('en'),
        },
      });
      expect(res.data!.applyToRent.errors).toEqual([]);
      const [row] = await server.ds.query(`SELECT fields FROM form_submission WHERE id = $1`, [
        res.data!.applyToRent.submissionId,
      ]);
      expect(row.fields.petsDescription).toBeNull();
    });
  });

  describe('offer to buy', () => {
    it('is stored and mailed with the amount in figures and words, the 10% advance and the irrevocability text (visitor in German)', async () => {
      const email = `buyer-${randomUUID()}@example.be`;
      const [startDate, endDate, signDate] = [inDays(0), inDays(14), inDays(0)];
      const res = await server.gql<{ submitOffer: FormResultShape }>(OFFER, {
        input: {
          ...visitor,
          email,
          ...offer,
          personB: { title: 'mr', firstName: ' Jan ', lastName: 'Peeters', email: '', phone: null },
          startDate,
          endDate,
          signDate,
          propertyId: saleId,
          meta: await meta('de'),
        },
      });
      const r = res.data!.submitOffer;
      expect(r).toMatchObject({ ok: true, status: 'ACCEPTED', errors: [] });
      const [row] = await server.ds.query(`SELECT form, fields FROM form_submission WHERE id = $1`, [
        r.submissionId,
      ]);
      expect(row.form).toBe('offer');
      expect(row.fields.personB).toEqual({
        title: 'mr',
        firstName: 'Jan',
        lastName: 'Peeters',
        email: null,
        phone: null,
      });

      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      const [mine] = await catcher.waitFor((m) => m.to.includes(email));
      expect(agency.subject).toBe(`Contacteer mij: bod tot aankoop – Ref ${saleId} – Anna Peeters`);
      expect(agency.text).toContain('Bod (in cijfers): € 285.500');
      expect(agency.text).toContain('Bod (in letters): zweihundertfünfundachtzigtausendfünfhundert Euro');
      expect(agency.text).toContain('Koper B: Dhr. Jan Peeters');
      expect(agency.text).toContain(`Geldig tot en met: ${ddmmyyyy(endDate)}`);
      expect(agency.text).toContain(
        'Bij aanvaarding betaalt de koper een voorschot van 10% van de verkoopprijs, hetzij € 28.550, op de derdenrekening van het vastgoedkantoor.',
      );
      expect(agency.text).toContain('Dit bod is onherroepelijk tot en met de einddatum.');
      expect(mine.subject).toBe(`Wir haben Ihr Angebot erhalten – Ref ${saleId}`);
      expect(mine.text).toContain(
        'Dieses Angebot ist bis zu seinem Enddatum unwiderruflich. Mit der Annahme durch die Verkäufer kommt der Kauf zustande.',
      );
      expect(mine.text).toContain('also € 28.550, auf das Treuhandkonto des Maklers.');
      // The visitor's copy has the figures, not their words (the conditions, the amount in words).
      expect(agency.text).toContain('Subject to obtaining a loan');
      expect(mine.text).not.toContain('Subject to obtaining a loan');
      expect(mine.text).not.toContain('zweihundertfünfundachtzigtausendfünfhundert');
      expect(mine.text).toContain('€ 285.500');
    });

    it('checks the amount, the validity dates and person B', async () => {
      const res = await server.gql<{ submitOffer: FormResultShape }>(OFFER, {
        input: {
          ...visitor,
          ...offer,
          amount: 1500.5,
          amountWords: '',
          personB: { firstName: 'Jan', lastName: ' ', email: 'not-an-email' },
          startDate: inDays(10),
          endDate: inDays(9),
          signDate: '2026-02-30',
          propertyId: saleId,
          meta: await meta('en'),
        },
      });
      const r = res.data!.submitOffer;
      expect(Object.fromEntries(r.errors.map((e) => [e.field, e.code]))).toEqual({
        amountWords: 'required',
        signDate: 'date',
        'personB.lastName': 'required',
        'personB.email': 'email',
        amount: 'amount',
        endDate: 'dateOrder',
      });
      expect(r.errors.find((e) => e.field === 'endDate')?.message).toBe(
        'The end date must come after the start date.',
      );
      expect(r.errors.find((e) => e.field === 'amount')?.message).toBe(
        'Please enter the amount in whole euros, more than 0.',
      );
    });

    it('refuses a rental with a clear field error', async () => {
      const res = await server.gql<{ submitOffer: FormResultShape }>(OFFER, {
        input: {
          ...visitor,
          ...offer,
          startDate: inDays(0),
          endDate: inDays(0),
          signDate: inDays(0),
          propertyId: rentalId,
          meta: await meta('fr'),
        },
      });
      expect(res.data!.submitOffer.errors).toEqual([
        {
          field: 'propertyId',
          code: 'notForSale',
          message: "Ce bien n'est pas à vendre : une offre n'est possible que pour un bien en vente.",
        },
      ]);
    });
  });
});

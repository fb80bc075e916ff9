import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '../../common/phone';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { BackgroundWork } from '../worker-runtime';
import {
  FORM_RESULT_FIELDS,
  type FormResultShape,
  solvedCaptcha,
  startMailWorker,
  visitor,
} from '../forms/forms.testing';

const BOOK = `mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { ${FORM_RESULT_FIELDS} } }`;

/**
 * The visitor's booking confirmation says who will meet them and the phone to call, in their
 * language: the listing's agent and their phone, or the agency's phone when the listing has no
 * agent. Read from the mail as the SMTP server received it.
 */
describe('booking confirmation: the agent who meets the visitor', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  let withAgent: { id: number; agent: string; phone: string };
  let withoutAgent: number;
  let agencyPhone: string;

  beforeAll(async () => {
    const dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher({ webPort: null });
    work = await startMailWorker(server.ds, dbUrl, catcher);
    const rows: { id: number; agent: string; phone: string }[] = await server.ds.query(
      `SELECT p.id, a.first_name || ' ' || a.last_name AS agent, a.phone
         FROM property p JOIN agent a ON a.id = p.manager_id
        WHERE p.withdrawn_at IS NULL AND a.phone <> ''
          AND EXISTS (SELECT 1 FROM appointment_slot s WHERE s.property_id = p.id AND s.starts_at > now())
        ORDER BY p.id LIMIT 2`,
    );
    expect(rows).toHaveLength(2);
    withAgent = rows[0];
    withoutAgent = rows[1].id;
    await server.ds.query(`UPDATE property SET manager_id = NULL WHERE id = $1`, [withoutAgent]);
    [{ phone: agencyPhone }] = await server.ds.query(
      `SELECT data->'agency'->>'phone' AS phone FROM site_config`,
    );
    expect(agencyPhone).not.toBe('');
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
  });

  /** Books the listing's first free slot in `lang`; resolves with the visitor's confirmation. */
  async function confirmation(propertyId: number, lang: string) {
    const [{ id: slotId }]: { id: number }[] = await server.ds.query(
      `SELECT id FROM appointment_slot WHERE property_id = $1 AND starts_at > now() AND booked < capacity ORDER BY starts_at LIMIT 1`,
      [propertyId],
    );
    const email = `booker-${randomUUID()}@example.be`;
    const res = await server.gql<{ bookAppointment: FormResultShape }>(BOOK, {
      input: { ...visitor, email, propertyId, slotId, meta: { lang, captcha: await solvedCaptcha(server) } },
    });
    expect(res.data?.bookAppointment).toMatchObject({ ok: true, status: 'ACCEPTED' });
    const [mail] = await catcher.waitFor((m) => m.to.includes(email));
    return mail;
  }

  it.each([
    ['nl', '{name} ontvangt u. Is er iets, bel dan {phone}.', 'Uw contactpersoon', 'Telefoon'],
    ['fr', 'vous accueillera. En cas d’imprévu, appelez le {phone}.', 'Votre contact', 'Téléphone'],
    ['en', '{name} will meet you. Should anything come up, call {phone}.', 'Your contact', 'Phone'],
  ])('names the agent and their phone (%s)', async (lang, sentence, contactLabel, phoneLabel) => {
    const mail = await confirmation(withAgent.id, lang);
    const phone = formatPhone(withAgent.phone);
    expect(phone).toMatch(/^0\d{2,3}( \d\d){3}$/);
    const line = sentence.replace('{name}', withAgent.agent).replace('{phone}', phone);
    expect(mail.text).toContain(line);
    expect(mail.text).toContain(`${contactLabel}: ${withAgent.agent}`);
    expect(mail.text).toContain(`${phoneLabel}: ${phone}`);
    expect(mail.html).toContain(withAgent.agent);
    expect(mail.html).toContain(phone);
  });

  it.each([
    ['nl', 'Is er iets, bel ons dan op {phone}.'],
    ['de', 'Sollte etwas dazwischenkommen, rufen Sie uns unter {phone} an.'],
  ])('gives the agency’s phone when the listing has no agent (%s)', async (lang, sentence) => {
    const mail = await confirmation(withoutAgent, lang);
    const phone = formatPhone(agencyPhone);
    expect(phone).toBe('022 34 56 78');
    expect(mail.text).toContain(sentence.replace('{phone}', phone));
    expect(mail.text).not.toMatch(/Uw contactpersoon|Ihr Ansprechpartner/);
  });
});

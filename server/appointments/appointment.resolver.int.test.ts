import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIcsLines, unescapeIcsText } from '../mail/ics';
import { propertySummary } from '../catalog/property-summary.service';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import type { BackgroundWork } from '../worker-runtime';
import { hashCancelToken } from './appointment-form';
import {
  bypassCaptcha,
  FORM_RESULT_FIELDS,
  type FormResultShape,
  solvedCaptcha,
  startMailWorker,
  visitor,
} from '../forms/forms.testing';
import { agentEmailInTables } from '../mail/outbox.testing';

const SLOTS = `query($propertyId: Int!, $from: DateTimeISO, $days: Int) { appointmentSlots(propertyId: $propertyId, from: $from, days: $days) { id startsAt endsAt capacity remaining } }`;
const BOOK = `mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { ${FORM_RESULT_FIELDS} } }`;

interface Slot {
  id: number;
  startsAt: string;
  endsAt: string;
  capacity: number;
  remaining: number;
}

const brussels = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe('appointment booking', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  let propertyId: number;
  let otherPropertyId: number;

  beforeAll(async () => {
    const dbUrl = await freshDatabase();
    // Enough connections for the race to be one: many transactions waiting on the same row at once.
    server = await startTestServer(dbUrl, { poolSize: 20 });
    catcher = await startMailCatcher();
    work = await startMailWorker(server.ds, dbUrl, catcher);
    const ids: { id: number }[] = await server.ds.query(
      `SELECT p.id FROM property p WHERE p.withdrawn_at IS NULL AND p.publish_address AND EXISTS (SELECT 1 FROM appointment_slot s WHERE s.property_id = p.id) ORDER BY p.id LIMIT 2`,
    );
    [propertyId, otherPropertyId] = ids.map((r) => r.id);
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
  });

  const slots = async (id = propertyId, extra: Record<string, unknown> = {}) => {
    const res = await server.gql<{ appointmentSlots: Slot[] }>(SLOTS, { propertyId: id, ...extra });
    expect(res.errors).toBeUndefined();
    return res.data!.appointmentSlots;
  };
  const book = async (
    slotId: number,
    overrides: Record<string, unknown> = {},
    lang = 'en',
    pid = propertyId,
  ) =>
    (
      await server.gql<{ bookAppointment: FormResultShape }>(BOOK, {
        input: {
          ...visitor,
          propertyId: pid,
          slotId,
          message: 'See you',
          ...overrides,
          meta: { lang, captcha: await solvedCaptcha(server) },
        },
      })
    ).data!.bookAppointment;
  const futureSlot = async (
    capacity: number,
    booked = 0,
    pid = propertyId,
    startsInDays = 30,
  ): Promise<number> => {
    const [{ id }] = await server.ds.query(
      `INSERT INTO appointment_slot (property_id, starts_at, ends_at, capacity, booked)
       VALUES ($1, date_trunc('hour', now()) + make_interval(days => $4, mins => $5), date_trunc('hour', now()) + make_interval(days => $4, mins => $5 + 60), $2, $3) RETURNING id`,
      [pid, capacity, booked, startsInDays, Math.floor(Math.random() * 100_000)],
    );
    return id;
  };

  it('seeds 14 days of opening hours: the three contact times on weekdays, the morning one on Saturday, Brussels time, 3 places each', async () => {
    // The seed covers the 14 Brussels days from tomorrow; the default window runs 14 × 24 h from
    // now, so before 10:00 its last day's slots fall outside it. Ask for the seeded days exactly.
    const [{ tomorrow }] = await server.ds.query(
      `SELECT ((now() AT TIME ZONE 'Europe/Brussels')::date + 1) AT TIME ZONE 'Europe/Brussels' AS tomorrow`,
    );
    const list = await slots(propertyId, { from: tomorrow, days: 14 });
    expect(list).toHaveLength(32);
    expect((await slots()).length).toBeGreaterThanOrEqual(27);
    expect(list.every((s) => s.capacity === 3 && s.remaining === 3)).toBe(true);
    const times = new Set(
      list.map((s) => `${brussels(s.startsAt).slice(-5)}-${brussels(s.endsAt).slice(-5)}`),
    );
    expect(times).toEqual(new Set(['10:00-13:00', '13:00-16:00', '16:00-19:00']));
    expect(list.some((s) => /^Sun/.test(brussels(s.startsAt)))).toBe(false);
    const saturdays = list.filter((s) => /^Sat/.test(brussels(s.startsAt)));
    expect(saturdays.map((s) => brussels(s.startsAt).slice(-5))).toEqual(['10:00', '10:00']);
    expect(list.every((s) => new Date(s.startsAt).getTime() > Date.now())).toBe(true);
    // Sold and rented listings have none.
    const [sold] = await server.ds.query(`SELECT id FROM property WHERE marquee IN (3, 4) LIMIT 1`);
    expect(await slots(sold.id)).toEqual([]);
    // A window: 3 days from the first slot's day.
    expect((await slots(propertyId, { from: list[0].startsAt, days: 1 })).length).toBeLessThanOrEqual(3);
    const tooMany = await server.gql(SLOTS, { propertyId, days: 90 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('books a place, mails the agency and the visitor (with an .ics invitation), and the cancel link frees it', async () => {
    const [slot] = await slots();
    const email = `booker-${randomUUID()}@example.be`;
    const r = await book(slot.id, { email, firstName: 'Anna' }, 'fr');
    expect(r).toMatchObject({
      ok: true,
      status: 'ACCEPTED',
      thankYouPath: '/fr/merci/contact-appointment/',
      errors: [],
    });
    expect((await slots()).find((s) => s.id === slot.id)?.remaining).toBe(2);

    const [appointment] = await server.ds.query(
      `SELECT id, status, cancel_token_hash, slot_id FROM appointment WHERE submission_id = $1`,
      [r.submissionId],
    );
    expect(appointment).toMatchObject({ status: 'confirmed', slot_id: slot.id });
    const [{ fields }] = await server.ds.query(`SELECT fields FROM form_submission WHERE id = $1`, [
      r.submissionId,
    ]);
    expect(fields).toMatchObject({ slotId: slot.id, propertyId });
    const payloads: { template: string; cancelToken?: string }[] = (
      await server.ds.query(`SELECT payload FROM outbox WHERE submission_id = $1 ORDER BY id`, [
        r.submissionId,
      ])
    ).map((x: { payload: unknown }) => x.payload);
    expect(payloads.map((p) => p.template)).toEqual(['appointment', 'appointment.confirmation']);
    const token = payloads[1].cancelToken!;
    // Only the hash is stored; the raw token is in the visitor's mail only.
    expect(appointment.cancel_token_hash).toBe(hashCancelToken(token));
    expect(payloads[0].cancelToken).toBeUndefined();
    expect(JSON.stringify(fields)).not.toContain(token);

    const [agency] = await catcher.waitFor((m) => m.replyTo === email);
    const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
    const agent = await agentEmailInTables(server.ds, propertyId);
    // A listing's mail goes to its agent, the agency's address in copy.
    expect(agency.to).toEqual([agent, 'info@immo-demo.be']);
    expect(agency.cc).toEqual(['info@immo-demo.be']);
    expect(agency.subject).toBe(`Afspraak – Ref ${propertyId} – Anna Peeters`);
    expect(agency.text).toContain('Afspraak:');
    expect(agency.text).not.toContain(token);
    expect(confirmation.subject).toMatch(
      // French month names carry accents (février, août, décembre): letters, not \w.
      /^Votre rendez-vous est confirmé – \p{L}+ \d+ \p{L}+ \d{4}, \d\d:\d\d–\d\d:\d\d$/u,
    );

    const property = (await propertySummary(server.ds, propertyId, 'fr'))!;
    const ics = confirmation.attachments.find((a) => a.filename === 'appointment.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const lines = parseIcsLines(ics!.content.toString('utf8'));
    const value = (name: string) => lines.find((l) => l.name === name)?.value;
    expect(value('METHOD')).toBe('REQUEST');
    expect(value('UID')).toBe(appointment.id);
    expect(value('DTSTART')).toBe(slot.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(value('DTEND')).toBe(slot.endsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(unescapeIcsText(value('SUMMARY')!)).toBe(`Visite : ${property.title}`);
    expect(unescapeIcsText(value('LOCATION')!)).toBe(property.address);
    expect(value('ORGANIZER')).toBe('mailto:info@immo-demo.be');
    expect(value('ATTENDEE')).toBe(`mailto:${email}`);

    const link = /https?:\/\/\S+\/api\/appointments\/cancel\?token=[\w-]+&lang=fr/.exec(
      confirmation.text,
    )?.[0];
    expect(link).toBeDefined();
    const path = link!.replace(/^https?:\/\/[^/]+/, '');
    expect(unescapeIcsText(value('DESCRIPTION')!)).toContain(path);

    const ask = await fetch(`${server.url}${path}`);
    expect(ask.status).toBe(200);
    expect(ask.headers.get('referrer-policy')).toBe('no-referrer');
    const askHtml = await ask.text();
    expect(askHtml).toContain('Voulez-vous annuler votre rendez-vous du');
    expect(askHtml).toContain('method="post"');
    // Opening the link changes nothing (mail scanners open links).
    expect((await slots()).find((s) => s.id === slot.id)?.remaining).toBe(2);

    const cancel = () =>
      fetch(`${server.url}/api/appointments/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, lang: 'fr' }),
      });
    const done = await cancel();
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('est annulé');
    expect((await slots()).find((s) => s.id === slot.id)?.remaining).toBe(3);
    expect(
      (await server.ds.query(`SELECT status FROM appointment WHERE id = $1`, [appointment.id]))[0].status,
    ).toBe('cancelled');
    const [cancelMail] = await catcher.waitFor(
      (m) => m.replyTo === email && m.subject.startsWith('Afspraak geannuleerd'),
    );
    expect(cancelMail.subject).toBe(`Afspraak geannuleerd – Ref ${propertyId} – Anna Peeters`);
    expect(cancelMail.to).toEqual([agent, 'info@immo-demo.be']);

    // Idempotent: the place is given back once.
    const again = await cancel();
    expect(await again.text()).toContain('Ce rendez-vous a déjà été annulé.');
    expect((await slots()).find((s) => s.id === slot.id)?.remaining).toBe(3);
    expect(
      (
        await server.ds.query(`SELECT count(*)::int AS n FROM outbox WHERE submission_id = $1`, [
          r.submissionId,
        ])
      )[0].n,
    ).toBe(3);
  });

  it.each([
    ['GET', 'en', 'This cancellation link is not valid.'],
    ['POST', 'nl', 'Deze annuleringslink is niet geldig.'],
  ])('answers an unknown cancel token (%s) with a clear message', async (method, lang, text) => {
    const res =
      method === 'GET'
        ? await fetch(`${server.url}/api/appointments/cancel?token=nope&lang=${lang}`)
        : await fetch(`${server.url}/api/appointments/cancel`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `token=nope&lang=${lang}`,
          });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(text);
  });

  it.each([
    ['en', 'The appointments are full.'],
    ['nl', 'De afspraken zijn volzet.'],
    ['fr', 'Les rendez-vous sont complets.'],
    ['de', 'Die Termine sind ausgebucht.'],
  ])('answers FULL in %s when no place is left, and stores nothing', async (lang, message) => {
    const slotId = await futureSlot(2, 2);
    const before = await server.ds.query(`SELECT count(*)::int AS n FROM form_submission`);
    const r = await book(slotId, {}, lang);
    expect(r).toMatchObject({ ok: false, status: 'FULL', message, submissionId: null });
    expect(r.errors).toEqual([{ field: 'slotId', code: 'full', message }]);
    expect(await server.ds.query(`SELECT count(*)::int AS n FROM form_submission`)).toEqual(before);
  });

  it('refuses a slot of another property, a past slot and an unknown slot', async () => {
    const [other] = await slots(otherPropertyId);
    expect((await book(other.id)).errors).toEqual([
      {
        field: 'slotId',
        code: 'unknownSlot',
        message: 'This appointment time does not exist for this property. Please choose another one.',
      },
    ]);
    const [{ id: past }] = await server.ds.query(
      `INSERT INTO appointment_slot (property_id, starts_at, ends_at, capacity) VALUES ($1, now() - interval '2 hours', now() - interval '1 hour', 3) RETURNING id`,
      [propertyId],
    );
    expect((await book(past)).errors.map((e) => e.code)).toEqual(['pastSlot']);
    expect((await book(2_000_000_000)).errors.map((e) => e.code)).toEqual(['unknownSlot']);
    expect((await book(0)).errors.map((e) => e.code)).toEqual(['unknownSlot']);
    const missing = await server.gql<{ bookAppointment: FormResultShape }>(BOOK, {
      input: { ...visitor, propertyId, slotId: null, meta: { lang: 'en', captcha: null } },
    });
    // slotId is required by the schema itself.
    expect(missing.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Nothing was counted on the slots that were refused.
    expect(
      (
        await server.ds.query(`SELECT booked FROM appointment_slot WHERE id = ANY($1)`, [[other.id, past]])
      ).map((r: { booked: number }) => r.booked),
    ).toEqual([0, 0]);
  });

  it('the race: 50 concurrent bookings of a slot of capacity 3 give exactly 3 appointments', async () => {
    const slotId = await futureSlot(3);
    // Solving 50 proofs of work would take longer than the race; the captcha is tested elsewhere.
    expect(process.env.CAPTCHA_BYPASS_KEY).toBeTruthy();
    const captchas = Array.from({ length: 50 }, bypassCaptcha);
    const results = await Promise.all(
      captchas.map(
        async (captcha, i) =>
          (
            await server.gql<{ bookAppointment: FormResultShape }>(BOOK, {
              input: {
                ...visitor,
                email: `race-${i}@example.be`,
                propertyId,
                slotId,
                meta: { lang: 'en', captcha },
              },
            })
          ).data!.bookAppointment,
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 'ACCEPTED')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'FULL')).toHaveLength(47);
    expect(
      results.filter((r) => r.status === 'FULL').every((r) => r.message === 'The appointments are full.'),
    ).toBe(true);
    const [slot] = await server.ds.query(`SELECT booked, capacity FROM appointment_slot WHERE id = $1`, [
      slotId,
    ]);
    expect(slot).toEqual({ booked: 3, capacity: 3 });
    const rows = await server.ds.query(
      `SELECT a.status, f.form FROM appointment a JOIN form_submission f ON f.id = a.submission_id WHERE a.slot_id = $1`,
      [slotId],
    );
    expect(rows).toHaveLength(3);
    expect(
      rows.every(
        (r: { status: string; form: string }) => r.status === 'confirmed' && r.form === 'appointment',
      ),
    ).toBe(true);
    const [{ starts_at: startsAt }] = await server.ds.query(
      `SELECT starts_at FROM appointment_slot WHERE id = $1`,
      [slotId],
    );
    expect(
      (await slots(propertyId, { from: new Date(startsAt.getTime() - 60_000).toISOString(), days: 1 })).find(
        (s) => s.id === slotId,
      )?.remaining,
    ).toBe(0);
  }, 60_000);
});

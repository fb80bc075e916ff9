import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import { createMailTransport } from '../mail/mail-transport';
import { insertOutboxRow } from '../mail/outbox.testing';
import { deliverOutboxMail } from '../mail/send-mail.job';
import type { BackgroundWork } from '../worker-runtime';
import {
  FORM_RESULT_FIELDS,
  type FormResultShape,
  solvedCaptcha,
  startMailWorker,
  visitor,
} from './forms.testing';
import { agentEmailInTables } from '../mail/outbox.testing';
import { listingAgent } from '../catalog/property-summary.service';
import { config } from '../core/config';

const MORE_INFO = `mutation($input: ContactFormInput!) { requestMoreInfo(input: $input) { ${FORM_RESULT_FIELDS} } }`;

/** Submission → outbox → relay → BullMQ on the real Redis → nodemailer → a real SMTP server. */
describe('outbox to mailbox', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  let dbUrl: string;
  let propertyId: number;
  beforeAll(async () => {
    dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher();
    work = await startMailWorker(server.ds, dbUrl, catcher);
    [{ id: propertyId }] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND publish_address ORDER BY id LIMIT 1`,
    );
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
  });

  it('mails the agency in its language (reply-to the visitor) and the visitor in theirs, with the property', async () => {
    const email = `visitor-${randomUUID()}@example.be`;
    const res = await server.gql<{ requestMoreInfo: FormResultShape }>(MORE_INFO, {
      input: {
        ...visitor,
        email,
        message: '<script>alert(1)</script> Is the garden south-facing?',
        propertyId,
        meta: { lang: 'fr', captcha: await solvedCaptcha(server) },
      },
    });
    expect(res.data!.requestMoreInfo.ok).toBe(true);
    const [agency] = await catcher.waitFor((m) => m.replyTo === email);
    const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
    const agent = await agentEmailInTables(server.ds, propertyId);
    // A listing's mail goes to its agent, the agency's address in copy.
    expect(agency.to).toEqual([agent, 'info@immo-demo.be']);
    expect(agency.cc).toEqual(['info@immo-demo.be']);
    // The agency's default language is nl; the visitor wrote in French.
    expect(agency.subject).toMatch(
      new RegExp(`^Contacteer mij: meer informatie – Ref ${propertyId} – Anna Peeters$`),
    );
    expect(confirmation.subject).toBe('Nous avons bien reçu votre question');
    // Greeted without the name: a confirmation repeats nothing the visitor typed.
    expect(confirmation.text).toContain('Bonjour,');
    expect(confirmation.text).toContain(`Réf. ${propertyId}`);
    // In the agency's layout: its PNG logo, the listing's drawing as the JPEG beside it, never SVG;
    // signed by the listing's agent; the agency's legal line under it.
    const base = config().PUBLIC_URL;
    expect(confirmation.html).toContain(`<img src="${base}/media/demo/logo-mail.png" alt="Immo Demo"`);
    expect(confirmation.html).toMatch(
      new RegExp(
        `<img src="${base}/img\\?src=%2Fmedia%2Fdemo%2F[a-z]+-\\d+\\.jpg&amp;w=320&amp;format=jpeg"`,
      ),
    );
    expect(confirmation.html).not.toMatch(/\.svg/);
    const agentName = (await listingAgent(server.ds, propertyId))?.name;
    expect(agentName).toBeTruthy();
    expect(confirmation.text).toContain(`Bien cordialement,\n${agentName}\nImmo Demo`);
    expect(confirmation.text).toContain("Numéro d'entreprise BE 0123.456.789");
    // The agency's own copy is not signed.
    expect(agency.text).not.toContain('Met vriendelijke groeten');
    // Visitor text is escaped in the HTML part.
    expect(agency.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(agency.html).not.toContain('<script>');
    const statuses = await server.ds.query(`SELECT status FROM outbox WHERE submission_id = $1`, [
      res.data!.requestMoreInfo.submissionId,
    ]);
    await expect
      .poll(
        async () =>
          (
            await server.ds.query(
              `SELECT count(*)::int AS n FROM outbox WHERE submission_id = $1 AND status = 'sent'`,
              [res.data!.requestMoreInfo.submissionId],
            )
          )[0].n,
        { timeout: 10_000 },
      )
      .toBe(2);
    expect(statuses).toHaveLength(2);
  });

  // Two deliveries of one row never talk to the SMTP server at the same time: the second waits for
  // the lease, then finds the row sent.
  it('sends a row once when its job is delivered twice at the same time', async () => {
    const id = await insertOutboxRow(server.ds, { to: 'twice@example.be', status: 'queued' });
    const transport = createMailTransport(`smtp://127.0.0.1:${catcher.smtpPort}`);
    const outcomes = await Promise.allSettled([
      deliverOutboxMail(server.ds, transport, id),
      deliverOutboxMail(server.ds, transport, id),
    ]);
    const again = await deliverOutboxMail(server.ds, transport, id);
    transport.close();
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === 'sent')).toHaveLength(1);
    expect(again).toBe('already-sent');
    // No fixed wait for late mails: all three deliveries have returned, each after the server's
    // answer to its final dot or without sending one, and the catcher keeps a message before it
    // answers the dot.
    await catcher.waitFor((m) => m.to.includes('twice@example.be'));
    expect(catcher.messages.filter((m) => m.to.includes('twice@example.be'))).toHaveLength(1);
  });
});

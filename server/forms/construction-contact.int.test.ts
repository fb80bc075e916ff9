import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../demo/listings/demo-project';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { BackgroundWork } from '../worker-runtime';
import {
  FORM_RESULT_FIELDS,
  solvedCaptcha,
  startMailWorker,
  visitor,
  type FormResultShape,
} from './forms.testing';

const CONSTRUCTION = `mutation($input: ContactFormInput!) { submitConstructionContact(input: $input) { ${FORM_RESULT_FIELDS} } }`;

/** The project page's contact form end to end: GraphQL → PostgreSQL → outbox → worker → real SMTP. */
describe('construction contact about a project', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  beforeAll(async () => {
    const dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher();
    work = await startMailWorker(server.ds, dbUrl, catcher);
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
  });

  const send = async (email: string, projectId: number | null, lang = 'fr') =>
    (
      await server.gql<{ submitConstructionContact: FormResultShape }>(CONSTRUCTION, {
        input: {
          ...visitor,
          email,
          projectId,
          message: 'Plans please',
          meta: { lang, captcha: await solvedCaptcha(server), pageUrl: `/${lang}/`, analyticsConsent: false },
        },
      })
    ).data!.submitConstructionContact;

  it("stores the project; the agency's mail names it with its link and goes to the project's agent, the agency in copy", async () => {
    const [{ id: agentId, email: agent }]: { id: number; email: string }[] = await server.ds.query(
      `SELECT id, email FROM agent ORDER BY id LIMIT 1`,
    );
    await server.ds.query(`UPDATE property SET manager_id = $2 WHERE project_id = $1`, [
      DEMO_PROJECT_ID,
      agentId,
    ]);
    const { data } = await server.gql<{ project: { name: string; path: string } }>(
      `query($id: Int!) { project(id: $id, lang: "nl") { name path } }`,
      { id: DEMO_PROJECT_ID },
    );
    const email = `project-${randomUUID()}@example.be`;
    const r = await send(email, DEMO_PROJECT_ID);
    expect(r).toMatchObject({ ok: true, status: 'ACCEPTED' });
    const [row] = await server.ds.query(`SELECT fields FROM form_submission WHERE id = $1`, [r.submissionId]);
    expect(row.fields.projectId).toBe(DEMO_PROJECT_ID);

    const [mail] = await catcher.waitFor((m) => m.replyTo === email);
    expect(mail.to).toEqual([agent, 'info@immo-demo.be']);
    expect(mail.cc).toEqual(['info@immo-demo.be']);
    expect(mail.text).toContain(`Project: ${data!.project.name}`);
    expect(mail.text).toMatch(new RegExp(`Projectpagina: https?://[^\\s]+${data!.project.path}`));
  });

  it('goes to the agency alone when several agents share the units, or when no project is given', async () => {
    const agents: { id: number }[] = await server.ds.query(`SELECT id FROM agent ORDER BY id LIMIT 2`);
    const units: { id: number }[] = await server.ds.query(
      `SELECT id FROM property WHERE project_id = $1 ORDER BY id`,
      [DEMO_PROJECT_ID],
    );
    await server.ds.query(`UPDATE property SET manager_id = $2 WHERE id = $1`, [units[0]!.id, agents[1]!.id]);
    const email = `project2-${randomUUID()}@example.be`;
    expect((await send(email, DEMO_PROJECT_ID)).status).toBe('ACCEPTED');
    const [mail] = await catcher.waitFor((m) => m.replyTo === email);
    expect(mail.to).toEqual(['info@immo-demo.be']);
    expect(mail.text).toContain('Project: ');

    const general = `general-${randomUUID()}@example.be`;
    expect((await send(general, null)).status).toBe('ACCEPTED');
    const [plain] = await catcher.waitFor((m) => m.replyTo === general);
    expect(plain.to).toEqual(['info@immo-demo.be']);
    expect(plain.text).not.toContain('Project: ');
  });

  it('refuses an unknown project with a field error in the visitor’s language, and stores nothing', async () => {
    const email = `ghost-${randomUUID()}@example.be`;
    const r = await send(email, 424242, 'en');
    expect(r.status).toBe('INVALID');
    expect(r.errors).toEqual([
      { field: 'projectId', code: 'unknownProject', message: 'This project does not exist (any more).' },
    ]);
    expect(await server.ds.query(`SELECT 1 FROM form_submission WHERE email = $1`, [email])).toEqual([]);
  });
});

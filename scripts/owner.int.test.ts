import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../server/testing/test-database';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { startMailWorker } from '../server/forms/forms.testing';
import { startMailCatcher, type MailCatcher } from '../server/mail/mail-catcher';
import type { BackgroundWork } from '../server/worker-runtime';
import { main } from './owner';

/** `npm run owner`: staff add an owner, link listings and invite; the owner chooses a password and logs in. */
describe('npm run owner', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  let env: NodeJS.ProcessEnv;
  let listings: number[];
  beforeAll(async () => {
    const url = await freshDatabase();
    env = { DATABASE_URL: url };
    server = await startTestServer(url);
    catcher = await startMailCatcher({ webPort: null });
    work = await startMailWorker(server.ds, url, catcher);
    listings = (await server.ds.query(`SELECT id FROM property ORDER BY id DESC LIMIT 2`)).map(
      (r: { id: number }) => r.id,
    );
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
  });

  const run = async (...argv: string[]) => {
    let output = '';
    const code = await main(argv, env, (s) => (output += s));
    return { code, output };
  };

  it('adds an owner with their listings, reports unknown ids, and lists owners', async () => {
    const added = await run(
      'add',
      'Marie.Dupont@Example.be',
      '--first',
      'Marie',
      '--last',
      'Dupont',
      '--lang',
      'fr',
      '--property',
      String(listings[0]),
      '--property',
      '999999999',
    );
    expect(added).toEqual({
      code: 0,
      output: `Added marie.dupont@example.be; listings linked: ${listings[0]}.\nNot in the catalog, not linked: 999999999.\n`,
    });
    const again = await run(
      'add',
      'marie.dupont@example.be',
      '--first',
      'Marie',
      '--last',
      'Dupont-Lenoir',
      '--lang',
      'fr',
      '--property',
      String(listings[1]),
    );
    expect(again.output).toMatch(/^Updated marie\.dupont@example\.be/);
    const list = await run('list');
    expect(list.output).toContain(
      `marie.dupont@example.be  Marie Dupont-Lenoir [fr]  no password yet  listings: ${[...listings].sort((a, b) => a - b).join(', ')}`,
    );
  });

  it('refuses bad input without touching the database', async () => {
    const before = await server.ds.query(`SELECT count(*)::int AS n FROM owner`);
    expect((await run('add', 'not-an-email', '--first', 'A', '--last', 'B')).code).toBe(2);
    expect((await run('add', 'a@example.be', '--first', 'A', '--last', 'B', '--lang', 'es')).code).toBe(2);
    expect((await run('add', 'a@example.be', '--first', 'A', '--last', 'B', '--property', 'x')).code).toBe(2);
    expect((await run('remove', 'a@example.be')).code).toBe(2);
    expect(await server.ds.query(`SELECT count(*)::int AS n FROM owner`)).toEqual(before);
  });

  it("invites: the mail's link sets the password, and the owner sees their listing", async () => {
    const added = await run(
      'add',
      'jan.janssens@example.be',
      '--first',
      'Jan',
      '--last',
      'Janssens',
      '--property',
      String(listings[0]),
      '--invite',
    );
    expect(added.output).toContain('Invitation queued');
    const [mail] = await catcher.waitFor((m) => m.to.includes('jan.janssens@example.be'), 1, 20_000);
    expect(mail.subject).toBe('Uw account op ons eigenaarsportaal');
    expect(mail.text).toContain('gedurende 7 dagen');
    const token = /\/nl\/login\/\?reset=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    const reset = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($input: PasswordResetInput!) { resetOwnerPassword(input: $input) { ok } }`,
        variables: { input: { token, password: 'mijn nieuw wachtwoord', lang: 'nl' } },
      }),
    });
    expect((await reset.json()).data.resetOwnerPassword.ok).toBe(true);
    const cookie = /\bsession=[^;]+/.exec(reset.headers.get('set-cookie') ?? '')![0];
    const mine = await server.gql<{ ownerProperties: { id: number }[] }>(
      `{ ownerProperties { id } }`,
      {},
      { cookie },
    );
    expect(mine.data?.ownerProperties.map((p) => p.id)).toEqual([listings[0]]);
  });
});

import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { openStaffDatabase } from './staff-database';
import {
  addOwner,
  INVITATION_LINK_DAYS,
  listOwners,
  ownerInputProblem,
} from '../server/owners/owner-admin.service';
import { terminalSafe } from '../server/core/terminal-text';

const USAGE = `Usage: npm run owner -- add <email> --first <name> --last <name> [--lang nl|fr|en|de] [--property <id>]… [--invite]
       npm run owner -- list

add     creates the owner (or updates the name and language of an existing one) and links the
        listings; --invite mails a link to choose a password (valid ${INVITATION_LINK_DAYS} days, once), sent by the worker.
list    every owner, whether a password is set, and their listings.
Uses DATABASE_URL, or the embedded PostgreSQL of a running \`npm start\`.`;

/** `npm run owner`: the agency's staff give owners access to the portal. */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (s: string) => void = (s) => process.stdout.write(s),
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        first: { type: 'string' },
        last: { type: 'string' },
        lang: { type: 'string', default: 'nl' },
        property: { type: 'string', multiple: true, default: [] },
        invite: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    process.stderr.write(`${terminalSafe(err instanceof Error ? err.message : String(err))}\n${USAGE}\n`);
    return 2;
  }
  const [command, email] = parsed.positionals;
  if (parsed.values.help || (command !== 'add' && command !== 'list') || (command === 'add' && !email)) {
    out(`${USAGE}\n`);
    return parsed.values.help ? 0 : 2;
  }
  const input = {
    email: email ?? '',
    firstName: parsed.values.first ?? '',
    lastName: parsed.values.last ?? '',
    lang: parsed.values.lang,
    propertyIds: parsed.values.property.map(Number),
  };
  const problem = command === 'add' ? ownerInputProblem(input) : null;
  if (problem) {
    process.stderr.write(`Not added: ${terminalSafe(problem)}.\n`);
    return 2;
  }
  const ds = await openStaffDatabase(env);
  if (!ds) return 1;
  try {
    if (command === 'list') {
      const owners = await listOwners(ds);
      if (owners.length === 0) out('No owners yet.\n');
      for (const o of owners)
        out(
          `${terminalSafe(o.email)}  ${terminalSafe(o.name)} [${terminalSafe(o.lang)}]  ${o.hasPassword ? 'password set' : 'no password yet'}  listings: ${o.propertyIds.join(', ') || '—'}\n`,
        );
      return 0;
    }
    const added = await addOwner(ds, input, { invite: parsed.values.invite });
    out(
      `${added.created ? 'Added' : 'Updated'} ${terminalSafe(input.email.trim().toLowerCase())}; listings linked: ${added.linked.join(', ') || 'none'}.\n`,
    );
    if (added.unknown.length) out(`Not in the catalog, not linked: ${added.unknown.join(', ')}.\n`);
    if (parsed.values.invite)
      out(`Invitation queued: the worker mails it (in development, \`npm start\` does).\n`);
    return 0;
  } finally {
    await ds.destroy();
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

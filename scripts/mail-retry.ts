import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import {
  listDeadMails,
  mailStatuses,
  reviveDeadMails,
  type DeadMail,
} from '../server/mail/dead-mails.service';
import { openStaffDatabase } from './staff-database';

const USAGE = `Usage: npm run mail:retry                 list the dead mails
       npm run mail:retry -- <id>…       send these dead mails again
       npm run mail:retry -- --all       send every dead mail again

A mail is dead when the SMTP server refused it for good, when it expired, or when it still failed
after MAIL_RETRY_HOURS. Sending it again puts it back in the outbox with a fresh retry period: the
worker sends it within seconds (or tries again, as for a new mail, while SMTP is down). Uses
DATABASE_URL, or the embedded PostgreSQL of a running \`npm start\`.`;

/** Most of an error or address is enough on a terminal. */
const MAX_SHOWN = 300;

/**
 * Text a visitor could have written (an address, a server's answer quoting it) made safe for a
 * staff terminal: no control characters (escape sequences could rewrite the screen or the title),
 * no invisible direction overrides, one line, bounded.
 */
export function printable(text: string | null | undefined): string {
  const clean = (text ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  return clean.length > MAX_SHOWN ? `${clean.slice(0, MAX_SHOWN)}…` : clean;
}

const describe = (m: DeadMail) =>
  `#${m.id}  ${m.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${printable(m.template)} to ${printable(m.recipient)}\n    ${printable(m.lastError) || '(no error recorded)'}\n`;

/** `npm run mail:retry`: the staff action that sends dead mails again. Resolves with the exit code. */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  write: (s: string) => void = (s) => process.stdout.write(s),
  writeError: (s: string) => void = (s) => process.stderr.write(s),
): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    write(`${USAGE}\n`);
    return 0;
  }
  const all = argv.includes('--all');
  const ids = argv.filter((a) => a !== '--all');
  const bad = ids.filter((a) => !/^[1-9]\d{0,17}$/.test(a));
  if (bad.length > 0 || (all && ids.length > 0) || argv.filter((a) => a === '--all').length > 1) {
    writeError(
      `${bad.length > 0 ? `Not a mail number: ${bad.map((b) => JSON.stringify(printable(b))).join(', ')}\n` : ''}${USAGE}\n`,
    );
    return 2;
  }
  const ds = await openStaffDatabase(env);
  if (!ds) return 1;
  try {
    if (!all && ids.length === 0) return await list(ds, write);
    return await retry(ds, all ? null : [...new Set(ids)], write, writeError);
  } finally {
    await ds.destroy();
  }
}

async function list(ds: DataSource, write: (s: string) => void): Promise<number> {
  const dead = await listDeadMails(ds.manager);
  if (dead.length === 0) write('No dead mail.\n');
  for (const m of dead) write(describe(m));
  return 0;
}

/** Sends the chosen dead mails again (the relay offers them to the worker, with a fresh retry period). */
async function retry(
  ds: DataSource,
  ids: string[] | null,
  write: (s: string) => void,
  writeError: (s: string) => void,
): Promise<number> {
  const revived = await reviveDeadMails(ds, ids ?? 'all');
  for (const m of revived) write(`Sending again: ${describe(m)}`);
  if (ids === null) {
    write(revived.length === 0 ? 'No dead mail.\n' : `${revived.length} dead mail(s) will be sent again.\n`);
    return 0;
  }
  const done = new Set(revived.map((m) => m.id));
  const missed = ids.filter((id) => !done.has(id));
  if (missed.length > 0) {
    const status = await mailStatuses(ds.manager, missed);
    for (const id of missed)
      writeError(
        status.has(id) ? `#${id} is not dead (${status.get(id)}): left as it is.\n` : `No mail #${id}.\n`,
      );
    return 1;
  }
  return 0;
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

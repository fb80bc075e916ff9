import 'reflect-metadata';
import { config } from '../server/core/config';
import { testimonialPath } from '../server/content/content.paths';
import { terminalSafe } from '../server/core/terminal-text';
import {
  approveTestimonial,
  pendingTestimonials,
  type PendingTestimonial,
} from '../server/testimonials/testimonial-approval.service';
import { openStaffDatabase } from './staff-database';

const USAGE = `Usage: npm run testimonial:approve -- <id>     publish one testimonial
       npm run testimonial:approve                list the testimonials awaiting approval

<id> is the testimonial's number, or the submission id printed in the agency's mail.
Testimonials sent with the form are stored unpublished; until this is run, no public page or
query shows them. Uses DATABASE_URL, or the embedded PostgreSQL of a running \`npm start\`.`;

/** One line of the waiting list; everything but the layout comes from a visitor. */
export function formatPendingTestimonial(t: PendingTestimonial): string {
  const safe = (text: string) => terminalSafe(text);
  const comment = safe(t.comment).replace(/\s+/g, ' ').slice(0, 160);
  return `#${t.id}  ${t.createdAt.toISOString().slice(0, 10)}  ${safe(t.name)} <${safe(t.email ?? '?')}> [${safe(t.lang)}]\n    ${comment}\n`;
}

/**
 * `npm run testimonial:approve`: the staff action that publishes a visitor's testimonial. Every
 * text a visitor wrote goes through terminalSafe: printed, never obeyed by the terminal.
 */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (s: string) => void = (s) => process.stdout.write(s),
  err: (s: string) => void = (s) => process.stderr.write(s),
): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help') || argv.length > 1) {
    out(`${USAGE}\n`);
    return argv.length > 1 ? 2 : 0;
  }
  const ds = await openStaffDatabase(env);
  if (!ds) return 1;
  try {
    if (argv.length === 0) {
      const pending = await pendingTestimonials(ds);
      if (pending.length === 0) out('No testimonial is awaiting approval.\n');
      for (const t of pending) out(formatPendingTestimonial(t));
      return 0;
    }
    const approved = await approveTestimonial(ds, argv[0]);
    if (!approved) {
      err(`No testimonial "${terminalSafe(argv[0])}".\n`);
      return 1;
    }
    const lang =
      approved.lang === 'fr' || approved.lang === 'nl' || approved.lang === 'de' ? approved.lang : 'en';
    out(
      `Published #${approved.id} by ${terminalSafe(approved.name)}${approved.imageUrl ? ', with the photo' : ''}: ${config().PUBLIC_URL}${terminalSafe(testimonialPath(lang, approved.slug))}\n`,
    );
    if (approved.photoUnreadable)
      err('The photo sent with it could not be read: it is published without it.\n');
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

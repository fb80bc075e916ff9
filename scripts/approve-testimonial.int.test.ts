import { Client } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { isTerminalControl } from '../server/core/terminal-text';
import { freshDatabase } from '../server/testing/test-database';
import { main } from './approve-testimonial';

const EVIL = '\x1b]0;pwned\x07\x1b[2J';
/** Anything a terminal acts on but the output's own line ends: ESC, BEL, the 8-bit CSI, CR, a bidi override. */
const controls = (output: string) =>
  [...output].filter((c) => c !== '\n' && isTerminalControl(c.codePointAt(0)!));

/** `npm run testimonial:approve` prints what visitors wrote: shown, never obeyed by the terminal. */
describe('npm run testimonial:approve with a hostile testimonial', () => {
  let env: NodeJS.ProcessEnv;
  let id: number;
  beforeAll(async () => {
    const url = await freshDatabase();
    env = { DATABASE_URL: url };
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      await db.query(`UPDATE testimonial SET published = true`);
      [{ id }] = (
        await db.query(
          `INSERT INTO testimonial (slug, name, comment, lang, date) VALUES ($1, $2, $3, $4, current_date) RETURNING id`,
          [
            'hostile-terminal-test',
            `${EVIL}Anna`,
            `Great agency\r\x1b[1A\x1b[2KInjected line\u009b2J \u202eevil`,
            `nl${EVIL}`,
          ],
        )
      ).rows as { id: number }[];
    } finally {
      await db.end();
    }
  });

  const run = async (...argv: string[]) => {
    let output = '';
    const code = await main(
      argv,
      env,
      (s) => (output += s),
      (s) => (output += s),
    );
    return { code, output };
  };

  it('lists it without a control character, the text still readable', async () => {
    const { code, output } = await run();
    expect(code).toBe(0);
    expect(output).not.toContain('\x1b');
    expect(controls(output)).toEqual([]);
    expect(output).toContain(']0;pwned[2JAnna');
    expect(output).toContain('Injected line');
    // Two lines of its own per testimonial: a value cannot add one.
    expect(output.trimEnd().split('\n')).toHaveLength(2);
  });

  it('publishes it, and says so without a control character', async () => {
    const { code, output } = await run(String(id));
    expect(code).toBe(0);
    expect(output).toMatch(new RegExp(`^Published #${id} by \\]0;pwned\\[2JAnna: `));
    expect(output).not.toContain('\x1b');
    expect(controls(output)).toEqual([]);
  });

  it('echoes an unknown reference without its control characters', async () => {
    const { code, output } = await run(`${EVIL}42`);
    expect(code).toBe(1);
    expect(controls(output)).toEqual([]);
  });
});

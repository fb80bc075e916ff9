/**
 * `npm run check` (and the first step of `npm test`): the checks, two at a time on two cores,
 * longest first. Each one's output is printed whole when it ends, with its time; the command
 * fails when any check does. `--build` also builds the site (`npm run build`) beside them, as
 * the integration and browser lanes need it.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

/** npm scripts, long ones first (so the short ones fill in beside them). */
const CHECKS = ['lint', 'check:i18n', 'check:types', 'check:cycles', 'check:codegen'];
const jobs = process.argv.includes('--build') ? [...CHECKS.slice(0, 3), 'build', ...CHECKS.slice(3)] : CHECKS;
/** The build reads the catalogs that `check:i18n` rewrites (lingui extract): it starts after it. */
const AFTER = { build: 'check:i18n' };
const parallel = Math.max(1, Math.min(2, os.availableParallelism()));

/** @param {string} script @returns {Promise<{ script: string, code: number, output: string, ms: number }>} */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output, ms: Date.now() - started }));
  });
}

const queue = [...jobs];
/** @type {Map<string, Promise<unknown>>} */
const done = new Map();
const failed = [];
const started = Date.now();
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) {
      const before = AFTER[/** @type {keyof typeof AFTER} */ (script)];
      if (before) await done.get(before);
      const finished = run(script);
      done.set(script, finished);
      const result = await finished;
      const verdict = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
      console.log(`\n== npm run ${script}: ${verdict} in ${(result.ms / 1000).toFixed(1)} s`);
      if (result.code !== 0 || process.env.CHECKS_VERBOSE) process.stdout.write(result.output);
      if (result.code !== 0) failed.push(script);
    }
  }),
);
console.log(
  `\n== ${jobs.length - failed.length} of ${jobs.length} passed in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (failed.length ? `; failed: ${failed.join(', ')}` : ''),
);
process.exit(failed.length ? 1 : 0);

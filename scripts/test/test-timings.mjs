/**
 * `npm run test:timings [file]`: where the last test run's time went. Reads the timings the run
 * wrote (test-results/timings.json), or the file named (such timings, or a Vitest JSON report),
 * prints the 20 slowest files and each
 * lane's wall-clock time against its budget (scripts/test/lanes.mjs), and exits 1 when a lane is
 * over it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANES, OWN_PROCESS_FILES, TIMINGS_FILE } from './lanes.mjs';

/** A file's lane by its path, as vitest.config.mts assigns them (for Vitest JSON reports). */
function laneOf(/** @type {string} */ file) {
  if (file.startsWith('e2e/')) return 'browser';
  if (OWN_PROCESS_FILES.includes(file)) return 'own-process';
  if (file.endsWith('.int.test.ts')) return 'integration';
  return file.startsWith('client/') ? 'unit-client' : 'unit-server';
}

/**
 * The timings of test-results/timings.json as they are; a Vitest JSON report (`--reporter=json`)
 * turned into the same shape. Vitest times a file there from its first test to its last, without
 * its imports and `beforeAll`: its figures are lower than the timings reporter's.
 * @returns {import('./timings.reporter').FileTiming[]}
 */
function readTimings(/** @type {string} */ file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (Array.isArray(report)) return report;
  return report.testResults.map((/** @type {any} */ r) => {
    const name = path.relative(process.cwd(), r.name);
    return {
      file: name,
      lane: laneOf(name),
      start: r.startTime,
      end: r.endTime,
      collectMs: null,
      testsMs: r.endTime - r.startTime,
      tests: r.assertionResults.length,
      failed: r.assertionResults.filter((/** @type {any} */ a) => a.status === 'failed').length,
    };
  });
}

const file = process.argv[2] ?? TIMINGS_FILE;
if (!fs.existsSync(file)) {
  console.error(`No timings at ${file}: run the tests first (npm test, or one lane).`);
  process.exit(2);
}
const timings = readTimings(file);
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

console.log('Slowest files (wall-clock, from handed to a worker to done; import time in brackets):');
for (const t of [...timings].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 20))
  console.log(
    `  ${seconds(t.end - t.start).padStart(8)}  (${(t.collectMs === null ? 'n/a' : seconds(t.collectMs)).padStart(7)})  ${t.lane.padEnd(12)} ${t.file}`,
  );

console.log('\nLanes (wall-clock from the first file to the last; budget on a quiet 2-core machine):');
let over = 0;
for (const lane of LANES) {
  const files = timings.filter((t) => t.lane === lane.name);
  if (files.length === 0) {
    console.log(`  ${lane.name.padEnd(12)} not run`);
    continue;
  }
  const wall = Math.max(...files.map((t) => t.end)) - Math.min(...files.map((t) => t.start));
  const busy = files.reduce((sum, t) => sum + t.end - t.start, 0);
  const verdict =
    wall > lane.budgetSeconds * 1000
      ? `OVER its budget of ${lane.budgetSeconds} s`
      : `budget ${lane.budgetSeconds} s`;
  if (wall > lane.budgetSeconds * 1000) over++;
  console.log(
    `  ${lane.name.padEnd(12)} ${seconds(wall).padStart(8)}  ${String(files.length).padStart(3)} files, ${seconds(busy)} of file time  ${verdict}`,
  );
}
const all = timings.length
  ? Math.max(...timings.map((t) => t.end)) - Math.min(...timings.map((t) => t.start))
  : 0;
console.log(`\nAll lanes: ${seconds(all)} (the checks and the build come before them in npm test)`);
process.exit(over > 0 ? 1 : 0);

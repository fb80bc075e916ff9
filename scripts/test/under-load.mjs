/**
 * `npm run test:under-load [runs]`: the whole suite (`npm test`) several times in a row (default
 * 3) while a CPU-bound process keeps one core busy beside it, as another job on a shared machine
 * would. A test that passes only on an idle machine fails here. Run by hand, not in CI; prints
 * each run's result and time, and exits 1 if any run failed.
 */
import { spawn } from 'node:child_process';

const runs = Number(process.argv[2] ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run test:under-load [runs]   (a whole number of runs, default 3)');
  process.exit(2);
}

// One core kept busy for as long as the runs last: a loop that never waits.
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopBusy = () => busy.kill('SIGKILL');
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** @returns {Promise<number>} the exit code of `npm test` */
function npmTest() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const results = [];
for (let run = 1; run <= runs; run++) {
  console.log(`\n== test:under-load: run ${run} of ${runs}, one core busy beside it`);
  const started = Date.now();
  const code = await npmTest();
  results.push({ run, code, seconds: Math.round((Date.now() - started) / 1000) });
}
stopBusy();
console.log('\n== test:under-load results');
for (const { run, code, seconds } of results)
  console.log(`run ${run}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);

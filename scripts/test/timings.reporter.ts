import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { TIMINGS_FILE } from './lanes.mjs';

/** One test file's time in a run, as `npm run test:timings` reads it. */
export interface FileTiming {
  file: string;
  lane: string;
  /** Epoch ms when the file was handed to a worker and when it finished. */
  start: number;
  end: number;
  /** Importing the file and what it imports (collection; null when unknown), and its tests with their hooks. */
  collectMs: number | null;
  testsMs: number;
  tests: number;
  failed: number;
}

/**
 * Writes every test file's wall-clock time and lane to test-results/timings.json when the run
 * ends. Vitest's JSON reporter times a file from its first test to its last, leaving out the
 * imports and the `beforeAll` that starts a server: here a file's time is all of it.
 */
export default class TimingsReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly timings: FileTiming[] = [];

  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now();
    const diagnostic = module.diagnostic();
    let tests = 0;
    let failed = 0;
    for (const test of module.children.allTests()) {
      tests++;
      if (test.result().state === 'failed') failed++;
    }
    this.timings.push({
      file: path.relative(process.cwd(), module.moduleId),
      lane: module.project.name,
      start: this.started.get(module.moduleId) ?? end - diagnostic.duration,
      end,
      collectMs: Math.round(diagnostic.collectDuration),
      testsMs: Math.round(diagnostic.duration),
      tests,
      failed,
    });
  }

  onTestRunEnd(): void {
    fs.mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
    fs.writeFileSync(TIMINGS_FILE, `${JSON.stringify(this.timings, null, 1)}\n`);
  }
}

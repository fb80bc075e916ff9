import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../server/testing/test-database';
import { feedListing, feedOf, runScript } from '../server/catalog/feed/feed.testing';

describe('npm run import', () => {
  let dir: string;
  let url: string;
  const write = (name: string, content: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return file;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cli-'));
    url = await freshDatabase(); // migrated, with the demo listings
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it(
    'imports a feed and lists every skipped record with its ID and reason (exit 0)',
    { timeout: 60_000 },
    async () => {
      const file = write(
        'feed.json',
        JSON.stringify(
          feedOf([feedListing(1), feedListing(999, { WebID: 77 }), feedListing(1000, { Zip: '' })]),
        ),
      );
      const r = await runScript('import', [file, '--partial'], { DATABASE_URL: url });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^created {4}1$/m);
      expect(r.stdout).toMatch(/^withdrawn {2}0$/m);
      expect(r.stdout).toMatch(/^skipped {4}2$/m);
      expect(r.stdout).toContain('  ID 999: unknown WebID 77: no property type has this id');
      expect(r.stdout).toContain('  ID 1000: invalid record: Zip: Zip is required');

      // Without --partial the feed is full: the demo listings it lacks are withdrawn.
      const full = await runScript('import', [file], { DATABASE_URL: url });
      expect(full.code).toBe(0);
      expect(full.stdout).toMatch(/^unchanged {2}1$/m);
      expect(full.stdout).toMatch(/^withdrawn {2}106$/m);
    },
  );

  it('a line break in a feed value cannot forge a line of the report', { timeout: 60_000 }, async () => {
    const forged = 'x\ncreated    1000000\nwithdrawn  1000000';
    const file = write(
      'forged.json',
      JSON.stringify(feedOf([{ ...feedListing(1001), ID: forged }, feedListing(1002, { Zip: '' })])),
    );
    const r = await runScript('import', [file, '--partial'], { DATABASE_URL: url });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/^created {4}1000000$/m);
    expect(r.stdout).not.toMatch(/^withdrawn {2}1000000$/m);
    expect(r.stdout.match(/^created /gm)).toHaveLength(1);
    expect(r.stdout).toMatch(/^skipped {4}2$/m);
    // The value is shown, on the skipped record's line.
    expect(r.stdout).toMatch(/^ {2}ID x created {4}1000000 withdrawn {2}1000000: /m);
  });

  it.each([
    ['a missing file', () => path.join(dir, 'nope.json'), /^cannot read .*nope\.json: no such file$/m],
    [
      'a file that is not JSON',
      () => write('bad.json', '{"properties": [1, 2,'),
      /bad\.json is not valid JSON: /,
    ],
    ['JSON that is not a feed', () => write('list.json', '[1, 2, 3]'), /list\.json is not a feed file: /],
  ])(
    'exits 1 with a clear message, not a stack trace, on %s',
    { timeout: 60_000 },
    async (_label, file, message) => {
      const r = await runScript('import', [file()], { DATABASE_URL: url });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/^\s+at /m);
      expect(r.stdout).toBe('');
    },
  );

  it(
    'explains its usage when the file or DATABASE_URL is missing (exit 2)',
    { timeout: 60_000 },
    async () => {
      const noFile = await runScript('import', [], { DATABASE_URL: url });
      expect(noFile.code).toBe(2);
      expect(noFile.stderr).toContain('No feed file given.');
      expect(noFile.stderr).toContain('Usage: DATABASE_URL=');
      const noUrl = await runScript('import', [write('empty.json', JSON.stringify(feedOf([])))], {
        DATABASE_URL: '',
      });
      expect(noUrl.code).toBe(2);
      expect(noUrl.stderr).toContain('DATABASE_URL is not set.');
    },
  );

  it('says so when the database cannot be reached (exit 1)', { timeout: 60_000 }, async () => {
    const r = await runScript('import', [write('ok.json', JSON.stringify(feedOf([])))], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Cannot connect to the database: /);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });
});

import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DOCX_MAX_ENTRIES } from './cv-upload.service';
import { testDocx } from './cv-upload.testing';

// Before any import reads the configuration: this test's files go to a directory of its own.
const uploadDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/cv-bomb-uploads-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});

const MB = 1024 * 1024;

/** The CV upload endpoint refuses a DOCX that would unpack to far more than a CV. */
describe('CV upload of a DOCX archive', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
  });
  afterAll(async () => {
    await server?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const upload = async (content: Uint8Array, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/uploads/cv?name=cv.docx`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', ...headers },
      body: new Uint8Array(content),
    });
    return {
      status: res.status,
      body: (await res.json()) as { uploadId?: string; error?: { code: string; message: string } },
    };
  };
  const storedFiles = async () => (await readdir(path.join(uploadDir, 'cv')).catch(() => [])).length;
  const storedRows = async (): Promise<number> =>
    (await server.ds.query(`SELECT count(*)::int AS n FROM upload`))[0].n;

  it('refuses a small file that declares 200 MB, with the bad-file message in the visitor language', async () => {
    const bomb = testDocx({ content: '<w:p/>'.repeat(40_000), deflate: true, declaredSize: 200 * MB });
    expect(bomb.length).toBeLessThan(300 * 1024);
    const [files, rows] = [await storedFiles(), await storedRows()];
    const res = await upload(bomb, { 'x-lang': 'nl' });
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({
      code: 'UNSUPPORTED_TYPE',
      message: 'Dit bestand is geen PDF-, DOC- of DOCX-document.',
    });
    expect(await storedFiles()).toBe(files);
    expect(await storedRows()).toBe(rows);
  });

  it('refuses a real deflate bomb and an archive of too many entries', async () => {
    const inflating = testDocx({ content: '<w:p/>'.repeat(5 * MB), deflate: true });
    expect((await upload(inflating, { 'x-lang': 'de' })).body.error).toEqual({
      code: 'UNSUPPORTED_TYPE',
      message: 'Diese Datei ist kein PDF-, DOC- oder DOCX-Dokument.',
    });
    const crowded = testDocx(
      {},
      Array.from({ length: DOCX_MAX_ENTRIES }, (_, i) => ({ name: `word/media/p${i}.png`, content: 'x' })),
    );
    expect((await upload(crowded)).status).toBe(415);
  });

  it('refuses a deflate bomb whose headers lie about its size: what it inflates to counts', async () => {
    const liar = testDocx({ content: 'x'.repeat(40 * MB), deflate: true, declaredSize: 1000 });
    expect(liar.length).toBeLessThan(100 * 1024);
    const [files, rows] = [await storedFiles(), await storedRows()];
    const res = await upload(liar);
    expect(res.status).toBe(415);
    expect(res.body.error?.code).toBe('UNSUPPORTED_TYPE');
    expect(await storedFiles()).toBe(files);
    expect(await storedRows()).toBe(rows);
  });

  it('accepts an ordinary DOCX', async () => {
    const res = await upload(testDocx({ content: '<w:p/>'.repeat(50_000), deflate: true }));
    expect(res.status).toBe(201);
    expect(res.body.uploadId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

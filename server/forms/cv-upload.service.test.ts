import { describe, expect, it } from 'vitest';
import { detectCvType } from '../../common/forms/cv-file-type';
import { tinyDocx } from '../../common/forms/cv-file-type.testing';
import { buildZip, testDocx } from './cv-upload.testing';
import { DOCX_MAX_ENTRIES, DOCX_MAX_UNCOMPRESSED_BYTES, docxArchiveProblem } from './cv-upload.service';

const MB = 1024 * 1024;
const many = (n: number, size = 10) =>
  Array.from({ length: n }, (_, i) => ({ name: `word/media/image${i}.png`, content: 'x'.repeat(size) }));

describe('docxArchiveProblem', () => {
  it.each<[string, () => Uint8Array, string | null]>([
    ['a small DOCX', () => testDocx(), null],
    ['the shared test DOCX', tinyDocx, null],
    [
      'a DOCX whose document really deflates (600 KB of XML)',
      () => testDocx({ content: '<w:p/>'.repeat(100_000), deflate: true }),
      null,
    ],
    [
      'a DOCX declaring exactly the limit',
      () => testDocx({ declaredSize: DOCX_MAX_UNCOMPRESSED_BYTES - 24 }),
      null,
    ],
    [
      'a DOCX declaring one byte over the limit',
      () => testDocx({ declaredSize: DOCX_MAX_UNCOMPRESSED_BYTES - 23 }),
      'tooLarge',
    ],
    ['a small file declaring 200 MB', () => testDocx({ declaredSize: 200 * MB }), 'tooLarge'],
    [
      'many entries that only add up to too much',
      () =>
        testDocx(
          {},
          Array.from({ length: 5 }, (_, i) => ({ name: `word/media/p${i}.jpg`, declaredSize: 5 * MB })),
        ),
      'tooLarge',
    ],
    [
      'a real deflate bomb (30 MB of XML)',
      () => testDocx({ content: '<w:p/>'.repeat(5 * MB), deflate: true }),
      'tooLarge',
    ],
    ['the most entries allowed', () => testDocx({}, many(DOCX_MAX_ENTRIES - 3)), null],
    ['one entry too many', () => testDocx({}, many(DOCX_MAX_ENTRIES - 2)), 'tooManyEntries'],
    ['a ZIP64 size marker', () => testDocx({ declaredSize: 0xffffffff }), 'zip64'],
    ['a ZIP64 compressed-size marker', () => testDocx({ declaredCompressedSize: 0xffffffff }), 'zip64'],
    [
      'a ZIP64 entry-count marker',
      () => buildZip([{ name: 'word/document.xml' }], { entryCount: 0xffff }),
      'zip64',
    ],
    ['a ZIP64 end locator', () => buildZip([{ name: 'word/document.xml' }], { zip64Locator: true }), 'zip64'],
    [
      'more entries declared than listed',
      () => buildZip([{ name: 'word/document.xml' }], { entryCount: 3 }),
      'malformed',
    ],
    [
      'fewer entries declared than listed (hidden ones)',
      () => buildZip(many(3), { entryCount: 1 }),
      'malformed',
    ],
    [
      'an end record with a comment',
      () => buildZip([{ name: 'word/document.xml' }], { comment: 'made by a test' }),
      null,
    ],
    ['no end record', () => testDocx().subarray(0, -22), 'noEndRecord'],
    ['nothing', () => new Uint8Array(0), 'noEndRecord'],
    [
      'a central directory pointing past the end record',
      () => {
        const zip = testDocx();
        zip.writeUInt32LE(zip.length, zip.length - 6);
        return zip;
      },
      'malformed',
    ],
  ])('%s', (_, make, expected) => {
    expect(docxArchiveProblem(make())).toBe(expected);
  });

  it('the test DOCX passes as a DOCX by its content', () => {
    expect(detectCvType(testDocx({ declaredSize: 200 * MB }))).toBe('docx');
  });
});

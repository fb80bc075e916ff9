import { deflateRawSync } from 'node:zlib';
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
      'a DOCX of exactly the limit',
      () => testDocx({ content: 'x'.repeat(DOCX_MAX_UNCOMPRESSED_BYTES - 24) }),
      null,
    ],
    [
      'a DOCX of one byte over the limit',
      () => testDocx({ content: 'x'.repeat(DOCX_MAX_UNCOMPRESSED_BYTES - 23) }),
      'tooLarge',
    ],
    [
      'a deflated DOCX of exactly the limit',
      () => testDocx({ content: 'x'.repeat(DOCX_MAX_UNCOMPRESSED_BYTES - 24), deflate: true }),
      null,
    ],
    [
      'a deflated DOCX of one byte over the limit',
      () => testDocx({ content: 'x'.repeat(DOCX_MAX_UNCOMPRESSED_BYTES - 23), deflate: true }),
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
    [
      'a deflate bomb whose headers both declare 1,000 bytes (40 MB in 61 KB)',
      () => testDocx({ content: 'x'.repeat(40 * MB), deflate: true, declaredSize: 1000 }),
      'tooLarge',
    ],
    [
      'a lying entry after honest ones: inflating stops at what is left of the limit',
      () =>
        testDocx(
          {},
          Array.from({ length: 3 }, (_, i) => ({
            name: `word/media/p${i}.xml`,
            content: 'x'.repeat(8 * MB),
            deflate: true,
            declaredSize: i === 2 ? 100 : 8 * MB,
          })),
        ),
      'tooLarge',
    ],
    [
      'an entry inflating to less than it declares',
      () => testDocx({ content: '<w:p/>'.repeat(1000), deflate: true, declaredSize: 7000 }),
      'sizeMismatch',
    ],
    [
      'a stored entry declaring another size than it has',
      () => testDocx({ content: '<w:p/>', declaredSize: 5 }),
      'sizeMismatch',
    ],
    [
      'the central directory declaring less than the local header',
      () => testDocx({ content: 'x'.repeat(MB), deflate: true, declaredSize: 1000, local: { size: MB } }),
      'localHeaderMismatch',
    ],
    [
      'a local header with another name',
      () => testDocx({ local: { name: 'word/documenT.xml' } }),
      'localHeaderMismatch',
    ],
    ['a local header with another method', () => testDocx({ local: { method: 8 } }), 'localHeaderMismatch'],
    [
      'sizes in a data descriptor (the local header leaves them 0)',
      () => testDocx({ content: '<w:p/>'.repeat(1000), deflate: true, flags: 0x8 }),
      null,
    ],
    [
      'deflated data that does not inflate',
      () => testDocx({ data: Buffer.from('not deflate at all'), method: 8, declaredSize: 10 }),
      'corrupt',
    ],
    [
      'deflated data cut short',
      () =>
        testDocx({
          data: deflateRawSync('<w:p/>'.repeat(1000)).subarray(0, 20),
          method: 8,
          declaredSize: 6000,
        }),
      'corrupt',
    ],
    ['an encrypted entry', () => testDocx({ flags: 0x1 }), 'unsupported'],
    ['another compression method (bzip2)', () => testDocx({ method: 12 }), 'unsupported'],
    [
      'bytes after the end record',
      () =>
        buildZip([{ name: 'word/document.xml' }], { trailing: Buffer.from('PK\x03\x04 another archive') }),
      'trailingData',
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

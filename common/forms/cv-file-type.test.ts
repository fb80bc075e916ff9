import { describe, expect, it } from 'vitest';
import { detectCvType, formatFileSize, sanitizeCvFileName, type CvFileType } from './cv-file-type';
import { tinyDoc, tinyDocx, tinyExe, tinyPdf, tinyZip } from './cv-file-type.testing';

const bytes = (...v: number[]) => new Uint8Array(v);
const text = (s: string) => new TextEncoder().encode(s);

describe('detectCvType', () => {
  const cases: [string, Uint8Array, CvFileType | null][] = [
    ['a real PDF', tinyPdf(), 'pdf'],
    ['only the PDF signature', text('%PDF-'), 'pdf'],
    ['"%PDF" without the dash', text('%PDF1.4'), null],
    ['a PDF signature not at the start', text(' %PDF-1.4'), null],
    ['an OLE2 compound file (Word 97-2003)', tinyDoc(), 'doc'],
    ['a truncated OLE2 signature', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a), null],
    ['a DOCX (ZIP with word/document.xml)', tinyDocx(), 'docx'],
    [
      'a DOCX with an archive comment',
      tinyZip({ 'word/document.xml': '<w:document/>' }, { comment: 'written by a test' }),
      'docx',
    ],
    [
      'an XLSX (ZIP without word/document.xml)',
      tinyZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
      null,
    ],
    [
      'a ZIP naming word/document.xml only inside a file',
      tinyZip({ 'readme.txt': 'see word/document.xml' }),
      null,
    ],
    ['a ZIP whose entry only starts like it', tinyZip({ 'word/document.xml.bak': 'x' }), null],
    ['a ZIP header with no central directory', bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0), null],
    [
      'a ZIP end record pointing outside the file',
      new Uint8Array([
        ...tinyDocx().slice(0, 4),
        ...bytes(0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, 1, 0, 1, 0, 46, 0, 0, 0, 0xff, 0xff, 0, 0, 0, 0),
      ]),
      null,
    ],
    ['a Windows executable renamed .pdf', tinyExe(), null],
    ['a PNG image', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), null],
    ['an HTML page', text('<!doctype html><script>alert(1)</script>'), null],
    ['an empty file', new Uint8Array(0), null],
  ];
  it.each(cases)('%s → %s', (_name, content, expected) => {
    expect(detectCvType(content)).toBe(expected);
  });
});

describe('sanitizeCvFileName', () => {
  const cases: [string | null, CvFileType, string][] = [
    ['Anna Peeters CV.pdf', 'pdf', 'Anna Peeters CV.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\anna\\cv.docx', 'docx', 'cv.docx'],
    ['evil.exe', 'pdf', 'evil.pdf'],
    ['a"b<c>\r\nd;e.doc', 'doc', 'abcde.doc'],
    ['...', 'pdf', 'cv.pdf'],
    [null, 'docx', 'cv.docx'],
    ['x'.repeat(300) + '.pdf', 'pdf', 'x'.repeat(96) + '.pdf'],
  ];
  it.each(cases)('%s (%s) → %s', (name, type, expected) => {
    expect(sanitizeCvFileName(name, type)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [2048, '2 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
  ])('%d → %s', (n, expected) => expect(formatFileSize(n)).toBe(expected));
});

/** Real small files built byte by byte for the tests (no fixtures on disk). */

/** A minimal but valid one-page PDF. */
export function tinyPdf(text = 'Curriculum vitae'): Uint8Array {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** A ZIP with stored (uncompressed) entries; CRCs are not checked by the type detection, so 0. */
export function tinyZip(entries: Record<string, string>, options: { comment?: string } = {}): Uint8Array {
  const enc = new TextEncoder();
  const parts: number[] = [];
  const central: number[] = [];
  const u16 = (v: number) => [v & 0xff, (v >> 8) & 0xff];
  const u32 = (v: number) => [v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >>> 24) & 0xff];
  for (const [name, content] of Object.entries(entries)) {
    const n = [...enc.encode(name)];
    const data = [...enc.encode(content)];
    const offset = parts.length;
    parts.push(
      0x50,
      0x4b,
      0x03,
      0x04,
      ...u16(20),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(data.length),
      ...u32(data.length),
      ...u16(n.length),
      ...u16(0),
      ...n,
      ...data,
    );
    central.push(
      0x50,
      0x4b,
      0x01,
      0x02,
      ...u16(20),
      ...u16(20),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(data.length),
      ...u32(data.length),
      ...u16(n.length),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(offset),
      ...n,
    );
  }
  const cdOffset = parts.length;
  const comment = [...enc.encode(options.comment ?? '')];
  const count = Object.keys(entries).length;
  return new Uint8Array([
    ...parts,
    ...central,
    0x50,
    0x4b,
    0x05,
    0x06,
    ...u16(0),
    ...u16(0),
    ...u16(count),
    ...u16(count),
    ...u32(central.length),
    ...u32(cdOffset),
    ...u16(comment.length),
    ...comment,
  ]);
}

/** The parts Word writes, enough for the type check. */
export const tinyDocx = (): Uint8Array =>
  tinyZip({
    '[Content_Types].xml': '<Types/>',
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document><w:body><w:p/></w:body></w:document>',
  });

/** The header of a Compound File (what Word 97-2003 writes), padded to a sector. */
export const tinyDoc = (): Uint8Array => {
  const b = new Uint8Array(1024);
  b.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return b;
};

/** A Windows executable's first bytes ("MZ" header). */
export const tinyExe = (): Uint8Array => {
  const b = new Uint8Array(512);
  b.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
  return b;
};

import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  icsDateTime,
  icsParamValue,
  parseIcsLines,
  unescapeIcsText,
  type IcsEvent,
} from './ics';

describe('escapeIcsText (RFC 5545 3.3.11)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', 'a\\, b'],
    ['a; b', 'a\\; b'],
    ['back\\slash', 'back\\\\slash'],
    ['line\nbreak', 'line\\nbreak'],
    ['crlf\r\nbreak', 'crlf\\nbreak'],
    ['cr\rbreak', 'cr\\nbreak'],
    ['Rue de l’Église 5, 1000 Bruxelles; 2e', 'Rue de l’Église 5\\, 1000 Bruxelles\\; 2e'],
    ['\\,', '\\\\\\,'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
    expect(unescapeIcsText(expected)).toBe(input.replace(/\r\n|\r/g, '\n'));
  });
});

describe('icsParamValue', () => {
  it.each([
    ['Immo Demo', 'Immo Demo'],
    ['Peeters, Anna', '"Peeters, Anna"'],
    ['A: B', '"A: B"'],
    ['x;y', '"x;y"'],
    ['Say "hi"', "Say 'hi'"],
    ['two\r\nlines', 'two lines'],
  ])('%j → %j', (input, expected) => expect(icsParamValue(input)).toBe(expected));
});

describe('foldIcsLine (RFC 5545 3.1)', () => {
  const octets = (s: string) => Buffer.byteLength(s, 'utf8');
  it.each([
    ['short', 10, 1],
    ['exactly 75 ASCII', 75, 1],
    ['76 ASCII', 76, 2],
    ['149 ASCII', 149, 2],
    ['150 ASCII', 150, 3],
  ])('%s', (_name, length, lines) => {
    const line = 'x'.repeat(length);
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts).toHaveLength(lines);
    parts.forEach((p, i) => {
      expect(octets(p)).toBeLessThanOrEqual(75);
      if (i > 0) expect(p.startsWith(' ')).toBe(true);
    });
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it.each([
    ['two-byte characters', 'é'.repeat(80)],
    ['three-byte characters', '€'.repeat(60)],
    ['four-byte characters', '🏠'.repeat(40)],
    ['mixed', `SUMMARY:Visite : Maison 4 façades à Woluwe-Saint-Lambert – 🏠 ${'ü€'.repeat(30)}`],
  ])('never splits a UTF-8 character: %s', (_name, line) => {
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildIcs', () => {
  const event: IcsEvent = {
    method: 'REQUEST',
    uid: '5f0c6a4e-8a43-4a7e-9b1c-2c5f8d7e9a10',
    stamp: new Date('2026-11-22T08:00:00Z'),
    start: new Date('2026-11-23T09:00:00Z'),
    end: new Date('2026-11-23T12:00:00Z'),
    summary: 'Visite : Maison, jardin; garage',
    location: 'Avenue Louise 12, 1050 Ixelles',
    description:
      'lundi 23 novembre 2026, 10:00–13:00\nAnnuler : https://www.immo-demo.be/api/appointments/cancel?token=abc&lang=fr',
    organizer: { name: 'Immo Demo', email: 'info@immo-demo.be' },
    attendee: { name: 'Anna Peeters', email: 'anna@example.be' },
  };
  const ics = buildIcs(event);
  const lines = parseIcsLines(ics);
  const value = (name: string) => lines.find((l) => l.name === name)?.value;

  it('is a VCALENDAR with one VEVENT, CRLF line endings and no line over 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.filter((l) => l.name === 'BEGIN').map((l) => l.value)).toEqual(['VCALENDAR', 'VEVENT']);
    expect(value('VERSION')).toBe('2.0');
    expect(value('PRODID')).toBeTruthy();
  });

  it.each([
    ['METHOD', 'REQUEST'],
    ['UID', '5f0c6a4e-8a43-4a7e-9b1c-2c5f8d7e9a10'],
    ['DTSTAMP', '20261122T080000Z'],
    ['DTSTART', '20261123T090000Z'],
    ['DTEND', '20261123T120000Z'],
    ['STATUS', 'CONFIRMED'],
    ['SUMMARY', 'Visite : Maison\\, jardin\\; garage'],
    ['LOCATION', 'Avenue Louise 12\\, 1050 Ixelles'],
    ['ORGANIZER', 'mailto:info@immo-demo.be'],
    ['ATTENDEE', 'mailto:anna@example.be'],
  ])('%s is %s', (name, expected) => expect(value(name)).toBe(expected));

  it('keeps the description with its line break and link, after unfolding and unescaping', () => {
    expect(unescapeIcsText(value('DESCRIPTION')!)).toBe(event.description);
  });

  it('names the organizer and the attendee', () => {
    expect(lines.find((l) => l.name === 'ORGANIZER')?.params).toBe('CN=Immo Demo');
    expect(lines.find((l) => l.name === 'ATTENDEE')?.params).toContain('CN=Anna Peeters');
  });

  it('leaves out what is not given and can publish', () => {
    const plain = parseIcsLines(
      buildIcs({ ...event, method: 'PUBLISH', location: null, description: null, attendee: null }),
    );
    expect(plain.map((l) => l.name)).not.toContain('LOCATION');
    expect(plain.map((l) => l.name)).not.toContain('ATTENDEE');
    expect(plain.find((l) => l.name === 'METHOD')?.value).toBe('PUBLISH');
  });

  it('writes UTC times', () => {
    expect(icsDateTime(new Date('2026-03-29T01:30:00+01:00'))).toBe('20260329T003000Z');
  });
});

/**
 * A minimal iCalendar (RFC 5545) writer for one event, enough for a mail client to offer "add to
 * calendar". Pure: the same input gives the same bytes (DTSTAMP is an input).
 */

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  /** When the invitation was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  organizer: IcsPerson;
  attendee?: IcsPerson | null;
  /** REQUEST (an invitation with attendees) or PUBLISH (a plain calendar entry). */
  method: 'REQUEST' | 'PUBLISH';
  status?: 'CONFIRMED' | 'CANCELLED';
  sequence?: number;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** A UTC date-time: 20261123T090000Z. */
export function icsDateTime(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, '\\n');
}

/**
 * A parameter value (RFC 5545 3.2): it may not contain DQUOTE or control characters, and is quoted
 * when it holds ':', ';' or ','. Double quotes are turned into single ones rather than dropped.
 */
export function icsParamValue(value: string): string {
  const clean = value
    .replace(/"/g, "'")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space, which
 * counts in their 75. Never splits a UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const mailto = (email: string) => `mailto:${email.replace(/[\r\n\s]/g, '')}`;

/** The whole VCALENDAR, CRLF line endings, every line folded. */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Immo Demo//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/[\r\n\s]/g, '')}`] : []),
    `ORGANIZER;CN=${icsParamValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${icsParamValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(event.attendee.email)}`,
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** Reads an iCalendar text back into (name, params, value) lines: unfolds, no unescaping. For tests and checks. */
export function parseIcsLines(ics: string): { name: string; params: string; value: string }[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l !== '')
    .map((line) => {
      // The name ends at the first ';' or ':'; the value after the first ':' outside quotes.
      let inQuotes = false;
      let colon = -1;
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '"') inQuotes = !inQuotes;
        else if (line[i] === ':' && !inQuotes) {
          colon = i;
          break;
        }
      }
      const head = line.slice(0, colon);
      const semi = head.indexOf(';');
      return {
        name: semi === -1 ? head : head.slice(0, semi),
        params: semi === -1 ? '' : head.slice(semi + 1),
        value: line.slice(colon + 1),
      };
    });
}

/** Undoes escapeIcsText. */
export function unescapeIcsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/**
 * Bidirectional marks, embeddings, overrides and isolates: they make a line read differently than
 * it is stored (a name shown backwards, a path that hides its real end).
 */
const BIDI = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);

/**
 * Characters a terminal acts on instead of showing: C0 controls (ESC starts the sequences that
 * move the cursor, clear the screen, set the window title or write to the clipboard; BEL, BS and
 * CR hide what was printed), DEL, and C1 controls (U+009B alone is a CSI).
 */
export function isTerminalControl(codePoint: number): boolean {
  return codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f) || BIDI.has(codePoint);
}

/** Breaks between lines or words that would otherwise disappear: shown as a space. */
const SPACING = new Set([0x09, 0x0a, 0x0d, 0x2028, 0x2029]);

/**
 * Text from a visitor, a feed or the database made safe to print on a staff member's terminal:
 * every control character is removed, so what was stored is shown, never obeyed. Line breaks are
 * kept (as "\n") only where the caller prints several lines of its own (`newlines: true`);
 * otherwise they become spaces, so a value cannot forge a line of the output. Tabs and lone
 * carriage returns (which would overwrite the line) become spaces too.
 */
export function terminalSafe(text: string, { newlines = false }: { newlines?: boolean } = {}): string {
  let out = '';
  for (const char of text.replace(/\r\n/g, '\n')) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint === 0x0a && newlines) out += '\n';
    else if (SPACING.has(codePoint)) out += ' ';
    else if (!isTerminalControl(codePoint)) out += char;
  }
  return out;
}

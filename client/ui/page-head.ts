/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/**
 * A description for <meta name="description"> from a listing or article text (plain or CMS HTML):
 * tags dropped, whitespace collapsed, cut at a word boundary with "…" when longer than `max`.
 * The result is plain text: escaping is the HTML writer's job.
 */
export function summarize(text: string | null | undefined, max = DESCRIPTION_LENGTH): string | undefined {
  if (!text) return undefined;
  const plain = text
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // A word boundary unless that throws away more than a third of the text.
  const end = space > max * 0.66 ? space : cut.length;
  return `${cut.slice(0, end).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** "Page – Site", or whichever of the two is known. */
export function fullTitle(title: string | null | undefined, site?: string | null): string | undefined {
  if (!title) return undefined;
  return site ? `${title} – ${site}` : title;
}

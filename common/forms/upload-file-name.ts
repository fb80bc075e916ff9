/**
 * A visitor's file name, safe to store and to put in a mail header: no path, no control or quoting
 * characters, at most 100 characters, and `extension` (the type found in the content). `fallback`
 * is the stem when nothing of the name is left.
 */
export function sanitizeFileName(
  name: string | null | undefined,
  extension: string,
  fallback: string,
): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>:|?*;,=%]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100 - extension.length - 1)
    .trim();
  return `${stem || fallback}.${extension}`;
}

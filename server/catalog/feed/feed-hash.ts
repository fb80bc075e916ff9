import { createHash } from 'node:crypto';

/**
 * Bump when the mapping from feed record to rows changes, so the next import rewrites every
 * listing once instead of keeping rows written by the old mapping as "unchanged".
 */
export const FEED_MAPPING_VERSION = 1;

/** JSON with object keys sorted at every level, so equal records always give the same text. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableStringify(v))).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** The content hash stored in `property.source_hash`: equal hash, nothing to write. */
export function recordHash(record: unknown): string {
  return createHash('sha256').update(`v${FEED_MAPPING_VERSION}:`).update(stableStringify(record)).digest('base64url');
}

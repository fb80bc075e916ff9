import { createHash } from 'node:crypto';
import type { FeedProperty } from './feed.schema';

/**
 * Bump when the mapping from feed record to rows changes, so the next import rewrites every
 * listing once instead of keeping rows written by the old mapping as "unchanged".
 */
// 2: MarqueeName is stored (it was dropped).
export const FEED_MAPPING_VERSION = 2;

/**
 * The content hash stored in `property.source_hash`: equal hash, nothing to write. It is taken
 * over the validated record, whose JSON is stable: the schema builds every object field by field
 * in a fixed order, whatever order the CRM wrote the keys in, and normalizes the values ("3" and 3,
 * "" and null hash the same).
 */
export function recordHash(record: FeedProperty): string {
  return createHash('sha256')
    .update(`v${FEED_MAPPING_VERSION}:`)
    .update(JSON.stringify(record))
    .digest('base64url');
}

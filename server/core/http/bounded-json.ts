/**
 * JSON from anonymous requests, refused when it nests deeper than any real request does. Parsing
 * deep JSON is cheap, but whatever walks it afterwards recursively (JSON.stringify of a cache key,
 * GraphQL's variable coercion) overflows the stack: 4,500 levels in a 9 KB body were enough to end
 * the process. The depth is counted on the text, before anything parses or walks it.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text opens more than `limit` nested objects or arrays (strings skipped). Linear, no recursion. */
export function jsonNestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

/** A body refused for its nesting: an HTTP 400 wherever it is met. */
export class JsonTooDeepError extends Error {
  readonly status = 400;
  constructor(readonly limit = MAX_JSON_DEPTH) {
    super(`JSON nested deeper than ${limit} levels`);
    this.name = 'JsonTooDeepError';
  }
}

/** JSON.parse for request bodies: throws JsonTooDeepError past the depth limit, SyntaxError on bad JSON. */
export function parseBoundedJson(text: string, limit = MAX_JSON_DEPTH): unknown {
  if (jsonNestsDeeperThan(text, limit)) throw new JsonTooDeepError(limit);
  return JSON.parse(text);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

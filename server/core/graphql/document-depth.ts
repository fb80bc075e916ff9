/**
 * GraphQL documents from anonymous requests, refused before parsing when they nest deeper than any
 * real one does. graphql-js parses selections, arguments and lists by recursion: about 4,000 levels
 * of `{a{a…` overflow the stack. The site's own documents nest under 15 levels (the introspection
 * query's type references are the deepest); the count is on the text, linear and without recursion.
 */
export const MAX_DOCUMENT_DEPTH = 48;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const HASH = 0x23;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const OPENERS = new Set([0x7b, 0x5b, 0x28]); // { [ (
const CLOSERS = new Set([0x7d, 0x5d, 0x29]); // } ] )

/**
 * Whether a GraphQL document opens more than `limit` nested selection sets, argument lists, lists
 * or objects. Strings, block strings and comments are skipped, as the lexer skips them.
 */
export function documentNestsDeeperThan(text: string, limit = MAX_DOCUMENT_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === HASH) {
      while (i + 1 < text.length && !isLineEnd(text.charCodeAt(i + 1))) i++;
    } else if (c === QUOTE) {
      if (text.startsWith('"""', i)) {
        // A block string ends at the next """ not escaped as \""".
        i += 3;
        while (i < text.length && !(text.startsWith('"""', i) && text.charCodeAt(i - 1) !== BACKSLASH)) i++;
        i += 2;
      } else {
        for (i++; i < text.length && text.charCodeAt(i) !== QUOTE && !isLineEnd(text.charCodeAt(i)); i++)
          if (text.charCodeAt(i) === BACKSLASH) i++;
      }
    } else if (OPENERS.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

const isLineEnd = (c: number) => c === LINE_FEED || c === CARRIAGE_RETURN;

/** A document refused for its nesting: an HTTP 400 wherever it is met. */
export class QueryTooDeepError extends Error {
  readonly status = 400;
  constructor(readonly limit = MAX_DOCUMENT_DEPTH) {
    super(`GraphQL document nested deeper than ${limit} levels`);
    this.name = 'QueryTooDeepError';
  }
}

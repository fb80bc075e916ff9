/**
 * True when a field holds no usable value: null, undefined, or a string that is blank once
 * trimmed. Numbers (including 0), booleans (including false), arrays and objects are values,
 * even when "falsy" or empty, because a 0 price or a `false` flag is meaningful data.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

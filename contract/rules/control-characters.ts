// Text from outside (a form, a JSON body, a path or a query) may hold tabs and line breaks but no
// other C0 control: PostgreSQL refuses NUL in text outright, and the rest (a bell, an escape)
// only ever arrive to break a log line, a CSV cell or a terminal. Every host of the API refuses
// them with this message before any schema, query or log sees them.

export const CONTROL_CHARACTERS_MESSAGE =
  'Text must not contain control characters (such as a NUL byte)';

// eslint-disable-next-line no-control-regex -- the point of the rule
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
// Half of a UTF-16 pair without its other half (JSON's "\ud800" escape makes one): no character
// at all, which PostgreSQL's JSON columns refuse mid-transaction. Refused as a control is.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** Whether any string in a parsed JSON value or form (keys and file names included) has one. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  // Deeper than any body of the contract: refused by its schema anyway.
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (typeof File !== 'undefined' && value instanceof File) return hasControlCharacters(value.name);
  if (Array.isArray(value)) return value.some((v) => containsControlCharacters(v, depth + 1));
  return Object.entries(value).some(
    ([k, v]) => hasControlCharacters(k) || containsControlCharacters(v, depth + 1),
  );
}

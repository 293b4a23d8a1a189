import { preprocess, z } from '../zod';

// Multipart text parts arrive as strings, and the clients serialise "nothing"
// in several ways. These values all mean "the field was not set".
export const BLANK_PART_VALUES = ['undefined', 'null', '', '[object Object]'] as const;
const BLANK_PARTS: ReadonlySet<string> = new Set(BLANK_PART_VALUES);

// A kept existing image is sent as this text part during product update.
export const KEPT_IMAGE_MARKER = '[object Object]';

// Labels that unset <select>s submit instead of an empty value. Compared after
// lowercasing and removing everything but letters/digits, so 'Scent Type',
// 'scentType' and 'Size (Oz)' all match.
const SELECT_LABELS: ReadonlySet<string> = new Set([
  'category',
  'gender',
  'brand',
  'scenttype',
  'fragrancetype',
  'size',
  'sizeoz',
  'shipping',
  'availability',
  'status',
]);

function squash(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function isBlankPart(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && BLANK_PARTS.has(value.trim()))
  );
}

export function isPlaceholderLabel(value: string): boolean {
  const squashed = squash(value);
  return (
    SELECT_LABELS.has(squashed) || squashed.startsWith('select') || squashed.startsWith('choose')
  );
}

// Repeated parts come through some multipart parsers as arrays; a text field
// only ever has one meaningful value, the first.
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? (value as unknown[])[0] : value;
}

/** Free-text part: blank markers become undefined, other strings are trimmed. */
export function textPart(value: unknown): unknown {
  const v = firstValue(value);
  if (isBlankPart(v)) return undefined;
  return typeof v === 'string' ? v.trim() : v;
}

/** Select part: like textPart, and an unset-select label also becomes undefined. */
export function selectPart(value: unknown): unknown {
  const v = textPart(value);
  return typeof v === 'string' && isPlaceholderLabel(v) ? undefined : v;
}

/** Text part that must end up a string: blanks become ''. */
export function textPartOrEmpty(value: unknown): unknown {
  const v = textPart(value);
  return v === undefined ? '' : v;
}

// Every digit has one way to match (digits, then optionally a point and more digits), so a long
// run of digits ending in junk is refused in linear time; `\d+\.?\d*` backtracked quadratically.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Numeric part: decimal strings become numbers. Anything else is passed on
 * unchanged so the number schema reports it with the field's own message
 * (Number('') would silently give 0, Number('0x10') 16).
 */
export function numberPart(value: unknown): unknown {
  const v = textPart(value);
  if (typeof v === 'string' && DECIMAL.test(v)) return Number(v);
  return v;
}

const TRUE_WORDS: ReadonlySet<string> = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['false', '0', 'no', 'off']);

/** Boolean part from 'true'/'false'/'1'/'0' (and yes/no/on/off); blanks become undefined. */
export function booleanPart(value: unknown): unknown {
  const v = selectPart(value);
  if (typeof v !== 'string') return v;
  const lower = v.toLowerCase();
  if (TRUE_WORDS.has(lower)) return true;
  if (FALSE_WORDS.has(lower)) return false;
  return v;
}

/**
 * Optional enum select: blank or placeholder → undefined; otherwise matched
 * case-insensitively to the canonical spelling ('male' → 'Male').
 */
export function optionalEnumPart<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  const canonical = new Map(values.map((v) => [v.toLowerCase(), v] as const));
  return preprocess(
    (value: unknown) => {
      const v = selectPart(value);
      return typeof v === 'string' ? (canonical.get(v.toLowerCase()) ?? v) : v;
    },
    z.optional(z.enum(values, { error: message })),
  );
}

/** A longest length and the message that says so (contract/field-limits.ts). */
export interface MaxLength {
  max: number;
  message: string;
}

export function requiredTextPart(requiredMessage: string, length: MaxLength) {
  return preprocess(
    textPart,
    z
      .string({ error: requiredMessage })
      .check(
        z.minLength(1, { error: requiredMessage }),
        z.maxLength(length.max, { error: length.message }),
      ),
  );
}

export function optionalTextPart(length: MaxLength) {
  return preprocess(
    textPart,
    z.optional(z.string().check(z.maxLength(length.max, { error: length.message }))),
  );
}

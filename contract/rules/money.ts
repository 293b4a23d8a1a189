// Money is whole kobo wherever it is added, compared or stored (the server, the database, every
// total): naira exist only on the wire and on screen, converted here and nowhere else.

/** A whole number of kobo (100 to the naira). */
export type Kobo = number;

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * 19999.99 → 1999999. Works on the shortest decimal that prints as the number (what a person
 * typed or the database returned), not on `naira * 100`, which drifts (1.005 * 100 is
 * 100.49999999999999): half a kobo rounds up. Negative, non-finite or unsafe amounts throw: no
 * gateway is ever asked for one.
 */
export function nairaToKobo(naira: number): Kobo {
  if (!Number.isFinite(naira) || naira < 0) {
    throw new RangeError(`Not an amount of naira: ${naira}`);
  }
  const match = DECIMAL.exec(String(naira));
  if (!match) throw new RangeError(`Not an amount of naira: ${naira}`);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  // Where the decimal point falls in `digits` once the amount is in kobo.
  const point = whole.length + Number(exponent) + 2;
  if (point <= 0) return point === 0 && Number(digits[0]) >= 5 ? 1 : 0;
  const kept = digits.slice(0, point).padEnd(point, '0');
  const roundUp = Number(digits[point] ?? '0') >= 5;
  const kobo = Number(kept) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Amount too large: ${naira}`);
  return kobo;
}

/** Exact for any integer kobo amount a shop will see (division by 100 rounds to the nearest). */
export function koboToNaira(kobo: Kobo): number {
  return kobo / 100;
}

// Arithmetic on amounts the wire gives in naira: done in kobo here, so no screen, e-mail or
// export multiplies or subtracts naira floats itself.

/** `unit` × `quantity` (naira), worked in kobo: 3 × ₦19,999.99 is ₦59,999.97 exactly. */
export function lineAmount(unit: number, quantity: number): number {
  return koboToNaira(nairaToKobo(unit) * quantity);
}

import { z } from '../zod';

/**
 * A query parameter that must be a whole number from `min` to `max` ('2' reads as 2). With a
 * `message`, every way of missing (not a number, a fraction, out of range) answers it.
 */
export function wholeNumberParam(min: number, max: number, message?: string) {
  const params = message === undefined ? undefined : { error: message };
  return z.pipe(
    z.coerce.number(params),
    z.int(params).check(z.minimum(min, params), z.maximum(max, params)),
  );
}

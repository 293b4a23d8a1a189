import { z } from '../zod';

/**
 * A parameter written as text (a query string's, an environment variable's) that must be a whole
 * number from `min` (to `max` when given; '2' reads as 2).
 * With a `message`, every way of missing (not a number, a fraction, out of range) answers it.
 * The checks sit on the coerced number, as classic zod's `.int()` put them, so the OpenAPI
 * document still says "integer" with its bounds.
 */
export function wholeNumberParam(min: number, max?: number, message?: string) {
  const params = message === undefined ? undefined : { error: message };
  return z.coerce
    .number(params)
    .check(
      z.int(params),
      z.minimum(min, params),
      ...(max === undefined ? [] : [z.maximum(max, params)]),
    );
}

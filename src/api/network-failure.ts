import { isHTTPError, isTimeoutError } from './http-errors';

/**
 * True when no answer came back (no connection, or one too slow to finish), as opposed to a
 * refusal. A timed-out order may have been created, which is safe: it is re-sent with its key.
 * The API client's code failing to load (src/api/load-client.ts) is one too: a TypeError.
 */
export function isNetworkFailure(error: unknown) {
  if (isHTTPError(error)) return false;
  return error instanceof TypeError || isTimeoutError(error) || !navigator.onLine;
}

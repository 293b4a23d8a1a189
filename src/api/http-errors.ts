import type { HTTPError, TimeoutError } from 'ky';

// ky's errors recognised by name, as ky's own type guards (isHTTPError, isTimeoutError) also
// accept them, and by shape: a DOMException is also named 'TimeoutError' (AbortSignal.timeout's),
// and callers read `error.response` at once. Importing anything from 'ky' takes its index module,
// and a bundler places whole modules: every page's first load would carry all of ky, which only
// requests need (it arrives with the first one, src/api/load-client.ts). Lint keeps ky's imports
// to src/api/client.ts.
export function isHTTPError(error: unknown): error is HTTPError {
  return error instanceof Error && error.name === 'HTTPError' && 'response' in error;
}

export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof Error && error.name === 'TimeoutError' && 'request' in error;
}

import { isHTTPError } from './http-errors';
import { apiErrorMessage } from '../../contract/schemas/errors';

/**
 * The text a failed call should show: the server's `{error}` (or plain-string) body when it sent
 * one, else null so the caller picks the spec's fallback text.
 */
export async function serverErrorText(error: unknown): Promise<string | null> {
  if (!isHTTPError(error)) return null;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  return apiErrorMessage(body);
}

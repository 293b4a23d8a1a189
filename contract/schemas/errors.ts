import { z } from '../zod';

export const ApiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

const FALLBACK_MESSAGE = 'Invalid input';

// Accepts anything issue-shaped (ZodError, z.core.$ZodError) so callers need no cast.
export function firstIssueMessage(error: {
  readonly issues: ReadonlyArray<{ readonly message: string }>;
}): string {
  const first = error.issues[0];
  return first && first.message.length > 0 ? first.message : FALLBACK_MESSAGE;
}

// Failure bodies come in two shapes on this API: `{error}` and, for product and
// category create, a plain JSON string. Returns null for anything else so the
// caller can pick its own fallback text.
export function apiErrorMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.length > 0 ? body : null;
  const parsed = ApiErrorSchema.safeParse(body);
  return parsed.success && parsed.data.error.length > 0 ? parsed.data.error : null;
}

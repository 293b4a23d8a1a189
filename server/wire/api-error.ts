import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure the client should see. Most endpoints answer `{error}`; product and category create
 * answer the bare message string because that client renders the whole body (see the contract).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly shape: 'object' | 'plain' = 'object',
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): string | { error: string } {
    return this.shape === 'plain' ? this.message : { error: this.message, ...this.details() };
  }

  /** Fields an answer carries beside `error` (a code, a quote): none by default. */
  protected details(): Record<string, unknown> {
    return {};
  }

  /** The same failure in the plain-string shape. */
  plain(): ApiError {
    return new ApiError(this.status, this.message, 'plain', this.headers);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);

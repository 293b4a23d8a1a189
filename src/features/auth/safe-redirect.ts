/**
 * The `redirect` search param only ever sends the shopper to a path on this site: an absolute
 * URL or a protocol-relative '//host' would turn the login page into an open redirect.
 */
export function safeRedirectPath(redirect: string | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return null;
  if (redirect.startsWith('/\\') || redirect.startsWith('/login') || redirect.startsWith('/signup'))
    return null;
  return redirect;
}

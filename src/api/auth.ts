import { isHTTPError } from './http-errors';
import { apiErrorMessage } from '../../contract/schemas/errors';
import { AuthResponseSchema, type AuthResponse } from '../../contract/schemas/user';
import type { LoginRequest } from '../../contract/schemas/account-fields';
import { queryOptions } from '@tanstack/react-query';
import { DemoAccountResponseSchema } from '../../contract/schemas/account';
import { api } from './client';
import { authKeys } from './account-query-keys';

/** Login and register either sign the user in or answer an error text (spec: "user or error"). */
export type AuthResult = { ok: true; response: AuthResponse } | { ok: false; error: string | null };

async function toResult(request: Promise<Response>): Promise<AuthResult> {
  let body: unknown;
  try {
    body = await (await request).json();
  } catch (error) {
    // A 4xx with `{error}` is a refusal, not a crash; anything else (network, 5xx without a body) throws.
    if (isHTTPError(error)) {
      const body4xx: unknown = await error.response.json().catch(() => null);
      const text = apiErrorMessage(body4xx);
      if (text !== null) return { ok: false, error: text };
    }
    throw error;
  }
  const parsed = AuthResponseSchema.safeParse(body);
  if (parsed.success) return { ok: true, response: parsed.data };
  return { ok: false, error: apiErrorMessage(body) };
}

/**
 * Signs this session out on the server as well (POST /auth/logout), so the token stops working
 * everywhere at once. Offline or refused, the device still signs out and the token expires.
 */
export async function logoutOnServer(token: string): Promise<void> {
  await api
    .post('auth/logout', { headers: { authorization: `Bearer ${token}` } })
    .catch(() => undefined);
}

/**
 * The demo shopper's sign-in when the store has one (GET /auth/demo-account): null in production
 * and on a store created without the demo data. Asked once per visit.
 */
export const demoAccountQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.demoAccount(),
    queryFn: async () =>
      DemoAccountResponseSchema.parse(await api.get('auth/demo-account').json()).account,
    staleTime: Infinity,
    retry: false,
  });

export function login(fields: LoginRequest): Promise<AuthResult> {
  return toResult(api.post('auth/login', { json: fields }));
}

export interface RegisterInput {
  name: string;
  username: string;
  email: string;
  password: string;
  image: File | null;
}

export function register(input: RegisterInput): Promise<AuthResult> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('username', input.username);
  form.append('email', input.email);
  form.append('password', input.password);
  if (input.image) form.append('image', input.image);
  return toResult(api.post('auth/register', { body: form }));
}

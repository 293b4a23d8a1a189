import { isHTTPError } from './http-errors';
import { apiErrorMessage } from '../../contract/schemas/errors';
import type { Address, SessionUser } from '../../contract/schemas/user';
import { ProfileUpdateResponseSchema } from '../../contract/schemas/user';
import { api } from './client';

export interface ProfileInput {
  name: string;
  username: string;
  email: string;
  address: Address;
  image: File | null;
}

export type ProfileResult = { ok: true; user: SessionUser } | { ok: false; error: string | null };

/** PUT auth/user/update. Validation problems come back as 200 `{error}` (contract), 4xx too. */
export async function updateProfile(input: ProfileInput): Promise<ProfileResult> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('username', input.username);
  form.append('email', input.email);
  form.append('address[street]', input.address.street);
  form.append('address[city]', input.address.city);
  form.append('address[state]', input.address.state);
  form.append('address[zip]', input.address.zip);
  // The contract's "no new picture" marker is the text 'null'.
  form.append('image', input.image ?? 'null');
  let body: unknown;
  try {
    body = await api.put('auth/user/update', { body: form }).json();
  } catch (error) {
    if (isHTTPError(error)) {
      const errorBody: unknown = await error.response.json().catch(() => null);
      return { ok: false, error: apiErrorMessage(errorBody) };
    }
    throw error;
  }
  const parsed = ProfileUpdateResponseSchema.safeParse(body);
  if (parsed.success) return { ok: true, user: parsed.data.updatedUser };
  return { ok: false, error: apiErrorMessage(body) };
}

import { mutationOptions } from '@tanstack/react-query';
import {
  AccountMessageResponseSchema,
  ChangePasswordResponseSchema,
  ForgotPasswordRequestSchema,
  type DeleteAccountRequest,
} from '../../contract/schemas/account';
import type { z } from '../../contract/zod';
import { api } from './client';

// The contract's "Accounts" calls. Failures throw ky's HTTPError: serverErrorText() reads the
// server's `{error}` from it.

export type AccountMessageResponse = z.infer<typeof AccountMessageResponseSchema>;
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

// Passwords ride in a mutation's variables: drop the finished mutation at once rather than
// keeping it in memory for the default five minutes (mutations are never persisted either).
const FORGET_AT_ONCE = 0;

/** POST auth/forgot-password: the same answer whether or not the account exists. */
export const forgotPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'forgot-password'],
    mutationFn: async (email: string): Promise<AccountMessageResponse> => {
      const json = ForgotPasswordRequestSchema.parse({ email });
      return AccountMessageResponseSchema.parse(
        await api.post('auth/forgot-password', { json }).json(),
      );
    },
  });

/** POST auth/reset-password with the token from the e-mail's link. */
export const resetPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'reset-password'],
    gcTime: FORGET_AT_ONCE,
    mutationFn: async (input: ResetPasswordInput): Promise<AccountMessageResponse> =>
      AccountMessageResponseSchema.parse(
        await api.post('auth/reset-password', { json: input }).json(),
      ),
  });

/** PUT auth/password (signed in): answers a fresh session; every other one is signed out. */
/** DELETE /auth/account: the person erased; the caller then ends the session on the device. */
export const deleteAccountMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'delete'],
    gcTime: FORGET_AT_ONCE,
    mutationFn: async (input: DeleteAccountRequest): Promise<void> => {
      await api.delete('auth/account', { json: input });
    },
  });

export const changePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'change-password'],
    gcTime: FORGET_AT_ONCE,
    mutationFn: async (input: ChangePasswordInput): Promise<ChangePasswordResponse> =>
      ChangePasswordResponseSchema.parse(await api.put('auth/password', { json: input }).json()),
  });

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { AccountMessageResponseSchema } from '../../contract/schemas/account';
import { EmailVerificationStatusSchema } from '../../contract/schemas/email-verification';
import { emailVerificationKeys } from './account-query-keys';
import { api } from './client';

/** GET auth/email-verification (signed in): whether the address was proved by its link. */
export const emailVerificationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: emailVerificationKeys.mine(userId),
    queryFn: async ({ signal }) =>
      EmailVerificationStatusSchema.parse(
        await api.get('auth/email-verification', { signal }).json(),
      ).verified,
    staleTime: 5_000,
  });

/** POST auth/email-verification (signed in): "Resend link"; answers the server's message. */
export const resendVerificationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'resend-verification'],
    mutationFn: async (): Promise<string> =>
      AccountMessageResponseSchema.parse(await api.post('auth/email-verification').json()).message,
  });

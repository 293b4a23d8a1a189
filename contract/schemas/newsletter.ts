import { transformed, z } from '../zod';
import { isEmailShaped } from '../rules/auth-validation';

export const NEWSLETTER_MESSAGES = {
  emailInvalid: 'Enter a valid email address',
  subscribed: 'Thanks for subscribing!',
  alreadySubscribed: 'You are already subscribed',
} as const;

/** POST /newsletter (an addition to the contract, for the footer box). */
export const NewsletterRequestSchema = z.object({
  email: transformed(
    z
      .string({ error: NEWSLETTER_MESSAGES.emailInvalid })
      .check(
        z.trim(),
        z.maxLength(320, { error: NEWSLETTER_MESSAGES.emailInvalid }),
        z.refine(isEmailShaped, { error: NEWSLETTER_MESSAGES.emailInvalid }),
      ),
    (v) => v.toLowerCase(),
  ),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>;

/** 201 for a new subscription, 200 when the address was already on the list. */
export const NewsletterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;

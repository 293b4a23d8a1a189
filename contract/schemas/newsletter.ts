import { transformed, z } from '../zod';
import { isEmailShaped } from '../rules/auth-validation';

export const NEWSLETTER_MESSAGES = {
  emailInvalid: 'Enter a valid email address',
  subscribed: 'Thanks for subscribing!',
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

/** 201, the same for a new subscription and an address already on the list (no enumeration). */
export const NewsletterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;

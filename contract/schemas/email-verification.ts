import { z } from '../zod';

// Proving an e-mail address (an addition to the contract): a link sent at registration and on
// "Resend link". Orders and sign-in never wait for it; alerts and marketing go only to a
// verified address.

export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Your e-mail address is confirmed.',
  linkInvalid: 'This link is invalid, used or expired. Ask for a new one on your profile.',
  sent: 'We sent a new link to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  tooMany: 'Too many links asked for. Please try again later.',
} as const;

/** POST /auth/verify-email: the token from the e-mailed link. */
export const VerifyEmailRequestSchema = z.object({
  token: z.string({ error: EMAIL_VERIFICATION_MESSAGES.linkInvalid }),
});

/** GET /auth/email-verification (signed in): whether the account's address is verified. */
export const EmailVerificationStatusSchema = z.object({
  success: z.literal(true),
  verified: z.boolean(),
});
export type EmailVerificationStatus = z.infer<typeof EmailVerificationStatusSchema>;

/** Where GET /auth/verify-email sends the browser: the profile, saying how it went. */
export const EMAIL_VERIFIED_PARAM = 'email';
export type EmailVerifiedOutcome = 'verified' | 'link-invalid';

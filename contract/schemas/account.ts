import { MIN_PASSWORD_LENGTH } from '../constants';
import { MAX_PASSWORD } from '../field-limits';
import { preprocess, z } from '../zod';
import { SessionUserSchema } from './user';
import { EmailSchema, USER_MESSAGES } from './account-fields';

// The wire contract's "Accounts" section: a forgotten password reset by e-mail, and a password
// changed by its owner.

export const ACCOUNT_MESSAGES = {
  resetSent: 'If an account uses that e-mail address, a link to reset its password is on its way.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  resetInvalid: 'This reset link is invalid, already used or expired. Please ask for a new one.',
  currentPasswordWrong: 'Your current password is not correct',
  changed: 'Your password has been changed',
  tooManyResets: 'Too many reset requests from your network. Please try again later.',
  tooManyChanges: 'Too many password changes. Please try again later.',
  tooManyResetTries: 'Too many tries with reset links. Please try again later.',
} as const;

/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** A new password: at least 8 characters once trimmed (kept as typed). */
export const NewPasswordSchema = z.string({ error: USER_MESSAGES.passwordRequired }).check(
  z.refine((v) => v.trim().length >= MIN_PASSWORD_LENGTH, {
    error: USER_MESSAGES.passwordTooShort,
  }),
  z.refine((v) => v.length <= MAX_PASSWORD, { error: USER_MESSAGES.passwordTooLong }),
);

/** POST /auth/forgot-password */
export const ForgotPasswordRequestSchema = z.object({
  email: preprocess((v) => (typeof v === 'string' ? v.trim() : v), EmailSchema),
});

/** POST /auth/reset-password: the token from the e-mail's link. */
export const ResetPasswordRequestSchema = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.resetInvalid }).check(z.minLength(1), z.maxLength(200)),
  password: NewPasswordSchema,
});

/** PUT /auth/password (signed in). */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: USER_MESSAGES.passwordRequired })
    .check(z.minLength(1, { error: USER_MESSAGES.passwordRequired }), z.maxLength(MAX_PASSWORD)),
  newPassword: NewPasswordSchema,
});

export const AccountMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/**
 * GET /auth/demo-account: the demo shopper's sign-in, for the login form to offer, only while
 * that account exists on a store that is not in production; otherwise `account` is null.
 */
export const DemoAccountResponseSchema = z.object({
  success: z.literal(true),
  account: z.nullable(z.object({ identifier: z.string(), password: z.string() })),
});
export type DemoAccountResponse = z.infer<typeof DemoAccountResponseSchema>;

/** DELETE /auth/account: the password confirms it is the person. */
export const DeleteAccountRequestSchema = z.object({
  password: z.string({ error: 'Enter your password' }).check(z.minLength(1, 'Enter your password')),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const OWN_DATA_MESSAGES = {
  deleted: 'Your account has been deleted.',
  wrongPassword: 'That password is not right',
  lastAdmin: 'You are the last admin: make another admin before you delete this account',
  tooManyExports: 'Too many downloads. Please try again later.',
  tooManyDeletes: 'Too many tries. Please try again later.',
} as const;

/** The name an erased buyer's orders show. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** POST /auth/logout: the token it was sent with stops working at once. */
export const LogoutResponseSchema = z.object({ success: z.literal(true) });

/** PUT /auth/password: a fresh session (the others are signed out). */
export const ChangePasswordResponseSchema = z.extend(AccountMessageResponseSchema, {
  user: SessionUserSchema,
});

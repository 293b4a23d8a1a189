import {
  MIN_PASSWORD_LENGTH,
  MIN_SIGN_IN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
} from '../constants';

// Texts and order come from spec section 5; clients show the first failure only.
export const ENTER_ALL_FIELDS = 'Enter all fields';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const INVALID_EMAIL = 'Invalid email address';
export const INVALID_USERNAME = 'Invalid username';
export const INVALID_PASSWORD = 'Enter a valid password';

export type AuthValidationMessage =
  | typeof ENTER_ALL_FIELDS
  | typeof PASSWORDS_DO_NOT_MATCH
  | typeof INVALID_EMAIL
  | typeof INVALID_USERNAME
  | typeof INVALID_PASSWORD;

// "Text, an @ and a dotted domain": no spaces, exactly one @, and a domain of
// at least two non-empty dot-separated labels.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** A new password's length rule; signing in passes the older, shorter minimum. */
export function isValidPassword(password: string, min = MIN_PASSWORD_LENGTH): boolean {
  return password.trim().length >= min;
}

export function isValidUsername(username: string): boolean {
  return username.trim().length >= MIN_USERNAME_LENGTH;
}

function isMissing(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim().length === 0;
}

export interface SignupFields {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
}

export function validateSignup(fields: SignupFields): AuthValidationMessage | null {
  const { name, email, password, confirmPassword } = fields;
  if ([name, email, password, confirmPassword].some(isMissing)) return ENTER_ALL_FIELDS;
  // Compared as typed: a trailing space is a different password.
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (!isEmailShaped(email)) return INVALID_EMAIL;
  if (!isValidPassword(password)) return INVALID_PASSWORD;
  return null;
}

export interface LoginFields {
  readonly identifier: string;
  readonly password: string;
}

export function validateLogin(fields: LoginFields): AuthValidationMessage | null {
  const { identifier, password } = fields;
  if (isMissing(identifier) || isMissing(password)) return ENTER_ALL_FIELDS;
  if (!isEmailShaped(identifier) && !isValidUsername(identifier)) return INVALID_USERNAME;
  if (!isValidPassword(password, MIN_SIGN_IN_PASSWORD_LENGTH)) return INVALID_PASSWORD;
  return null;
}

export interface NewPasswordFields {
  readonly password: string;
  readonly confirmPassword: string;
}

/** A new password typed twice (reset link, change password): the sign-up rules, in its order. */
export function validateNewPassword(fields: NewPasswordFields): AuthValidationMessage | null {
  const { password, confirmPassword } = fields;
  if (isMissing(password) || isMissing(confirmPassword)) return ENTER_ALL_FIELDS;
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (!isValidPassword(password)) return INVALID_PASSWORD;
  return null;
}

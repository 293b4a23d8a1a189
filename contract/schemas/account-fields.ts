import { preprocess, transformed, z } from '../zod';
import { MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from '../constants';
import {
  MAX_ADDRESS_PART,
  MAX_EMAIL,
  MAX_PASSWORD,
  MAX_PERSON_NAME,
  MAX_USERNAME,
  tooLongMessage,
} from '../field-limits';
import { ENTER_ALL_FIELDS, isEmailShaped } from '../rules/auth-validation';
import { textPart, textPartOrEmpty } from './form-fields';
import type { Address } from './user';

// What the sign-in, sign-up and profile forms send: apart from the account's own shape
// (user.ts), which every page reads from storage, so that no page's first load builds these.

export const LOGIN_MESSAGES = {
  fieldsRequired: ENTER_ALL_FIELDS,
} as const;

export const LoginRequestSchema = z.object({
  identifier: z
    .string({ error: LOGIN_MESSAGES.fieldsRequired })
    .check(z.trim(), z.minLength(1, { error: LOGIN_MESSAGES.fieldsRequired })),
  // Not trimmed: the password is compared exactly as typed.
  password: z
    .string({ error: LOGIN_MESSAGES.fieldsRequired })
    .check(z.minLength(1, { error: LOGIN_MESSAGES.fieldsRequired })),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  usernameTooShort: `Username must be at least ${MIN_USERNAME_LENGTH} characters`,
  usernameInvalid: 'Username may not contain spaces or @',
  emailTaken: 'Email is already registered',
  usernameTaken: 'Username is already taken',
  nameTooLong: tooLongMessage('Name', MAX_PERSON_NAME),
  usernameTooLong: tooLongMessage('Username', MAX_USERNAME),
  passwordTooLong: tooLongMessage('Password', MAX_PASSWORD),
  addressTooLong: tooLongMessage('Each address part', MAX_ADDRESS_PART),
} as const;

const U = USER_MESSAGES;

// A username must never look like an email, or a login identifier would be
// ambiguous; it must also reach the login minimum length.
const UsernameSchema = z.string().check(
  z.maxLength(MAX_USERNAME, { error: U.usernameTooLong }),
  z.refine((v) => v === '' || v.length >= MIN_USERNAME_LENGTH, { error: U.usernameTooShort }),
  z.refine((v) => !/[\s@]/.test(v), { error: U.usernameInvalid }),
);

// Emails are compared case-insensitively, so they are stored lowercased.
export const EmailSchema = transformed(
  z
    .string({ error: U.emailRequired })
    .check(
      z.minLength(1, { error: U.emailRequired }),
      z.maxLength(MAX_EMAIL, { error: U.emailInvalid }),
      z.refine(isEmailShaped, { error: U.emailInvalid }),
    ),
  (v) => v.toLowerCase(),
);

/** Text parts of the multipart POST /auth/register body (the optional image file is separate). */
export const RegisterFieldsSchema = z.object({
  name: preprocess(
    textPart,
    z
      .string({ error: U.nameRequired })
      .check(
        z.minLength(1, { error: U.nameRequired }),
        z.maxLength(MAX_PERSON_NAME, { error: U.nameTooLong }),
      ),
  ),
  username: preprocess(textPartOrEmpty, UsernameSchema),
  email: preprocess(textPart, EmailSchema),
  // Only blank markers are dropped; the password itself is kept untrimmed.
  password: preprocess(
    (value: unknown) => (textPart(value) === undefined ? undefined : value),
    z.string({ error: U.passwordRequired }).check(
      z.refine((v) => v.trim().length >= MIN_PASSWORD_LENGTH, { error: U.passwordTooShort }),
      z.refine((v) => v.length <= MAX_PASSWORD, { error: U.passwordTooLong }),
    ),
  ),
});
export type RegisterFields = z.output<typeof RegisterFieldsSchema>;

const AddressPartSchema = z
  .string()
  .check(z.maxLength(MAX_ADDRESS_PART, { error: U.addressTooLong }));

/**
 * Text parts of the multipart PUT /auth/user/update body. `email` is accepted
 * and ignored (it cannot change). Missing or blank name/username come out as
 * undefined, meaning "keep the current value"; address parts always come out
 * as strings, '' when blank ('undefined' and 'null' count as blank).
 */
export const ProfileUpdateFieldsSchema = transformed(
  z.object({
    name: preprocess(
      textPart,
      z.optional(z.string().check(z.maxLength(MAX_PERSON_NAME, { error: U.nameTooLong }))),
    ),
    username: preprocess(textPart, z.optional(UsernameSchema)),
    'address[street]': preprocess(textPartOrEmpty, AddressPartSchema),
    'address[city]': preprocess(textPartOrEmpty, AddressPartSchema),
    'address[state]': preprocess(textPartOrEmpty, AddressPartSchema),
    'address[zip]': preprocess(textPartOrEmpty, AddressPartSchema),
  }),
  (parts) => ({
    name: parts.name,
    username: parts.username,
    address: {
      street: parts['address[street]'],
      city: parts['address[city]'],
      state: parts['address[state]'],
      zip: parts['address[zip]'],
    } satisfies Address,
  }),
);
export type ProfileUpdateFields = z.output<typeof ProfileUpdateFieldsSchema>;

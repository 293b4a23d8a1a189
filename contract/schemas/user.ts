import { preprocess, z } from '../zod';

// Older accounts may lack optional profile values or hold null for them.
const nullishToEmpty = (value: unknown): unknown =>
  value === null || value === undefined ? '' : value;
const looseText = () => preprocess(nullishToEmpty, z.string());

export const AddressSchema = z.object({
  street: looseText(),
  city: looseText(),
  state: looseText(),
  zip: looseText(),
});
export type Address = z.infer<typeof AddressSchema>;

export const EMPTY_ADDRESS: Address = { street: '', city: '', state: '', zip: '' };

export const SessionUserSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  name: z.string(),
  username: looseText(),
  email: z.string(),
  // 1 = admin, anything else an ordinary user (see ROLE_ADMIN).
  role: z.int(),
  address: preprocess((value) => value ?? EMPTY_ADDRESS, AddressSchema),
  image: looseText(),
  token: z.string().check(z.minLength(1)),
  /** An addition: whether the person followed the link e-mailed to `email` (absent: not known). */
  emailVerified: z.optional(z.boolean()),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Login and register answer; the client stores this whole object under 'auth'. */
export const AuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: SessionUserSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const ProfileUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updatedUser: SessionUserSchema,
});
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;

export { ApiErrorSchema, type ApiError } from './errors';

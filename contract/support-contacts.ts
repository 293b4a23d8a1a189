// The shop's support lines (spec: footer "Contact Us with two phone numbers"). One list, so the
// footer and the Forgot Password help show the same numbers.
export const SUPPORT_PHONES = ['+234 803 000 0000', '+234 809 000 0000'] as const;

// The longest text each free-text field may hold. Every side checks them (the API refuses longer
// input with a 400, the forms say so as the user types): no field is a place to store megabytes,
// and an order, which repeats whole product objects, stays a few hundred KB (see orderBodyBytes).

export const MAX_PERSON_NAME = 100;
export const MAX_USERNAME = 30;
/** RFC 5321's limit for a whole address path. */
export const MAX_EMAIL = 320;
export const MAX_PASSWORD = 1024;
export const MAX_ADDRESS_PART = 200;

export const MAX_PRODUCT_NAME = 200;
export const MAX_PRODUCT_DESCRIPTION = 5000;
/** Usage, about and return policy. */
export const MAX_PRODUCT_TEXT = 2000;
export const MAX_SCENT_PROFILE = 500;

export const tooLongMessage = (label: string, max: number) =>
  `${label} must be at most ${max} characters`;

/**
 * The largest JSON a cart line (a whole product object plus isAdded and addedQty) can take: every
 * text at its maximum, plus room for ids, enumerations, dates and ten image URLs.
 */
export const MAX_ORDER_LINE_BYTES =
  MAX_PRODUCT_NAME + MAX_PRODUCT_DESCRIPTION + 3 * MAX_PRODUCT_TEXT + MAX_SCENT_PROFILE + 4 * 1024;

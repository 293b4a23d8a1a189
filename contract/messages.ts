// User-facing texts shared by client, server and mocks (spec section 8). Keeping
// them here stops the server message and the client toast from drifting apart.

export const LOGIN_SUCCESS_MESSAGE = 'Login successful';
export const LOGIN_FAILED_FALLBACK = 'An error occurred while logging in';
export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';
export const SIGNUP_FAILED_FALLBACK = 'An error occurred while signing in';

// One text for unknown user and wrong password so responses do not reveal
// which accounts exist.
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email/username or password';

export const ORDER_CREATED_MESSAGE = 'Order created successfully';
export const ORDER_FAILED_MESSAGE = 'Error creating order';

export const CATEGORY_CREATED_MESSAGE = 'Category created successfully';
export const CATEGORY_UPDATED_MESSAGE = 'Category updated successfully';
export const PRODUCT_CREATED_MESSAGE = 'Product created successfully';
export const PRODUCT_UPDATED_MESSAGE = 'Product updated successfully';
export const PROFILE_UPDATED_MESSAGE = 'Profile updated';

export const COMING_SOON_TEXT = 'COMING SOON...';

export function deletedMessage(name: string): string {
  return `"${name}" is deleted`;
}

export function orderStatusChangedMessage(status: string): string {
  return `Order status changed to "${status}"`;
}

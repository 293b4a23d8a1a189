// contract/messages.ts
var LOGIN_SUCCESS_MESSAGE = "Login successful";
var LOGIN_FAILED_FALLBACK = "An error occurred while logging in";
var REGISTRATION_SUCCESS_MESSAGE = "Registration successful";
var REGISTRATION_FAILED_MESSAGE = "Registration failed";
var SIGNUP_FAILED_FALLBACK = "An error occurred while signing in";
var ORDER_CREATED_MESSAGE = "Order created successfully";
var ORDER_FAILED_MESSAGE = "Error creating order";
var CATEGORY_CREATED_MESSAGE = "Category created successfully";
var CATEGORY_UPDATED_MESSAGE = "Category updated successfully";
var PRODUCT_CREATED_MESSAGE = "Product created successfully";
var PRODUCT_UPDATED_MESSAGE = "Product updated successfully";
var PROFILE_UPDATED_MESSAGE = "Profile updated";
var COMING_SOON_TEXT = "COMING SOON...";
function deletedMessage(name) {
	return `"${name}" is deleted`;
}
export { LOGIN_SUCCESS_MESSAGE as a, PRODUCT_CREATED_MESSAGE as c, REGISTRATION_FAILED_MESSAGE as d, REGISTRATION_SUCCESS_MESSAGE as f, LOGIN_FAILED_FALLBACK as i, PRODUCT_UPDATED_MESSAGE as l, deletedMessage as m, CATEGORY_UPDATED_MESSAGE as n, ORDER_CREATED_MESSAGE as o, SIGNUP_FAILED_FALLBACK as p, COMING_SOON_TEXT as r, ORDER_FAILED_MESSAGE as s, CATEGORY_CREATED_MESSAGE as t, PROFILE_UPDATED_MESSAGE as u };

//# sourceMappingURL=messages-BDWLW28K.js.map
import { t as atom } from "./vanilla-BeWjPVSk.js";
import { h as STORAGE_KEYS } from "./constants-DgaztBQd.js";
import { A as union, C as boolean, D as object, E as number, M as _isoDateTime, O as preprocess, S as array, b as ZodISODateTime, g as SIZES, h as SCENT_TYPES, j as unknown, k as string, m as PRODUCT_BRANDS, o as FRAGRANCE_TYPES, s as GENDERS, w as literal, x as _enum } from "./enums-wP262MW5.js";
// node_modules/jotai/esm/vanilla/utils.mjs
var RESET = /* @__PURE__ */ Symbol("");
var isPromiseLike$2 = (x) => typeof (x == null ? void 0 : x.then) === "function";
function createJSONStorage(getStringStorage = () => {
	try {
		return window.localStorage;
	} catch (e) {
		return;
	}
}, options) {
	var _a;
	let lastStr;
	let lastValue;
	const storage = {
		getItem: (key, initialValue) => {
			var _a2, _b;
			const parse = (str2) => {
				str2 = str2 || "";
				if (lastStr !== str2) {
					try {
						lastValue = JSON.parse(str2, options == null ? void 0 : options.reviver);
					} catch (e) {
						return initialValue;
					}
					lastStr = str2;
				}
				return lastValue;
			};
			const str = (_b = (_a2 = getStringStorage()) == null ? void 0 : _a2.getItem(key)) != null ? _b : null;
			if (isPromiseLike$2(str)) return str.then(parse);
			return parse(str);
		},
		setItem: (key, newValue) => {
			var _a2;
			return (_a2 = getStringStorage()) == null ? void 0 : _a2.setItem(key, JSON.stringify(newValue, options == null ? void 0 : options.replacer));
		},
		removeItem: (key) => {
			var _a2;
			return (_a2 = getStringStorage()) == null ? void 0 : _a2.removeItem(key);
		}
	};
	const createHandleSubscribe = (subscriber2) => (key, callback, initialValue) => subscriber2(key, (v) => {
		let newValue;
		try {
			newValue = JSON.parse(v || "", options == null ? void 0 : options.reviver);
		} catch (e) {
			newValue = initialValue;
		}
		callback(newValue);
	});
	let subscriber;
	try {
		subscriber = (_a = getStringStorage()) == null ? void 0 : _a.subscribe;
	} catch (e) {}
	if (!subscriber && typeof window !== "undefined" && typeof window.addEventListener === "function" && window.Storage) subscriber = (key, callback) => {
		if (!(getStringStorage() instanceof window.Storage)) return () => {};
		const storageEventCallback = (e) => {
			if (e.storageArea === getStringStorage() && e.key === key) callback(e.newValue);
		};
		window.addEventListener("storage", storageEventCallback);
		return () => {
			window.removeEventListener("storage", storageEventCallback);
		};
	};
	if (subscriber) storage.subscribe = createHandleSubscribe(subscriber);
	return storage;
}
var defaultStorage = createJSONStorage();
function atomWithStorage(key, initialValue, storage = defaultStorage, options) {
	const getOnInit = options == null ? void 0 : options.getOnInit;
	const baseAtom = atom(getOnInit ? storage.getItem(key, initialValue) : initialValue);
	baseAtom.onMount = (setAtom) => {
		var _a;
		setAtom(storage.getItem(key, initialValue));
		return (_a = storage.subscribe) == null ? void 0 : _a.call(storage, key, setAtom, initialValue);
	};
	return atom((get) => get(baseAtom), (get, set, update) => {
		const nextValue = typeof update === "function" ? update(get(baseAtom)) : update;
		if (nextValue === RESET) {
			set(baseAtom, initialValue);
			return storage.removeItem(key);
		}
		if (isPromiseLike$2(nextValue)) return nextValue.then((resolvedValue) => {
			set(baseAtom, resolvedValue);
			return storage.setItem(key, resolvedValue);
		});
		set(baseAtom, nextValue);
		return storage.setItem(key, nextValue);
	});
}
// node_modules/zod/v4/classic/iso.js
function datetime(params) {
	return _isoDateTime(ZodISODateTime, params);
}
// contract/field-limits.ts
var MAX_PASSWORD = 1024;
var MAX_PRODUCT_DESCRIPTION = 5e3;
/** Usage, about and return policy. */
var MAX_PRODUCT_TEXT = 2e3;
var tooLongMessage = (label, max) => `${label} must be at most ${max} characters`;
// contract/rules/auth-validation.ts
var ENTER_ALL_FIELDS = "Enter all fields";
var PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
var INVALID_EMAIL = "Invalid email address";
var INVALID_USERNAME = "Invalid username";
var INVALID_PASSWORD = "Enter a valid password";
var EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
function isEmailShaped(value) {
	return EMAIL_SHAPE.test(value.trim());
}
function isValidPassword(password) {
	return password.trim().length >= 6;
}
function isValidUsername(username) {
	return username.trim().length >= 3;
}
function isMissing(value) {
	return value === void 0 || value === null || value.trim().length === 0;
}
function validateSignup(fields) {
	const { name, email, password, confirmPassword } = fields;
	if ([
		name,
		email,
		password,
		confirmPassword
	].some(isMissing)) return ENTER_ALL_FIELDS;
	if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
	if (!isEmailShaped(email)) return INVALID_EMAIL;
	if (!isValidPassword(password)) return INVALID_PASSWORD;
	return null;
}
function validateLogin(fields) {
	const { identifier, password } = fields;
	if (isMissing(identifier) || isMissing(password)) return ENTER_ALL_FIELDS;
	if (!isEmailShaped(identifier) && !isValidUsername(identifier)) return INVALID_USERNAME;
	if (!isValidPassword(password)) return INVALID_PASSWORD;
	return null;
}
var BLANK_PARTS = /* @__PURE__ */ new Set([
	"undefined",
	"null",
	"",
	"[object Object]"
]);
var KEPT_IMAGE_MARKER = "[object Object]";
var SELECT_LABELS = /* @__PURE__ */ new Set([
	"category",
	"gender",
	"brand",
	"scenttype",
	"fragrancetype",
	"size",
	"sizeoz",
	"shipping",
	"availability",
	"status"
]);
function squash(value) {
	return value.toLowerCase().replace(/[^a-z0-9]/g, "");
}
function isBlankPart(value) {
	return value === void 0 || value === null || typeof value === "string" && BLANK_PARTS.has(value.trim());
}
function isPlaceholderLabel(value) {
	const squashed = squash(value);
	return SELECT_LABELS.has(squashed) || squashed.startsWith("select") || squashed.startsWith("choose");
}
function firstValue(value) {
	return Array.isArray(value) ? value[0] : value;
}
/** Free-text part: blank markers become undefined, other strings are trimmed. */
function textPart(value) {
	const v = firstValue(value);
	if (isBlankPart(v)) return void 0;
	return typeof v === "string" ? v.trim() : v;
}
/** Select part: like textPart, and an unset-select label also becomes undefined. */
function selectPart(value) {
	const v = textPart(value);
	return typeof v === "string" && isPlaceholderLabel(v) ? void 0 : v;
}
/** Text part that must end up a string: blanks become ''. */
function textPartOrEmpty(value) {
	const v = textPart(value);
	return v === void 0 ? "" : v;
}
var DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
/**
* Numeric part: decimal strings become numbers. Anything else is passed on
* unchanged so the number schema reports it with the field's own message
* (Number('') would silently give 0, Number('0x10') 16).
*/
function numberPart(value) {
	const v = textPart(value);
	if (typeof v === "string" && DECIMAL.test(v)) return Number(v);
	return v;
}
var TRUE_WORDS = /* @__PURE__ */ new Set([
	"true",
	"1",
	"yes",
	"on"
]);
var FALSE_WORDS = /* @__PURE__ */ new Set([
	"false",
	"0",
	"no",
	"off"
]);
/** Boolean part from 'true'/'false'/'1'/'0' (and yes/no/on/off); blanks become undefined. */
function booleanPart(value) {
	const v = selectPart(value);
	if (typeof v !== "string") return v;
	const lower = v.toLowerCase();
	if (TRUE_WORDS.has(lower)) return true;
	if (FALSE_WORDS.has(lower)) return false;
	return v;
}
/**
* Optional enum select: blank or placeholder → undefined; otherwise matched
* case-insensitively to the canonical spelling ('male' → 'Male').
*/
function optionalEnumPart(values, message) {
	const canonical = new Map(values.map((v) => [v.toLowerCase(), v]));
	return preprocess((value) => {
		const v = selectPart(value);
		return typeof v === "string" ? canonical.get(v.toLowerCase()) ?? v : v;
	}, _enum(values, { error: message }).optional());
}
function requiredTextPart(requiredMessage, length) {
	return preprocess(textPart, string({ error: requiredMessage }).min(1, { error: requiredMessage }).max(length.max, { error: length.message }));
}
function optionalTextPart(length) {
	return preprocess(textPart, string().max(length.max, { error: length.message }).optional());
}
// contract/schemas/errors.ts
var ApiErrorSchema = object({ error: string() });
function apiErrorMessage(body) {
	if (typeof body === "string") return body.length > 0 ? body : null;
	const parsed = ApiErrorSchema.safeParse(body);
	return parsed.success && parsed.data.error.length > 0 ? parsed.data.error : null;
}
// contract/schemas/user.ts
var nullishToEmpty = (value) => value === null || value === void 0 ? "" : value;
var looseText = () => preprocess(nullishToEmpty, string());
var AddressSchema = object({
	street: looseText(),
	city: looseText(),
	state: looseText(),
	zip: looseText()
});
var EMPTY_ADDRESS = {
	street: "",
	city: "",
	state: "",
	zip: ""
};
var SessionUserSchema = object({
	_id: string().min(1),
	name: string(),
	username: looseText(),
	email: string(),
	role: number().int(),
	address: preprocess((value) => value ?? EMPTY_ADDRESS, AddressSchema),
	image: looseText(),
	token: string().min(1)
});
var LOGIN_MESSAGES = { fieldsRequired: "Enter all fields" };
object({
	identifier: string({ error: LOGIN_MESSAGES.fieldsRequired }).trim().min(1, { error: LOGIN_MESSAGES.fieldsRequired }),
	password: string({ error: LOGIN_MESSAGES.fieldsRequired }).min(1, { error: LOGIN_MESSAGES.fieldsRequired })
});
/** Login and register answer; the client stores this whole object under 'auth'. */
var AuthResponseSchema = object({
	success: literal(true),
	message: string(),
	user: SessionUserSchema
});
var U = {
	nameRequired: "Name is required",
	emailRequired: "Email is required",
	emailInvalid: "Invalid email address",
	passwordRequired: "Password is required",
	passwordTooShort: `Password must be at least 6 characters`,
	usernameTooShort: `Username must be at least 3 characters`,
	usernameInvalid: "Username may not contain spaces or @",
	emailTaken: "Email is already registered",
	usernameTaken: "Username is already taken",
	nameTooLong: tooLongMessage("Name", 100),
	usernameTooLong: tooLongMessage("Username", 30),
	passwordTooLong: tooLongMessage("Password", MAX_PASSWORD),
	addressTooLong: tooLongMessage("Each address part", 200)
};
var UsernameSchema = string().max(30, { error: U.usernameTooLong }).refine((v) => v === "" || v.length >= 3, { error: U.usernameTooShort }).refine((v) => !/[\s@]/.test(v), { error: U.usernameInvalid });
var EmailSchema = string({ error: U.emailRequired }).min(1, { error: U.emailRequired }).max(320, { error: U.emailInvalid }).refine(isEmailShaped, { error: U.emailInvalid }).transform((v) => v.toLowerCase());
object({
	name: preprocess(textPart, string({ error: U.nameRequired }).min(1, { error: U.nameRequired }).max(100, { error: U.nameTooLong })),
	username: preprocess(textPartOrEmpty, UsernameSchema),
	email: preprocess(textPart, EmailSchema),
	password: preprocess((value) => textPart(value) === void 0 ? void 0 : value, string({ error: U.passwordRequired }).refine((v) => v.trim().length >= 6, { error: U.passwordTooShort }).refine((v) => v.length <= MAX_PASSWORD, { error: U.passwordTooLong }))
});
var AddressPartSchema = string().max(200, { error: U.addressTooLong });
object({
	name: preprocess(textPart, string().max(100, { error: U.nameTooLong }).optional()),
	username: preprocess(textPart, UsernameSchema.optional()),
	"address[street]": preprocess(textPartOrEmpty, AddressPartSchema),
	"address[city]": preprocess(textPartOrEmpty, AddressPartSchema),
	"address[state]": preprocess(textPartOrEmpty, AddressPartSchema),
	"address[zip]": preprocess(textPartOrEmpty, AddressPartSchema)
}).transform((parts) => ({
	name: parts.name,
	username: parts.username,
	address: {
		street: parts["address[street]"],
		city: parts["address[city]"],
		state: parts["address[state]"],
		zip: parts["address[zip]"]
	}
}));
var ProfileUpdateResponseSchema = object({
	success: literal(true),
	message: string(),
	updatedUser: SessionUserSchema
});
// contract/rules/cart.ts
/**
* Adding a product already in the cart is ignored (no quantity bump); so is a new product once the
* cart holds as many lines as one order may (the server refuses more).
*/
function addToCart(cart, product) {
	if (cart.some((item) => item._id === product._id) || isCartFull(cart)) return [...cart];
	return [...cart, {
		...product,
		isAdded: true,
		addedQty: 1
	}];
}
/** No further distinct product fits in one order. */
function isCartFull(cart) {
	return cart.length >= 50;
}
/** The most units of one product a line may hold: its stock, and never more than the order cap. */
function lineQtyLimit(stock) {
	return Math.min(stock, 10);
}
/**
* The order cap, not the stock, is what keeps this line from growing: the shopper is told why the
* plus control stopped although more is in stock.
*/
function isAtLineCap(item) {
	return item.addedQty >= 10 && item.quantity > 10;
}
function removeFromCart(cart, id) {
	return cart.filter((item) => item._id !== id);
}
/** The plus control is disabled once the quantity equals the stock or the per-line cap. */
function canIncreaseQty(item) {
	return item.addedQty < lineQtyLimit(item.quantity);
}
function increaseQty(cart, id) {
	return cart.map((item) => item._id === id && canIncreaseQty(item) ? {
		...item,
		addedQty: item.addedQty + 1
	} : item);
}
function decreaseQty(cart, id) {
	return cart.map((item) => item._id === id && item.addedQty > 1 ? {
		...item,
		addedQty: item.addedQty - 1
	} : item);
}
/** The header badge counts distinct items, not units. */
function cartBadgeCount(cart) {
	return cart.length;
}
// contract/schemas/product.ts
var IsoDateTimeSchema = datetime({ offset: true });
var ProductImageSchema = object({
	url: string().min(1),
	imagePublicId: string()
});
var ProductCategoryRefSchema = object({
	_id: string().min(1),
	name: string()
});
var ProductSchema = object({
	_id: string().min(1),
	slug: string(),
	name: string(),
	description: string(),
	price: number().min(0),
	quantity: number().int().min(0),
	category: ProductCategoryRefSchema,
	shipping: boolean(),
	gender: string(),
	usage: string(),
	about: string(),
	brand: string(),
	scentType: string(),
	scentProfile: string(),
	fragranceType: string(),
	size: string(),
	returnPolicy: string(),
	isAvailable: boolean(),
	isavailability: boolean(),
	avgRating: number().min(0).max(5),
	images: array(ProductImageSchema).min(1),
	createdAt: IsoDateTimeSchema,
	updatedAt: IsoDateTimeSchema
});
var ProductListResponseSchema = object({
	success: literal(true),
	currentPage: number().int(),
	totalPages: number().int(),
	productCount: number().int().min(0),
	products: array(ProductSchema)
});
var ProductResponseSchema = object({
	success: literal(true),
	product: ProductSchema
});
var RelatedProductsResponseSchema = object({
	success: literal(true),
	relatedProducts: array(ProductSchema)
});
var ProductSearchResponseSchema = object({
	success: literal(true),
	products: array(ProductSchema)
});
/** Answer of both create (201) and update (200). */
var ProductMutationResponseSchema = object({
	success: literal(true),
	message: string(),
	product: ProductSchema
});
var ProductDeleteResponseSchema = object({
	success: literal(true),
	message: string(),
	name: string()
});
var M = {
	nameRequired: "Name is required",
	descriptionRequired: "Description is required",
	priceRequired: "Price is required",
	priceInvalid: "Price must be a number of 0 or more",
	quantityRequired: "Quantity is required",
	quantityInvalid: "Quantity must be a whole number of 0 or more",
	categoryRequired: "Category is required",
	shippingInvalid: "Shipping must be true or false",
	genderInvalid: `Gender must be one of: ${GENDERS.join(", ")}`,
	brandInvalid: `Brand must be one of: ${PRODUCT_BRANDS.join(", ")}`,
	scentTypeInvalid: `Scent type must be one of: ${SCENT_TYPES.join(", ")}`,
	fragranceTypeInvalid: `Fragrance type must be one of: ${FRAGRANCE_TYPES.join(", ")}`,
	sizeInvalid: `Size must be one of: ${SIZES.join(", ")}`,
	nameTooLong: tooLongMessage("Name", 200),
	descriptionTooLong: tooLongMessage("Description", MAX_PRODUCT_DESCRIPTION),
	usageTooLong: tooLongMessage("Usage", MAX_PRODUCT_TEXT),
	aboutTooLong: tooLongMessage("About", MAX_PRODUCT_TEXT),
	scentProfileTooLong: tooLongMessage("Scent profile", 500),
	returnPolicyTooLong: tooLongMessage("Return policy", MAX_PRODUCT_TEXT)
};
function numberField(requiredMessage, invalidMessage, integer) {
	const base = number({ error: (issue) => issue.input === void 0 ? requiredMessage : invalidMessage });
	const checked = integer ? base.int({ error: invalidMessage }) : base;
	return preprocess(numberPart, checked.min(0, { error: invalidMessage }));
}
/**
* Text parts of the multipart create/update body, in the order their errors
* should be reported (the first issue becomes the 400 body). Non-text parts
* such as `images` are stripped; count kept images with countKeptImages.
*/
var ProductFormInputSchema = object({
	name: requiredTextPart(M.nameRequired, {
		max: 200,
		message: M.nameTooLong
	}),
	description: requiredTextPart(M.descriptionRequired, {
		max: MAX_PRODUCT_DESCRIPTION,
		message: M.descriptionTooLong
	}),
	price: numberField(M.priceRequired, M.priceInvalid, false),
	quantity: numberField(M.quantityRequired, M.quantityInvalid, true),
	category: preprocess(selectPart, string({ error: M.categoryRequired }).min(1, { error: M.categoryRequired })),
	shipping: preprocess(booleanPart, boolean({ error: M.shippingInvalid }).optional()).transform((v) => v ?? false),
	gender: optionalEnumPart(GENDERS, M.genderInvalid),
	usage: optionalTextPart({
		max: MAX_PRODUCT_TEXT,
		message: M.usageTooLong
	}),
	about: optionalTextPart({
		max: MAX_PRODUCT_TEXT,
		message: M.aboutTooLong
	}),
	brand: optionalEnumPart(PRODUCT_BRANDS, M.brandInvalid),
	scentType: optionalEnumPart(SCENT_TYPES, M.scentTypeInvalid),
	scentProfile: optionalTextPart({
		max: 500,
		message: M.scentProfileTooLong
	}),
	fragranceType: optionalEnumPart(FRAGRANCE_TYPES, M.fragranceTypeInvalid),
	size: optionalEnumPart(SIZES, M.sizeInvalid),
	returnPolicy: optionalTextPart({
		max: MAX_PRODUCT_TEXT,
		message: M.returnPolicyTooLong
	})
});
// contract/schemas/cart.ts
/** A cart entry: the product as it was when added, plus cart bookkeeping. */
var CartItemSchema = ProductSchema.extend({
	isAdded: literal(true),
	addedQty: number().int().min(1)
});
array(CartItemSchema);
var CART_LINE_MESSAGES = {
	idRequired: "Each cart item needs an _id",
	quantityInvalid: "Item quantity must be a whole number of 1 or more",
	quantityTooLarge: `At most 10 of one product per order`
};
/** Shown next to the cart's plus button once a line reaches MAX_UNITS_PER_LINE. */
var LINE_CAP_NOTICE = `Limit 10 per order`;
/**
* Server-side view of a posted cart entry. Clients send whole products, but
* the server prices orders from its own data, so only the id and quantity are
* read and everything else is stripped.
*/
var CartLineInputSchema = object({
	_id: string({ error: CART_LINE_MESSAGES.idRequired }).min(1, { error: CART_LINE_MESSAGES.idRequired }),
	addedQty: number({ error: CART_LINE_MESSAGES.quantityInvalid }).int({ error: CART_LINE_MESSAGES.quantityInvalid }).min(1, { error: CART_LINE_MESSAGES.quantityInvalid }).max(10, { error: CART_LINE_MESSAGES.quantityTooLarge })
});
// contract/schemas/storage.ts
var LEGACY_TEXT_FIELDS = [
	"slug",
	"description",
	"gender",
	"usage",
	"about",
	"brand",
	"scentType",
	"scentProfile",
	"fragranceType",
	"size",
	"returnPolicy"
];
function isRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function fillLegacyProductFields(value) {
	if (!isRecord(value)) return value;
	const product = { ...value };
	for (const field of LEGACY_TEXT_FIELDS) if (product[field] === void 0 || product[field] === null) product[field] = "";
	if (typeof product.isAvailable !== "boolean" && typeof product.isavailability === "boolean") product.isAvailable = product.isavailability;
	if (typeof product.isavailability !== "boolean" && typeof product.isAvailable === "boolean") product.isavailability = product.isAvailable;
	if (product.avgRating === void 0 || product.avgRating === null) product.avgRating = 0;
	if (product.updatedAt === void 0) product.updatedAt = product.createdAt;
	return product;
}
var StoredProductSchema = preprocess(fillLegacyProductFields, ProductSchema);
/**
* Lines stored before the per-order cap may hold more units than one order takes: they come back
* at the cap (the shopper keeps the line), never dropped.
*/
function capStoredQty(addedQty) {
	if (addedQty === void 0 || addedQty === null) return 1;
	return typeof addedQty === "number" && addedQty > 10 ? 10 : addedQty;
}
var StoredCartItemSchema = preprocess((value) => {
	const product = fillLegacyProductFields(value);
	if (!isRecord(product)) return product;
	return {
		...product,
		isAdded: true,
		addedQty: capStoredQty(product.addedQty)
	};
}, CartItemSchema);
/** Keeps the elements that parse, optionally deduplicated by a key (first wins). */
function lenientList(item, keyOf) {
	return array(unknown()).transform((values) => {
		const out = [];
		const seen = /* @__PURE__ */ new Set();
		for (const value of values) {
			const parsed = item.safeParse(value);
			if (!parsed.success) continue;
			if (keyOf) {
				const key = keyOf(parsed.data);
				if (seen.has(key)) continue;
				seen.add(key);
			}
			out.push(parsed.data);
		}
		return out;
	});
}
var StoredCartSchema = lenientList(StoredCartItemSchema, (item) => item._id);
lenientList(string().trim().min(1), (id) => id);
var StoredProductsSchema = lenientList(StoredProductSchema);
var StoredPageNumberSchema = union([number(), string().trim().regex(/^\d+$/).transform(Number)]).pipe(number().int().min(1));
STORAGE_KEYS.auth, STORAGE_KEYS.cart, STORAGE_KEYS.recentlyViewed, STORAGE_KEYS.currentPage, STORAGE_KEYS.currentPageCh, STORAGE_KEYS.currentLimit, STORAGE_KEYS.currentProducts;
// src/state/validated-storage.ts
/**
* An atom mirrored to a localStorage key. What comes back from storage is checked against the
* contract's schema: a corrupt or outdated entry is removed and the initial value used instead.
*/
function atomWithValidatedStorage(key, schema, initial) {
	return atomWithStorage(key, initial, {
		...createJSONStorage(() => localStorage),
		getItem(itemKey, initialValue) {
			let raw = null;
			try {
				raw = localStorage.getItem(itemKey);
			} catch {
				return initialValue;
			}
			if (raw === null) return initialValue;
			try {
				const parsed = schema.safeParse(JSON.parse(raw));
				if (parsed.success) return parsed.data;
			} catch {}
			localStorage.removeItem(itemKey);
			return initialValue;
		}
	}, { getOnInit: true });
}
// src/state/cart-atoms.ts
var cartAtom = atomWithValidatedStorage(STORAGE_KEYS.cart, StoredCartSchema, []);
var cartCountAtom = atom((get) => cartBadgeCount(get(cartAtom)));
var cartIdsAtom = atom((get) => new Set(get(cartAtom).map((item) => item._id)));
/**
* Adding a product already in the cart does nothing (the spec's rule); nor does adding one more
* product than an order may hold. The detail page passes the shopper's chosen quantity, kept
* within the stock and the per-line cap.
*/
var addToCartAtom = atom(null, (get, set, product, quantity) => {
	const cart = get(cartAtom);
	if (cart.some((item) => item._id === product._id)) return "already-in-cart";
	if (isCartFull(cart)) return "full";
	const next = addToCart(cart, product);
	const qty = Math.max(1, Math.min(Math.floor(quantity ?? 1), lineQtyLimit(product.quantity)));
	set(cartAtom, qty === 1 ? next : next.map((item) => item._id === product._id ? {
		...item,
		addedQty: qty
	} : item));
	return "added";
});
var removeFromCartAtom = atom(null, (get, set, id) => {
	set(cartAtom, removeFromCart(get(cartAtom), id));
});
var increaseQtyAtom = atom(null, (get, set, id) => {
	set(cartAtom, increaseQty(get(cartAtom), id));
});
var decreaseQtyAtom = atom(null, (get, set, id) => {
	set(cartAtom, decreaseQty(get(cartAtom), id));
});
atom(null, (_get, set) => {
	set(cartAtom, []);
});
/** Swaps in a refreshed copy of a line (current price and stock from the catalogue). */
var replaceCartLineAtom = atom(null, (get, set, line) => {
	set(cartAtom, get(cartAtom).map((item) => item._id === line._id ? line : item));
});
// contract/rules/recently-viewed.ts
/** Newest first, without duplicates, at most `cap` ids. Returns a new array. */
function addRecentlyViewed(list, id, cap) {
	const limit = Number.isFinite(cap) ? Math.max(0, Math.floor(cap)) : 0;
	const ordered = id.length > 0 ? [id, ...list] : [...list];
	return [...new Set(ordered)].slice(0, limit);
}
// src/state/recently-viewed-atoms.ts
var recentlyViewedAtom = atomWithValidatedStorage(STORAGE_KEYS.recentlyViewed, array(string()), []);
var recordViewAtom = atom(null, (get, set, id, cap) => {
	set(recentlyViewedAtom, addRecentlyViewed(get(recentlyViewedAtom), id, cap));
});
// src/state/auth-atoms.ts
/** The whole login/register response, as existing installs keep it under `auth`. */
var authAtom = atomWithValidatedStorage(STORAGE_KEYS.auth, AuthResponseSchema.nullable(), null);
var sessionUserAtom = atom((get) => get(authAtom)?.user ?? null);
var tokenAtom = atom((get) => get(authAtom)?.user.token ?? null);
var isAdminAtom = atom((get) => get(sessionUserAtom)?.role === 1);
/** Signing in stores the session and forgets the previous visitor's recently viewed list. */
var signInAtom = atom(null, (_get, set, response) => {
	set(authAtom, response);
	set(recentlyViewedAtom, RESET);
});
/** Profile saves return a fresh user (token included): keep the rest of the stored response. */
var updateSessionUserAtom = atom(null, (get, set, user) => {
	const current = get(authAtom);
	if (current) set(authAtom, {
		...current,
		user
	});
});
/** Ends the session on this device: the stored session and the cart go. */
var logoutAtom = atom(null, (_get, set) => {
	set(authAtom, RESET);
	set(cartAtom, RESET);
});
/**
* The shopper pressed Logout. The logout itself waits for what must be settled first: an order
* still waiting to be sent is the shopper's to send or cancel (features/order-outbox/logout-flow
* answers the request and then sets logoutAtom).
*/
var logoutRequestedAtom = atom(false);
export { ProductSearchResponseSchema as A, validateLogin as B, IsoDateTimeSchema as C, ProductMutationResponseSchema as D, ProductListResponseSchema as E, AuthResponseSchema as F, ProfileUpdateResponseSchema as I, apiErrorMessage as L, canIncreaseQty as M, isAtLineCap as N, ProductResponseSchema as O, lineQtyLimit as P, KEPT_IMAGE_MARKER as R, LINE_CAP_NOTICE as S, ProductFormInputSchema as T, validateSignup as V, replaceCartLineAtom as _, signInAtom as a, StoredProductsSchema as b, recentlyViewedAtom as c, cartAtom as d, cartCountAtom as f, removeFromCartAtom as g, increaseQtyAtom as h, sessionUserAtom as i, RelatedProductsResponseSchema as j, ProductSchema as k, recordViewAtom as l, decreaseQtyAtom as m, logoutAtom as n, tokenAtom as o, cartIdsAtom as p, logoutRequestedAtom as r, updateSessionUserAtom as s, isAdminAtom as t, addToCartAtom as u, atomWithValidatedStorage as v, ProductDeleteResponseSchema as w, CartLineInputSchema as x, StoredPageNumberSchema as y, isEmailShaped as z };

//# sourceMappingURL=auth-atoms-DYCAUkaS.js.map
import { t as Avatar } from "./Avatar-CuWuk_Dw.js";
import { B as useNetwork, D as TextInput, E as Title, M as Button, O as Stack, k as SimpleGrid } from "../entry-server.js";
import { t as FileInput } from "./FileInput-BTKX1MMx.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { t as useForm } from "./use-form-L1XHZZVw.js";
import { i as useSetAtom, r as useAtomValue } from "./react-BVC5ilZM.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { u as PROFILE_UPDATED_MESSAGE } from "./messages-BDWLW28K.js";
import { t as serverErrorText } from "./error-message-BYOAjiQQ.js";
import { c as HTTPError, t as api } from "./client-C7a1WBi8.js";
import { I as ProfileUpdateResponseSchema, L as apiErrorMessage, i as sessionUserAtom, s as updateSessionUserAtom } from "./auth-atoms-DYCAUkaS.js";
import { t as NeedsConnection } from "./needs-connection-D0tnfACF.js";
import { n as notifications } from "./notifications.store-CqF2vKlG.js";
// src/api/profile.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** PUT auth/user/update. Validation problems come back as 200 `{error}` (contract), 4xx too. */
async function updateProfile(input) {
	const form = new FormData();
	form.append("name", input.name);
	form.append("username", input.username);
	form.append("email", input.email);
	form.append("address[street]", input.address.street);
	form.append("address[city]", input.address.city);
	form.append("address[state]", input.address.state);
	form.append("address[zip]", input.address.zip);
	form.append("image", input.image ?? "null");
	let body;
	try {
		body = await api.put("auth/user/update", { body: form }).json();
	} catch (error) {
		if (error instanceof HTTPError) {
			const errorBody = await error.response.json().catch(() => null);
			return {
				ok: false,
				error: apiErrorMessage(errorBody)
			};
		}
		throw error;
	}
	const parsed = ProfileUpdateResponseSchema.safeParse(body);
	if (parsed.success) return {
		ok: true,
		user: parsed.data.updatedUser
	};
	return {
		ok: false,
		error: apiErrorMessage(body)
	};
}
// src/features/account/toast.ts
function toastError(message) {
	notifications.show({
		color: "red",
		message
	});
}
function toastSuccess(message) {
	notifications.show({
		color: "green",
		message
	});
}
// src/features/account/profile-form.tsx
var import_jsx_runtime = require_jsx_runtime();
var NOT_AN_IMAGE_MESSAGE = "Please choose an image file (PNG, JPEG, WebP or GIF)";
var UPDATE_FAILED_FALLBACK = "Error updating profile";
function valuesOf(user) {
	return {
		name: user.name,
		username: user.username,
		email: user.email,
		...user.address,
		image: null
	};
}
/** A blob URL for the chosen file, released when the file changes or the form goes away. */
function usePreviewUrl(file) {
	const url = (0, import_react.useMemo)(() => file ? URL.createObjectURL(file) : null, [file]);
	(0, import_react.useEffect)(() => () => url ? URL.revokeObjectURL(url) : void 0, [url]);
	return url;
}
function ProfileForm({ user }) {
	const updateSessionUser = useSetAtom(updateSessionUserAtom);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const { online } = useNetwork();
	const form = useForm({ initialValues: valuesOf(user) });
	const preview = usePreviewUrl(form.values.image);
	const pickImage = (file) => {
		if (file && !file.type.startsWith("image/")) {
			form.setFieldValue("image", null);
			form.setFieldError("image", NOT_AN_IMAGE_MESSAGE);
			return;
		}
		form.clearFieldError("image");
		form.setFieldValue("image", file);
	};
	const submit = form.onSubmit(async (values) => {
		setBusy(true);
		try {
			const result = await updateProfile({
				name: values.name.trim(),
				username: values.username.trim(),
				email: user.email,
				address: {
					street: values.street.trim(),
					city: values.city.trim(),
					state: values.state.trim(),
					zip: values.zip.trim()
				},
				image: values.image
			});
			if (!result.ok) {
				toastError(result.error ?? UPDATE_FAILED_FALLBACK);
				return;
			}
			updateSessionUser(result.user);
			form.setValues(valuesOf(result.user));
			form.resetDirty();
			toastSuccess(PROFILE_UPDATED_MESSAGE);
		} catch (error) {
			toastError(await serverErrorText(error) ?? UPDATE_FAILED_FALLBACK);
		} finally {
			setBusy(false);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		noValidate: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "md",
					align: "center",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
						src: preview ?? (user.image || null),
						alt: `${user.name}'s profile picture`,
						size: 100,
						radius: 100,
						children: user.name.slice(0, 1).toUpperCase()
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileInput, {
						label: "Profile Picture",
						placeholder: "Choose an image",
						accept: "image/*",
						clearable: true,
						value: form.values.image,
						onChange: pickImage,
						error: form.errors.image,
						style: {
							flex: 1,
							minWidth: 200
						}
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
					cols: {
						base: 1,
						sm: 2
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Name",
							autoComplete: "name",
							...form.getInputProps("name")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Username",
							autoComplete: "username",
							...form.getInputProps("username")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Email",
							disabled: true,
							...form.getInputProps("email")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Street",
							autoComplete: "address-line1",
							...form.getInputProps("street")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "City",
							autoComplete: "address-level2",
							...form.getInputProps("city")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "State",
							autoComplete: "address-level1",
							...form.getInputProps("state")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Zip",
							autoComplete: "postal-code",
							...form.getInputProps("zip")
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NeedsConnection, { action: "Saving your profile" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					disabled: busy || !online,
					children: busy ? "Loading..." : "Update"
				}) })
			]
		})
	});
}
/** The profile page for shoppers and (reused by the admin area) admins. */
function ProfileScreen() {
	const user = useAtomValue(sessionUserAtom);
	if (!user) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "md",
			sm: "xl"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 1,
			size: "h2",
			mb: "md",
			children: "Profile"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileForm, { user }, user._id)]
	});
}
export { ProfileScreen as t };

//# sourceMappingURL=profile-form-CqumEqoV.js.map
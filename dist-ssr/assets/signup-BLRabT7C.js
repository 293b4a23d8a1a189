import { A as Divider, D as TextInput, E as Title, M as Button, N as Anchor, O as Stack, j as Container } from "../entry-server.js";
import { t as Checkbox } from "./Checkbox-Ca3QEYkg.js";
import { t as FileInput } from "./FileInput-BTKX1MMx.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { i as GoogleLink, n as toastError, o as register, r as toastSuccess, s as PasswordInput, t as toggleButtonProps } from "./toggle-labels-CTc81NPx.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as useForm } from "./use-form-L1XHZZVw.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { t as useNavigate } from "./useNavigate-Dz6aWI5Q.js";
import { i as useSetAtom } from "./react-BVC5ilZM.js";
import { c as HTTPError } from "./client-C7a1WBi8.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { f as REDIRECT_DELAY_MS } from "./constants-DgaztBQd.js";
import { f as REGISTRATION_SUCCESS_MESSAGE, p as SIGNUP_FAILED_FALLBACK } from "./messages-BDWLW28K.js";
import { V as validateSignup, a as signInAtom } from "./auth-atoms-DYCAUkaS.js";
// src/features/auth/signup-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var NOT_AN_IMAGE_MESSAGE = "Please choose an image file (PNG, JPEG, WebP or GIF)";
function thrownMessage(error) {
	if (!(error instanceof HTTPError) && error instanceof Error && error.message) return error.message;
	return SIGNUP_FAILED_FALLBACK;
}
function SignupForm() {
	const signIn = useSetAtom(signInAtom);
	const navigate = useNavigate();
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [registered, setRegistered] = (0, import_react.useState)(false);
	const form = useForm({ initialValues: {
		name: "",
		username: "",
		email: "",
		password: "",
		confirmPassword: "",
		image: null,
		terms: false
	} });
	(0, import_react.useEffect)(() => {
		if (!registered) return;
		const timer = window.setTimeout(() => void navigate({ to: "/" }), REDIRECT_DELAY_MS);
		return () => window.clearTimeout(timer);
	}, [registered, navigate]);
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
		const problem = validateSignup(values);
		if (problem) {
			toastError(problem);
			return;
		}
		setBusy(true);
		try {
			const result = await register({
				name: values.name.trim(),
				username: values.username.trim(),
				email: values.email.trim(),
				password: values.password,
				image: values.image
			});
			if (!result.ok) {
				toastError(result.error ?? "Registration failed");
				return;
			}
			toastSuccess(REGISTRATION_SUCCESS_MESSAGE);
			signIn(result.response);
			setRegistered(true);
		} catch (error) {
			toastError(thrownMessage(error));
		} finally {
			setBusy(false);
		}
	});
	if (registered) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: "xl",
		maw: 440,
		mx: "auto",
		role: "status",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			align: "center",
			ta: "center",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					size: "h2",
					children: "Welcome to FragranceHub"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
					"Redirecting to the home page in ",
					REDIRECT_DELAY_MS / 1e3,
					" s…"
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: Link,
					to: "/",
					children: "Go to the home page now"
				})
			]
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "md",
			sm: "xl"
		},
		maw: 480,
		mx: "auto",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			onSubmit: submit,
			noValidate: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "md",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 1,
						size: "h2",
						ta: "center",
						children: "Sign Up"
					}),
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
						type: "email",
						autoComplete: "email",
						...form.getInputProps("email")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
						label: "Password",
						autoComplete: "new-password",
						visibilityToggleButtonProps: toggleButtonProps("password"),
						...form.getInputProps("password")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
						label: "Confirm Password",
						autoComplete: "new-password",
						visibilityToggleButtonProps: toggleButtonProps("confirm password"),
						...form.getInputProps("confirmPassword")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileInput, {
						label: "Profile Picture",
						description: "Optional",
						placeholder: "Choose an image",
						accept: "image/*",
						clearable: true,
						value: form.values.image,
						onChange: pickImage,
						error: form.errors.image
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						label: "I agree to the terms and conditions",
						...form.getInputProps("terms", { type: "checkbox" })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						fullWidth: true,
						disabled: busy,
						children: busy ? "Loading..." : "Sign Up"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {
						label: "or",
						labelPosition: "center"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleLink, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						ta: "center",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: "/login",
							children: "Already have an account? Sign in"
						})
					})
				]
			})
		})
	});
}
// src/routes/signup.tsx?tsr-split=component
function SignupPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "sm",
		py: "xl",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignupForm, {})
	});
}
export { SignupPage as component };

//# sourceMappingURL=signup-BLRabT7C.js.map
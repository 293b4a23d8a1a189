import { A as Divider, D as TextInput, E as Title, M as Button, N as Anchor, O as Stack, V as useDisclosure, j as Container, u as Route, v as SUPPORT_PHONES } from "../entry-server.js";
import { i as useSetAtom, r as useAtomValue } from "./react-BVC5ilZM.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { t as Checkbox } from "./Checkbox-Ca3QEYkg.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { a as login, i as GoogleLink, n as toastError, r as toastSuccess, s as PasswordInput, t as toggleButtonProps } from "./toggle-labels-CTc81NPx.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as useForm } from "./use-form-L1XHZZVw.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { t as useNavigate } from "./useNavigate-Dz6aWI5Q.js";
import "./enums-wP262MW5.js";
import { a as LOGIN_SUCCESS_MESSAGE, i as LOGIN_FAILED_FALLBACK } from "./messages-BDWLW28K.js";
import { B as validateLogin, a as signInAtom, i as sessionUserAtom, t as isAdminAtom } from "./auth-atoms-DYCAUkaS.js";
import { t as Modal } from "./Modal-DWV00w_r.js";
// src/features/auth/forgot-password.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function ForgotPassword() {
	const [opened, { open, close }] = useDisclosure(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
		component: "button",
		type: "button",
		size: "sm",
		onClick: open,
		children: "Forgot Password"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		opened,
		onClose: close,
		title: "Forgot Password",
		centered: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "To reset your password, call our support team and we will help you get back into your account:" }),
				SUPPORT_PHONES.map((phone) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					href: `tel:${phone.replace(/\s/g, "")}`,
					children: phone
				}, phone)),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: close,
					variant: "default",
					children: "Close"
				})
			]
		})
	})] });
}
// src/features/auth/safe-redirect.ts
/**
* The `redirect` search param only ever sends the shopper to a path on this site: an absolute
* URL or a protocol-relative '//host' would turn the login page into an open redirect.
*/
function safeRedirectPath(redirect) {
	if (!redirect || !redirect.startsWith("/") || redirect.startsWith("//")) return null;
	if (redirect.startsWith("/\\") || redirect.startsWith("/login") || redirect.startsWith("/signup")) return null;
	return redirect;
}
// src/features/auth/login-form.tsx
var DEMO_IDENTIFIER = "sisi@email.com";
var DEMO_PASSWORD = "password";
function LoginForm({ redirect }) {
	const signIn = useSetAtom(signInAtom);
	const navigate = useNavigate();
	const [busy, setBusy] = (0, import_react.useState)(false);
	const form = useForm({ initialValues: {
		identifier: DEMO_IDENTIFIER,
		password: DEMO_PASSWORD,
		remember: true
	} });
	const submit = form.onSubmit(async ({ identifier, password }) => {
		const problem = validateLogin({
			identifier,
			password
		});
		if (problem) {
			toastError(problem);
			return;
		}
		setBusy(true);
		try {
			const result = await login({
				identifier: identifier.trim(),
				password
			});
			if (!result.ok) {
				toastError(result.error ?? "An error occurred while logging in");
				return;
			}
			toastSuccess(LOGIN_SUCCESS_MESSAGE);
			signIn(result.response);
			const back = safeRedirectPath(redirect);
			const home = result.response.user.role === 1 ? "/dashboard/admin" : "/dashboard/user";
			await navigate({
				href: back ?? home,
				replace: true
			});
		} catch {
			toastError(LOGIN_FAILED_FALLBACK);
		} finally {
			setBusy(false);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "md",
			sm: "xl"
		},
		maw: 440,
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
						children: "Login"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
						label: "Email or Username",
						autoComplete: "username",
						...form.getInputProps("identifier")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
						label: "Password",
						autoComplete: "current-password",
						visibilityToggleButtonProps: toggleButtonProps("password"),
						...form.getInputProps("password")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						justify: "space-between",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
							label: "Remember me",
							...form.getInputProps("remember", { type: "checkbox" })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ForgotPassword, {})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						fullWidth: true,
						disabled: busy,
						children: busy ? "Loading..." : "Sign In"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {
						label: "or",
						labelPosition: "center"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleLink, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						ta: "center",
						children: [
							"Don't have an account?",
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: "/signup",
								children: "Sign Up"
							})
						]
					})
				]
			})
		})
	});
}
// src/features/auth/signed-in-notice.tsx
/** /login for someone already signed in: say so instead of a second login form. */
function SignedInNotice() {
	const user = useAtomValue(sessionUserAtom);
	const isAdmin = useAtomValue(isAdminAtom);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: "xl",
		maw: 440,
		mx: "auto",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			ta: "center",
			align: "center",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					size: "h2",
					children: "You are signed in"
				}),
				user && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					c: "dimmed",
					children: ["as ", user.username || user.name]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "center",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: isAdmin ? "/dashboard/admin" : "/dashboard/user",
						children: "Go to your dashboard"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: "/",
						children: "Continue shopping"
					})]
				})
			]
		})
	});
}
// src/routes/login.tsx?tsr-split=component
function LoginPage() {
	const { redirect } = Route.useSearch();
	const user = useAtomValue(sessionUserAtom);
	const [signedInOnArrival] = (0, import_react.useState)(user !== null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "sm",
		py: "xl",
		children: signedInOnArrival && user !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignedInNotice, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginForm, { redirect })
	});
}
export { LoginPage as component };

//# sourceMappingURL=login--doS9Fkg.js.map
import { D as TextInput, M as Button } from "../entry-server.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as useForm } from "./use-form-L1XHZZVw.js";
import { n as notifications } from "./notifications.store-CqF2vKlG.js";
import { t as useMutation } from "./useMutation-KRXGcB6Y.js";
import { D as object, k as string, w as literal } from "./enums-wP262MW5.js";
import { z as isEmailShaped } from "./auth-atoms-DYCAUkaS.js";
import { t as serverErrorText } from "./error-message-BYOAjiQQ.js";
import { t as api } from "./client-C7a1WBi8.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// contract/schemas/newsletter.ts
var NEWSLETTER_MESSAGES = {
	emailInvalid: "Enter a valid email address",
	subscribed: "Thanks for subscribing!",
	alreadySubscribed: "You are already subscribed"
};
/** POST /newsletter (an addition to the contract, for the footer box). */
var NewsletterRequestSchema = object({ email: string({ error: NEWSLETTER_MESSAGES.emailInvalid }).trim().max(320, { error: NEWSLETTER_MESSAGES.emailInvalid }).refine(isEmailShaped, { error: NEWSLETTER_MESSAGES.emailInvalid }).transform((v) => v.toLowerCase()) });
/** 201 for a new subscription, 200 when the address was already on the list. */
var NewsletterResponseSchema = object({
	success: literal(true),
	message: string()
});
// src/api/newsletter.ts
async function subscribeNewsletter(body) {
	return NewsletterResponseSchema.parse(await api.post("newsletter", { json: body }).json());
}
// src/components/layout/newsletter-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function NewsletterForm() {
	const form = useForm({
		mode: "controlled",
		initialValues: { email: "" },
		validate: { email: (value) => NewsletterRequestSchema.safeParse({ email: value }).success ? null : NEWSLETTER_MESSAGES.emailInvalid }
	});
	const mutation = useMutation({
		mutationFn: (email) => subscribeNewsletter(NewsletterRequestSchema.parse({ email })),
		onSuccess: (response) => {
			notifications.show({
				color: "green",
				message: response.message
			});
			form.reset();
		},
		onError: async (error) => {
			notifications.show({
				color: "red",
				message: await serverErrorText(error) ?? "Could not subscribe: please try again"
			});
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: form.onSubmit((values) => mutation.mutate(values.email)),
		noValidate: true,
		"aria-label": "Newsletter",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: "xs",
			align: "flex-start",
			wrap: "nowrap",
			children: [/* @__PURE__ */ (0, import_react.createElement)(TextInput, {
				label: "Email address",
				placeholder: "you@example.com",
				type: "email",
				autoComplete: "email",
				style: { flex: 1 },
				...form.getInputProps("email"),
				key: form.key("email")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				loading: mutation.isPending,
				mt: 25,
				children: "Subscribe"
			})]
		})
	});
}
export { NewsletterForm };

//# sourceMappingURL=newsletter-form-CxI-H_03.js.map
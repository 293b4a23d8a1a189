import { E as Title, M as Button, O as Stack } from "../entry-server.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/features/cart/empty-cart.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Shared by /cart and (through a route) /cart-empty. */
function EmptyCart() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		align: "center",
		gap: "sm",
		py: "xl",
		ta: "center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				size: "h2",
				children: "Your Cart is Empty"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				c: "dimmed",
				children: "Browse all categories and discover our new arrival"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: "/all-fragrances",
				children: "Start Shopping"
			})
		]
	});
}
export { EmptyCart as t };

//# sourceMappingURL=empty-cart-DU0QLKO-.js.map
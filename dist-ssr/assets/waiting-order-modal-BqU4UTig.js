import { M as Button, O as Stack, P as Alert } from "../entry-server.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Modal } from "./Modal-DWV00w_r.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { t as formatNaira } from "./currency-7dqU9yeh.js";
import { t as cartTotals } from "./shipping-BY7eZUll.js";
// src/features/order-outbox/waiting-order-modal.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var WAITING_AT_LOGOUT_TITLE = "An order is still waiting to be sent";
/** Logout with an order not yet sent: once logged out it could no longer go, so ask. */
function WaitingOrderModal({ order, stillOffline, onSend, onCancel, onStay }) {
	const [busy, setBusy] = (0, import_react.useState)(null);
	const items = order.body.cartItems;
	const units = items.reduce((sum, item) => sum + item.addedQty, 0);
	async function run(action) {
		setBusy(action);
		try {
			await (action === "send" ? onSend() : onCancel());
		} finally {
			setBusy(null);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		opened: true,
		onClose: busy ? () => void 0 : onStay,
		title: WAITING_AT_LOGOUT_TITLE,
		centered: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
					"Your order of ",
					units,
					" ",
					units === 1 ? "item" : "items",
					" (",
					formatNaira(cartTotals(items).total),
					") has not reached the shop yet. Once you log out it can no longer be sent from this device, and its delivery details are removed from it."
				] }),
				stillOffline && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					color: "yellow",
					role: "status",
					children: "Still no connection: the order could not be sent. Cancel it to log out now, or close this and stay signed in; it is sent once you are back online."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "flex-end",
					gap: "sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						color: "red",
						loading: busy === "cancel",
						disabled: busy === "send",
						onClick: () => void run("cancel"),
						children: "Cancel the order"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						loading: busy === "send",
						disabled: busy === "cancel",
						onClick: () => void run("send"),
						children: "Send it now"
					})]
				})
			]
		})
	});
}
export { WaitingOrderModal };

//# sourceMappingURL=waiting-order-modal-BqU4UTig.js.map
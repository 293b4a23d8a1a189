import { H as useQuery, M as Button, O as Stack } from "../entry-server.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { r as useAtomValue } from "./react-BVC5ilZM.js";
import { n as userOrdersQueryOptions } from "./orders-1CN0yPGh.js";
import { t as OrderList } from "./order-list-BaXZFEDv.js";
import { i as sessionUserAtom } from "./auth-atoms-DYCAUkaS.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/features/account/user-orders.tsx
var import_jsx_runtime = require_jsx_runtime();
function UserOrders() {
	const userId = useAtomValue(sessionUserAtom)?._id;
	const query = useQuery({
		...userOrdersQueryOptions(userId ?? ""),
		enabled: userId !== void 0
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderList, {
		query,
		errorTitle: "Could not load your orders",
		empty: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			align: "center",
			gap: "sm",
			py: "xl",
			ta: "center",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fw: 600,
				children: "You have not placed any orders yet."
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: "/all-fragrances",
				children: "Start Shopping"
			})]
		})
	});
}
export { UserOrders as t };

//# sourceMappingURL=user-orders-Hhwbg_2P.js.map
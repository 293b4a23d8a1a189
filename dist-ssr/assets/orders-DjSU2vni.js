import { t as queryOptions } from "./queryOptions-BR3H30r7.js";
import { r as OrderStatusUpdateResponseSchema, t as AllOrdersResponseSchema } from "./order-C-qrm8-i.js";
import { t as api } from "./client-C7a1WBi8.js";
import { t as Select } from "./Select-B5u5RbDF.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as useMutation } from "./useMutation-KRXGcB6Y.js";
import { H as useQuery } from "../entry-server.js";
import { j as useQueryClient } from "./removable-oH0J22qQ.js";
import { r as useAtomValue } from "./react-BVC5ilZM.js";
import { l as ORDER_STATUSES, u as OrderStatusSchema } from "./enums-wP262MW5.js";
import { t as serverErrorText } from "./error-message-BYOAjiQQ.js";
import { t as OrderList } from "./order-list-BaXZFEDv.js";
import { i as sessionUserAtom } from "./auth-atoms-DYCAUkaS.js";
import { n as toastSuccess, t as toastError } from "./toast-NshgotXN.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/api/admin-orders.ts
/** Every order, as the signed-in admin `userId` was shown them (keyed by user, like any private data). */
var allOrdersQueryOptions = (userId) => queryOptions({
	queryKey: [
		"orders",
		"all",
		userId
	],
	queryFn: async ({ signal }) => AllOrdersResponseSchema.parse(await api.get("orders/all", { signal }).json()).orders,
	staleTime: 5e3
});
async function updateOrderStatus(id, status) {
	const body = await api.put(`orders/status/${encodeURIComponent(id)}`, { json: { status } }).json();
	return OrderStatusUpdateResponseSchema.parse(body);
}
// src/features/admin/admin-orders.tsx
var import_jsx_runtime = require_jsx_runtime();
var STATUS_FAILED_FALLBACK = "The order status could not be changed";
function StatusSelect({ order, userId }) {
	const queryClient = useQueryClient();
	const change = useMutation({
		mutationFn: (status) => updateOrderStatus(order._id, status),
		onSuccess: async ({ message, order: updated }) => {
			toastSuccess(message);
			queryClient.setQueryData(allOrdersQueryOptions(userId).queryKey, (orders) => orders?.map((o) => o._id === updated._id ? updated : o));
			await queryClient.invalidateQueries({ queryKey: ["orders"] });
		},
		onError: async (error) => toastError(await serverErrorText(error) ?? STATUS_FAILED_FALLBACK)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
		"aria-label": "Order status",
		data: ORDER_STATUSES,
		value: change.isPending ? change.variables : order.status,
		onChange: (value) => {
			const parsed = OrderStatusSchema.safeParse(value);
			if (parsed.success && parsed.data !== order.status) change.mutate(parsed.data);
		},
		allowDeselect: false,
		disabled: change.isPending,
		size: "xs",
		comboboxProps: { withinPortal: true }
	});
}
function AdminOrders() {
	const userId = useAtomValue(sessionUserAtom)?._id;
	const query = useQuery({
		...allOrdersQueryOptions(userId ?? ""),
		enabled: userId !== void 0
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderList, {
		query,
		errorTitle: "Could not load the orders",
		empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "dimmed",
			ta: "center",
			py: "xl",
			children: "No orders yet."
		}),
		statusControl: (order) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusSelect, {
			order,
			userId: userId ?? ""
		})
	});
}
// src/routes/dashboard/_admin/admin/orders.tsx?tsr-split=component---loader
var SplitComponent = AdminOrders;
var SplitLoader = ({ context }) => context.queryClient.prefetchQuery(allOrdersQueryOptions(context.userId));
export { SplitComponent as component, SplitLoader as loader };

//# sourceMappingURL=orders-DjSU2vni.js.map
import { A as Divider, C as queuedOrderQueryOptions, E as Title, H as useQuery, N as Anchor, O as Stack, b as orderMutationKey, c as Route, j as Container, y as OrderRefusedError } from "../entry-server.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { r as useAtomValue } from "./react-BVC5ilZM.js";
import { i as sessionUserAtom, t as isAdminAtom } from "./auth-atoms-DYCAUkaS.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { t as Badge } from "./Badge-DcY1NltU.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Loader } from "./Loader-92h_C50-.js";
import { t as Skeleton } from "./Skeleton-CfKMCcZl.js";
import { C as replaceEqualDeep, j as useQueryClient, o as notifyManager } from "./removable-oH0J22qQ.js";
import { t as useNavigate } from "./useNavigate-Dz6aWI5Q.js";
import { s as ORDER_FAILED_MESSAGE } from "./messages-BDWLW28K.js";
import { t as formatNaira } from "./currency-7dqU9yeh.js";
import { t as cartTotals } from "./shipping-BY7eZUll.js";
// node_modules/@tanstack/react-query/build/modern/useMutationState.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Creates snapshot getters that share equal selected results across renders.
* A new getter is created on each render. Each getter caches its snapshot until the matching mutations
* or their states change.
* @returns A factory for snapshot getters with a shared result cache.
*/
function createSnapshotFactory() {
	let previousResult;
	return (mutationCache, options) => {
		let inputs = [];
		let snapshot;
		return () => {
			const mutations = mutationCache.findAll(options.filters);
			const nextInputs = mutations.flatMap((mutation) => [mutation, mutation.state]);
			if (!snapshot || nextInputs.length !== inputs.length || nextInputs.some((input, index) => !Object.is(input, inputs[index]))) {
				inputs = nextInputs;
				snapshot = replaceEqualDeep(previousResult, mutations.map((mutation) => options.select ? options.select(mutation) : mutation.state));
				previousResult = snapshot;
			}
			return snapshot;
		};
	};
}
/**
* `useMutationState` is a hook that gives you access to all mutations in the `MutationCache`. You can pass
* `filters` ({@link MutationFilters}) to narrow down your mutations, and `select` to transform the mutation
* state.
* @param options - The `filters` to narrow down matched mutations, and an optional `select` to transform the
* mutation state.
* @param queryClient - Use this to use a custom `QueryClient`. Otherwise, the one from the nearest context will
* be used.
* @returns Will be an Array of whatever `select` returns for each matching mutation.
* @example
* Get all variables of all running mutations:
* ```tsx
* import { useMutationState } from '@tanstack/react-query'
*
* function PendingPosts() {
*   const pendingVariables = useMutationState({
*     filters: { status: 'pending' },
*     select: (mutation) => mutation.state.variables,
*   })
*
*   return <>{pendingVariables.length} posts saving...</>
* }
* ```
* @example
* Get all data for specific mutations via the `mutationKey`:
* ```tsx
* import { useMutation, useMutationState } from '@tanstack/react-query'
*
* const mutationKey = ['posts']
*
* function Posts() {
*   // Some mutation that we want to get the state for
*   const mutation = useMutation({
*     mutationKey,
*     mutationFn: createPosts,
*   })
*
*   const savedPosts = useMutationState({
*     // this mutation key needs to match the mutation key of the given mutation (see above)
*     filters: { mutationKey, status: 'success' },
*     select: (mutation) => mutation.state.data,
*   })
*
*   return (
*     <button onClick={() => mutation.mutate(['New Post'])}>
*       Create post ({savedPosts.length} saved so far)
*     </button>
*   )
* }
* ```
* @example
* Access the latest successful mutation data via the `mutationKey`. Each invocation of `mutate` adds a new
* entry to the mutation cache for `gcTime` milliseconds — with the `status: 'success'` filter below, check the
* last item that `useMutationState` returns to get the latest successful invocation:
* ```tsx
* import { useMutationState } from '@tanstack/react-query'
*
* function LatestPost() {
*   const savedPosts = useMutationState({
*     filters: { mutationKey: ['posts'], status: 'success' },
*     select: (mutation) => mutation.state.data,
*   })
*
*   const latestSavedPost = savedPosts[savedPosts.length - 1]
*
*   return <>{latestSavedPost ? 'Saved' : 'Nothing saved yet'}</>
* }
* ```
*/
function useMutationState(options = {}, queryClient) {
	const mutationCache = useQueryClient(queryClient).getMutationCache();
	const [createSnapshot] = import_react.useState(() => createSnapshotFactory());
	const getSnapshot = createSnapshot(mutationCache, options);
	return import_react.useSyncExternalStore(import_react.useCallback((onStoreChange) => mutationCache.subscribe(notifyManager.batchCalls(onStoreChange)), [mutationCache]), getSnapshot, getSnapshot);
}
// src/features/checkout/order-received.tsx
var import_jsx_runtime = require_jsx_runtime();
function OrderReceived({ orderId }) {
	const isAdmin = useAtomValue(isAdminAtom);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "md",
			sm: "xl"
		},
		maw: 560,
		mx: "auto",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			align: "center",
			ta: "center",
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					size: "h2",
					children: "YOUR ORDER HAS BEEN RECEIVED"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Thank You For placing an Order" }),
				orderId && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
					"Your order number is",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						span: true,
						fw: 700,
						ff: "monospace",
						"data-testid": "order-number",
						children: orderId
					})
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: Link,
					to: isAdmin ? "/dashboard/admin/orders" : "/dashboard/user/orders",
					children: "see order details"
				})
			]
		})
	});
}
// src/features/order-outbox/queued-order-status.tsx
var WAITING_TITLE = "Your order is waiting for connection";
function placedOrderId(data) {
	if (typeof data !== "object" || data === null || !("_id" in data)) return null;
	return typeof data._id === "string" ? data._id : null;
}
/** How this tab's latest attempt to send the order ended, if it has. */
function useOrderOutcome(key) {
	return useMutationState({
		filters: {
			mutationKey: orderMutationKey(key),
			exact: true
		},
		select: (mutation) => {
			const { status, data, error } = mutation.state;
			const orderId = status === "success" ? placedOrderId(data) : null;
			if (orderId) return {
				kind: "placed",
				orderId
			};
			if (status === "error" && error instanceof OrderRefusedError) return {
				kind: "refused",
				reason: error.reason ?? "The order could not be placed."
			};
			return null;
		}
	}).at(-1) ?? null;
}
/**
* The /order page for an order confirmed without a connection. It turns into the real order's
* page once the server has accepted it, or shows the server's reason if it was refused.
*/
function QueuedOrderStatus({ queuedKey }) {
	const userId = useAtomValue(sessionUserAtom)?._id ?? "";
	const settled = useOrderOutcome(queuedKey);
	const loaded = useQuery(queuedOrderQueryOptions(userId, queuedKey));
	const navigate = useNavigate();
	const placedId = settled?.kind === "placed" ? settled.orderId : null;
	(0, import_react.useEffect)(() => {
		if (placedId) navigate({
			to: "/order",
			search: { id: placedId },
			replace: true
		});
	}, [placedId, navigate]);
	if (settled?.kind === "refused") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Frame, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 1,
			size: "h2",
			children: ORDER_FAILED_MESSAGE
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: settled.reason }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "dimmed",
			children: "Your cart is kept, so you can change it and try again."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
			component: Link,
			to: "/cart",
			children: "Back to your cart"
		})
	] });
	if (loaded.isPending || placedId) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Frame, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			height: 28,
			width: "70%"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			height: 16,
			width: "90%"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			height: 16,
			width: "60%"
		})
	] });
	if (!loaded.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Frame, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 1,
			size: "h2",
			children: "This order is no longer waiting"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "It has been sent. Your orders list shows how it went." }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
			component: Link,
			to: "/dashboard/user/orders",
			children: "see order details"
		})
	] });
	const items = loaded.data.body.cartItems;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Frame, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
			color: "yellow",
			variant: "light",
			leftSection: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
				size: 10,
				color: "yellow"
			}),
			children: "Waiting for connection"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 1,
			size: "h2",
			children: WAITING_TITLE
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "It is saved on this device and will be sent by itself as soon as you are back online. Your cart is kept until the shop has accepted it." }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			component: "ul",
			gap: 6,
			p: 0,
			m: 0,
			w: "100%",
			style: { listStyle: "none" },
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				component: "li",
				justify: "space-between",
				wrap: "nowrap",
				gap: "xs",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					ta: "left",
					children: [
						item.name,
						" × ",
						item.addedQty
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					fw: 600,
					children: formatNaira(item.price * item.addedQty)
				})]
			}, item._id))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, { w: "100%" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			justify: "space-between",
			w: "100%",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fw: 700,
				children: "Total"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fw: 700,
				children: formatNaira(cartTotals(items).total)
			})]
		})
	] });
}
function Frame({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "md",
			sm: "xl"
		},
		maw: 560,
		mx: "auto",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			align: "center",
			ta: "center",
			gap: "sm",
			role: "status",
			"aria-live": "polite",
			children
		})
	});
}
// src/routes/order.tsx?tsr-split=component
function OrderPage() {
	const { id, queued } = Route.useSearch();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "md",
		py: "xl",
		children: queued && !id ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueuedOrderStatus, { queuedKey: queued }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderReceived, { orderId: id })
	});
}
export { OrderPage as component };

//# sourceMappingURL=order-Cfjl8bsC.js.map
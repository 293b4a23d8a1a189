import { E as Title, F as Collapse, M as Button, O as Stack, P as Alert, V as useDisclosure, k as SimpleGrid } from "../entry-server.js";
import { t as Skeleton } from "./Skeleton-CfKMCcZl.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as Badge } from "./Badge-DcY1NltU.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime, t as Box } from "./Box-Cm_KqtDt.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Image } from "./Image-ByLI2TXT.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { t as formatNaira } from "./currency-7dqU9yeh.js";
import { t as truncateText } from "./truncate-DsfckIa8.js";
// contract/rules/relative-time.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var UNITS = [
	["year", 31536e3],
	["month", 2592e3],
	["week", 604800],
	["day", 86400],
	["hour", 3600],
	["minute", 60],
	["second", 1]
];
var FORMAT = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
/** Largest whole unit between the two instants; a future time (clock skew) reads as 'now'. */
function relativeTime(date, now = /* @__PURE__ */ new Date()) {
	const then = typeof date === "string" ? new Date(date) : date;
	const seconds = Math.round((now.getTime() - then.getTime()) / 1e3);
	if (!Number.isFinite(seconds)) return "";
	if (seconds < 10) return FORMAT.format(0, "second");
	for (const [unit, size] of UNITS) if (seconds >= size) return FORMAT.format(-Math.floor(seconds / size), unit);
	return FORMAT.format(0, "second");
}
// src/components/orders/order-card.tsx
var import_jsx_runtime = require_jsx_runtime();
var THUMB_PX = 64;
var STATUS_COLORS = {
	"Not processed": "gray",
	Processing: "blue",
	Shipped: "indigo",
	Delivered: "green",
	Cancelled: "red"
};
function Field({ label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		size: "xs",
		c: "dimmed",
		tt: "uppercase",
		fw: 600,
		children: label
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		fz: "sm",
		children
	})] });
}
/** One order: summary fields and a collapsible list of what was ordered. */
function OrderCard({ order, index, statusControl, now }) {
	const [opened, { toggle }] = useDisclosure(false);
	const listId = (0, import_react.useId)();
	const paid = order.payment.paymentStatus;
	const count = order.products.length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: "md",
		component: "article",
		"aria-label": `Order ${order._id}`,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
					justify: "space-between",
					wrap: "wrap",
					gap: "xs",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						fw: 700,
						size: "sm",
						style: { wordBreak: "break-all" },
						children: [
							index !== void 0 ? `#${index} · ` : "",
							"Order ",
							order._id
						]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
					cols: {
						base: 2,
						sm: 3,
						md: 5
					},
					spacing: "sm",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
							label: "Status",
							children: statusControl ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
								color: STATUS_COLORS[order.status],
								variant: "light",
								"data-testid": "order-status",
								children: order.status
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
							label: "Buyer",
							children: order.buyer.name
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
							label: "Ordered",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: order.createdAt,
								title: new Date(order.createdAt).toLocaleString(),
								children: relativeTime(order.createdAt, now)
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
							label: "Payment",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								span: true,
								size: "sm",
								c: paid ? "green.8" : "red.8",
								fw: 600,
								"data-testid": "order-payment",
								children: paid ? "Success" : "Failed"
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
							label: "Quantity",
							children: count
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						fw: 600,
						children: ["Total: ", formatNaira(order.totalAmount)]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "subtle",
						size: "compact-sm",
						onClick: toggle,
						"aria-expanded": opened,
						"aria-controls": listId,
						children: opened ? "Hide products" : `Show products (${count})`
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
					expanded: opened,
					id: listId,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
						component: "ul",
						gap: "xs",
						p: 0,
						m: 0,
						style: { listStyle: "none" },
						children: order.products.map((product) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
							component: "li",
							wrap: "nowrap",
							align: "flex-start",
							gap: "sm",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
								src: product.images[0]?.url,
								alt: product.name,
								w: THUMB_PX,
								h: THUMB_PX,
								width: THUMB_PX,
								height: THUMB_PX,
								loading: "lazy",
								radius: "sm",
								fit: "cover",
								style: { flex: "none" }
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
								style: { minWidth: 0 },
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
										size: "sm",
										fw: 600,
										children: product.name
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
										size: "xs",
										c: "dimmed",
										children: truncateText(product.description, 50)
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
										size: "sm",
										children: [
											"Price: ",
											formatNaira(product.price),
											" · Quantity: ",
											product.addedQty
										]
									})
								]
							})]
						}, product._id))
					})
				})
			]
		})
	});
}
// src/components/orders/order-list.tsx
var SKELETON_CARDS = 3;
/**
* The 'Orders' page body shared by the shopper and the admin: skeletons, a retry on failure, an
* empty state, then one card per order. The admin passes a status control for each card.
*/
function OrderList({ query, errorTitle, empty, statusControl }) {
	const { data: orders, isPending, isError, refetch } = query;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 1,
			size: "h2",
			children: "Orders"
		}), isPending ? Array.from({ length: SKELETON_CARDS }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			height: 150,
			radius: "md",
			"data-testid": "order-skeleton"
		}, i)) : isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "red",
			title: errorTitle,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "compact-sm",
				variant: "light",
				onClick: () => void refetch(),
				children: "Try again"
			})
		}) : orders.length === 0 ? empty : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			c: "dimmed",
			size: "sm",
			"data-testid": "order-count",
			children: [
				orders.length,
				" ",
				orders.length === 1 ? "order" : "orders"
			]
		}), orders.map((order, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderCard, {
			order,
			index: index + 1,
			statusControl: statusControl?.(order)
		}, order._id))] })]
	});
}
export { OrderList as t };

//# sourceMappingURL=order-list-BaXZFEDv.js.map
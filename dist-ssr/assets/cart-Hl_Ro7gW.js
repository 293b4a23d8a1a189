import { A as Divider, E as Title, M as Button, O as Stack, P as Alert, j as Container } from "../entry-server.js";
import { t as Grid } from "./Grid-CzmTiiik.js";
import { i as useSetAtom, r as useAtomValue } from "./react-BVC5ilZM.js";
import { M as canIncreaseQty, N as isAtLineCap, O as ProductResponseSchema, S as LINE_CAP_NOTICE, _ as replaceCartLineAtom, d as cartAtom, g as removeFromCartAtom, h as increaseQtyAtom, i as sessionUserAtom, m as decreaseQtyAtom } from "./auth-atoms-DYCAUkaS.js";
import { t as ActionIcon } from "./ActionIcon-BxSfl_Wh.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Image } from "./Image-ByLI2TXT.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { t as formatNaira } from "./currency-7dqU9yeh.js";
import { t as useQueries } from "./useQueries-D7YO-hoI.js";
import { t as atom } from "./vanilla-BeWjPVSk.js";
import { t as queryOptions } from "./queryOptions-BR3H30r7.js";
import { c as HTTPError, t as api } from "./client-C7a1WBi8.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { t as cartTotals } from "./shipping-BY7eZUll.js";
import { t as EmptyCart } from "./empty-cart-DU0QLKO-.js";
// contract/rules/cart-freshness.ts
/**
* Compares a stored line with the catalogue's product (null: it no longer exists). The quantity
* is clamped to the new stock (at least 1, so the shopper sees and removes the line themselves).
*/
function refreshCartLine(line, current) {
	if (current === null) return {
		line: null,
		notice: { kind: "gone" }
	};
	const priceChanged = current.price !== line.price;
	const stockChanged = current.quantity !== line.quantity;
	const availabilityChanged = current.isAvailable !== line.isAvailable;
	if (!priceChanged && !stockChanged && !availabilityChanged) return {
		line: null,
		notice: null
	};
	const addedQty = Math.max(1, Math.min(line.addedQty, current.quantity));
	return {
		line: {
			...line,
			...current,
			addedQty
		},
		notice: {
			kind: "changed",
			...priceChanged ? {
				priceFrom: line.price,
				priceTo: current.price
			} : {},
			...stockChanged ? {
				stockFrom: line.quantity,
				stockTo: current.quantity
			} : {}
		}
	};
}
/** A line that can be ordered as it stands. */
function isOrderable(line) {
	return line.isAvailable && line.quantity >= line.addedQty && line.quantity > 0;
}
// src/features/cart/cart-line.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var IMAGE_PX = 96;
function stockText(quantity, isAvailable) {
	return quantity > 0 && isAvailable ? `In stock: ${quantity}` : "Out of stock";
}
function noticeText(notice) {
	if (notice.kind === "gone") return ["No longer available"];
	const lines = [];
	if (notice.priceFrom !== void 0 && notice.priceTo !== void 0) lines.push(`Price changed from ${formatNaira(notice.priceFrom)} to ${formatNaira(notice.priceTo)}`);
	if (notice.stockFrom !== void 0 && notice.stockTo !== void 0) lines.push(notice.stockTo === 0 ? "Now out of stock" : `Stock changed: only ${notice.stockTo} left`);
	return lines;
}
function CartLine({ item, notice }) {
	const remove = useSetAtom(removeFromCartAtom);
	const increase = useSetAtom(increaseQtyAtom);
	const decrease = useSetAtom(decreaseQtyAtom);
	const capNoticeId = (0, import_react.useId)();
	const atCap = isAtLineCap(item);
	const image = item.images[0];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		p: "md",
		radius: "md",
		component: "li",
		"aria-label": item.name,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			align: "flex-start",
			wrap: "nowrap",
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
				src: image?.url,
				alt: item.name,
				w: IMAGE_PX,
				h: IMAGE_PX,
				width: IMAGE_PX,
				height: IMAGE_PX,
				loading: "lazy",
				radius: "sm",
				fit: "cover",
				style: { flex: "none" }
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 4,
				style: {
					flex: 1,
					minWidth: 0
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						justify: "space-between",
						wrap: "nowrap",
						align: "flex-start",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fw: 600,
							children: item.name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
							variant: "subtle",
							color: "red",
							"aria-label": `Remove ${item.name}`,
							onClick: () => remove(item._id),
							children: "✕"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						c: "dimmed",
						lineClamp: 2,
						children: item.description
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						c: item.quantity > 0 && item.isAvailable ? "green.8" : "red.8",
						children: stockText(item.quantity, item.isAvailable)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						justify: "space-between",
						wrap: "wrap",
						gap: "xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
							fw: 600,
							"data-testid": "line-price",
							children: [
								formatNaira(item.price),
								" x ",
								item.addedQty
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
							gap: 6,
							wrap: "nowrap",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
									variant: "default",
									"aria-label": `Decrease quantity of ${item.name}`,
									disabled: item.addedQty <= 1,
									onClick: () => decrease(item._id),
									children: "−"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									w: 32,
									ta: "center",
									"aria-label": `Quantity of ${item.name}`,
									children: item.addedQty
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
									variant: "default",
									"aria-label": `Increase quantity of ${item.name}`,
									"aria-describedby": atCap ? capNoticeId : void 0,
									disabled: !canIncreaseQty(item),
									onClick: () => increase(item._id),
									children: "+"
								})
							]
						})]
					}),
					atCap && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						c: "dimmed",
						ta: "right",
						id: capNoticeId,
						children: LINE_CAP_NOTICE
					}),
					notice && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						color: notice.kind === "gone" ? "red" : "yellow",
						p: "xs",
						role: "status",
						children: noticeText(notice).map((text) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							children: text
						}, text))
					})
				]
			})]
		})
	});
}
// src/features/cart/cart-line-query.ts
/**
* The catalogue's current copy of a cart line's product; null when the product is gone (404).
* Its own key: the catalogue's product queries may cache a different shape.
*/
var cartLineProductQueryOptions = (id) => queryOptions({
	queryKey: ["cart-line", id],
	queryFn: async ({ signal }) => {
		try {
			return ProductResponseSchema.parse(await api.get(`product/${encodeURIComponent(id)}`, { signal }).json()).product;
		} catch (error) {
			if (error instanceof HTTPError && error.response.status === 404) return null;
			throw error;
		}
	},
	staleTime: 3e4
});
// src/features/cart/cart-notices.ts
/**
* What changed since each line was added. Kept for the visit (not stored): once the stored line
* holds the new figures, a reload has nothing left to compare.
*/
var cartNoticesAtom = atom({});
/** Checks every cart line against the catalogue and applies what changed. */
function useCartFreshness() {
	const cart = useAtomValue(cartAtom);
	const replaceLine = useSetAtom(replaceCartLineAtom);
	const setNotices = useSetAtom(cartNoticesAtom);
	const currents = useQueries({
		queries: cart.map((item) => cartLineProductQueryOptions(item._id)),
		combine: dataOnly
	});
	(0, import_react.useEffect)(() => {
		cart.forEach((item, index) => {
			const current = currents[index];
			if (current === void 0) return;
			const { line, notice } = refreshCartLine(item, current);
			if (notice) setNotices((all) => ({
				...all,
				[item._id]: mergeNotice(all[item._id], notice)
			}));
			if (line) replaceLine(line);
		});
	}, [
		cart,
		currents,
		replaceLine,
		setNotices
	]);
	return useAtomValue(cartNoticesAtom);
}
function dataOnly(results) {
	return results.map((result) => result.data);
}
/** A second change keeps the original "from" figures so the shopper sees the whole difference. */
function mergeNotice(previous, next) {
	if (previous?.kind !== "changed" || next.kind !== "changed") return next;
	return {
		kind: "changed",
		priceFrom: previous.priceFrom ?? next.priceFrom,
		priceTo: next.priceTo ?? previous.priceTo,
		stockFrom: previous.stockFrom ?? next.stockFrom,
		stockTo: next.stockTo ?? previous.stockTo
	};
}
// src/features/cart/cart-summary.tsx
function CartSummary({ items, signedIn, blocked }) {
	const totals = cartTotals(items);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		p: "md",
		radius: "md",
		component: "section",
		"aria-labelledby": "cart-summary-title",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h4",
					id: "cart-summary-title",
					children: "Cart Summary"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Subtotal" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 600,
						"data-testid": "cart-subtotal",
						children: formatNaira(totals.subtotal)
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Shipping" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 600,
						"data-testid": "cart-shipping",
						children: totals.shipping > 0 ? formatNaira(totals.shipping) : "Free shipping (Lagos only)"
					})]
				}),
				totals.shipping > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					c: "dimmed",
					children: [
						"Add ",
						formatNaira(totals.amountToFreeShipping),
						" more to get free shipping (Lagos only)."
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 700,
						children: "Total"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 700,
						"data-testid": "cart-total",
						children: formatNaira(totals.total)
					})]
				}),
				blocked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "red.8",
					children: "Remove or adjust the flagged items to continue."
				}),
				signedIn ? blocked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					fullWidth: true,
					disabled: true,
					children: "Checkout Now"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: "/checkout",
					fullWidth: true,
					children: "Checkout Now"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					fullWidth: true,
					renderRoot: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/login",
						search: { redirect: "/cart" },
						...props
					}),
					children: "Login to checkout"
				})
			]
		})
	});
}
// src/features/cart/cart-screen.tsx
function CartScreen() {
	const cart = useAtomValue(cartAtom);
	const user = useAtomValue(sessionUserAtom);
	const notices = useCartFreshness();
	if (cart.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "md",
		py: "xl",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyCart, {})
	});
	const blocked = cart.some((item) => notices[item._id]?.kind === "gone" || !isOrderable(item));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		size: "xl",
		py: "xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 1,
			size: "h2",
			mb: "md",
			children: "Shopping Cart"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
			gap: "lg",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
				span: {
					base: 12,
					md: 8
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
					component: "ul",
					gap: "sm",
					p: 0,
					m: 0,
					style: { listStyle: "none" },
					"aria-label": "Cart items",
					children: cart.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CartLine, {
						item,
						notice: notices[item._id]
					}, item._id))
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
				span: {
					base: 12,
					md: 4
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CartSummary, {
					items: cart,
					signedIn: user !== null,
					blocked
				})
			})]
		})]
	});
}
// src/routes/cart.tsx?tsr-split=component
var SplitComponent = CartScreen;
export { SplitComponent as component };

//# sourceMappingURL=cart-Hl_Ro7gW.js.map
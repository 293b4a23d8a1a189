import { t as Badge } from "./Badge-DcY1NltU.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { E as Title, H as useQuery, N as Anchor, O as Stack } from "../entry-server.js";
import { a as FLASH_SALE_SLICE, i as FLASH_SALE_BADGE } from "./constants-DgaztBQd.js";
import { s as unpagedProductsQueryOptions } from "./products-BlzgJcPo.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { t as ProductGrid } from "./product-grid-BmZiioKo.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { n as useHydrated } from "./ClientOnly-qyPf8RcV.js";
// src/features/home/product-block.tsx
var import_jsx_runtime = require_jsx_runtime();
function ProductBlock({ id, title, products, skeletonCount, viewAll, aside, badge }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "section",
		"aria-labelledby": id,
		gap: "md",
		py: "lg",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			justify: "space-between",
			align: "center",
			gap: "sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "md",
				align: "center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h3",
					id,
					children: title
				}), aside]
			}), viewAll && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
				component: Link,
				to: viewAll,
				fw: 600,
				"aria-label": `View all: ${title}`,
				children: "View all"
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGrid, {
			products,
			skeletonCount,
			cols: {
				base: 2,
				sm: 3,
				md: 4
			},
			label: title,
			badge
		})]
	});
}
// src/features/home/countdown.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Milliseconds from `now` to the next local midnight (00:00:00 of the following day). */
function msUntilNextLocalMidnight(now) {
	const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0);
	return Math.max(0, midnight.getTime() - now.getTime());
}
var two = (n) => String(n).padStart(2, "0");
/** Whole seconds left, split into zero-padded hh, mm, ss. */
function countdownParts(ms) {
	const total = Math.max(0, Math.floor(ms / 1e3));
	return {
		hours: two(Math.floor(total / 3600)),
		minutes: two(Math.floor(total % 3600 / 60)),
		seconds: two(total % 60)
	};
}
// src/features/home/use-midnight-countdown.ts
/** What the server sends: it knows neither the shopper's clock nor their time zone. */
var NOT_YET = {
	hours: "--",
	minutes: "--",
	seconds: "--"
};
/** Time left until the shopper's next local midnight, refreshed every second. */
function useMidnightCountdown() {
	const hydrated = useHydrated();
	const [now, setNow] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	(0, import_react.useEffect)(() => {
		setNow(/* @__PURE__ */ new Date());
		const timer = window.setInterval(() => setNow(/* @__PURE__ */ new Date()), 1e3);
		return () => window.clearInterval(timer);
	}, []);
	return hydrated ? countdownParts(msUntilNextLocalMidnight(now)) : NOT_YET;
}
// src/features/home/flash-sale-block.tsx
function FlashSaleCountdown() {
	const { hours, minutes, seconds } = useMidnightCountdown();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: 6,
		wrap: "nowrap",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			children: "Ends in"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			fw: 700,
			ff: "monospace",
			c: "red.8",
			role: "timer",
			"aria-label": `Ends in ${hours} hours ${minutes} minutes ${seconds} seconds`,
			"data-testid": "flash-sale-countdown",
			children: [
				hours,
				":",
				minutes,
				":",
				seconds
			]
		})]
	});
}
/** Items 5 to 8 of the unpaged list, with a countdown to local midnight (the badge is display only). */
function FlashSaleBlock() {
	const { data, isError } = useQuery(unpagedProductsQueryOptions());
	const products = isError ? [] : data?.slice(FLASH_SALE_SLICE.start, FLASH_SALE_SLICE.end);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductBlock, {
		id: "flash-sale-title",
		title: "Flash Sale",
		products,
		skeletonCount: 4,
		aside: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FlashSaleCountdown, {}),
		badge: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
			color: "red",
			variant: "filled",
			children: FLASH_SALE_BADGE
		})
	});
}
export { ProductBlock as n, FlashSaleBlock as t };

//# sourceMappingURL=flash-sale-block-PDBM_JhN.js.map
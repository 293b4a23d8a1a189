import { E as Title, O as Stack, _ as useBrowserAtomValue, k as SimpleGrid } from "../entry-server.js";
import { t as useQueries } from "./useQueries-D7YO-hoI.js";
import { i as productQueryOptions } from "./products-BlzgJcPo.js";
import { c as recentlyViewedAtom } from "./auth-atoms-DYCAUkaS.js";
import { n as ProductCardSkeleton, r as ProductCard } from "./product-grid-BmZiioKo.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/components/product/recently-viewed-strip.tsx
var import_jsx_runtime = require_jsx_runtime();
var NOTHING_VIEWED = [];
/**
* Products from the ids kept in `recentlyViewed`, newest first, one `product/:id` query each.
* An id that no longer resolves (deleted product, 404) is skipped rather than shown broken.
*/
function RecentlyViewedStrip({ excludeId }) {
	const ids = useBrowserAtomValue(recentlyViewedAtom, NOTHING_VIEWED).filter((id) => id !== excludeId).slice(0, 8);
	const results = useQueries({ queries: ids.map((id) => ({
		...productQueryOptions(id),
		retry: false
	})) });
	if (ids.length === 0) return null;
	const settled = results.filter((r) => !r.isError);
	if (settled.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "section",
		"aria-labelledby": "recently-viewed-title",
		gap: "md",
		mt: "xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 2,
			size: "h3",
			id: "recently-viewed-title",
			children: "Recently Viewed"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 2,
				sm: 3,
				md: 4
			},
			spacing: "md",
			children: settled.map((result, i) => result.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentCard, { product: result.data }, result.data._id) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductCardSkeleton, {}, `pending-${i}`))
		})]
	});
}
function RecentCard({ product }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductCard, { product });
}
export { RecentlyViewedStrip as t };

//# sourceMappingURL=recently-viewed-strip-Bi21RBa0.js.map
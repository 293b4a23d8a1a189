import { E as Title, H as useQuery, O as Stack, j as Container, s as Route } from "../entry-server.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { o as searchProductsQueryOptions } from "./products-BlzgJcPo.js";
import { t as ProductGrid } from "./product-grid-BmZiioKo.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/features/catalogue/search-results-screen.tsx
var import_jsx_runtime = require_jsx_runtime();
function searchSummary(count) {
	return count === 0 ? "No products found" : `Found ${count} product(s)`;
}
function SearchResultsScreen({ keyword }) {
	const { data, isError } = useQuery(searchProductsQueryOptions(keyword));
	const products = isError ? [] : data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "lg",
		py: "xl",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					size: "h2",
					children: "Search results"
				}), keyword && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					c: "dimmed",
					children: [
						"for “",
						keyword,
						"”"
					]
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					"aria-live": "polite",
					fw: 500,
					children: products ? searchSummary(products.length) : "Searching…"
				}),
				(!products || products.length > 0) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGrid, {
					eagerCount: 4,
					products,
					skeletonCount: 6,
					cols: {
						base: 1,
						sm: 3
					},
					label: "Search results"
				})
			]
		})
	});
}
// src/routes/search.tsx?tsr-split=component
function SearchPage() {
	const { keyword } = Route.useSearch();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchResultsScreen, { keyword });
}
export { SearchPage as component };

//# sourceMappingURL=search-_t0wVa0l.js.map
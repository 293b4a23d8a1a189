import { H as useQuery, d as Route } from "../entry-server.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { l as LISTING_FETCH_LIMIT } from "./constants-DgaztBQd.js";
import { t as catalogueQueryOptions } from "./products-BlzgJcPo.js";
import { n as currentPageAtom, t as ListingScreen } from "./listing-screen-DZm0D7hx.js";
// src/routes/all-fragrances.tsx?tsr-split=component
var import_react = /* @__PURE__ */ __toESM(require_react());
var import_jsx_runtime = require_jsx_runtime();
function AllFragrancesPage() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	const onSearchChange = (0, import_react.useCallback)((next) => void navigate({
		search: next,
		resetScroll: false
	}), [navigate]);
	const { data } = useQuery(catalogueQueryOptions(LISTING_FETCH_LIMIT));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListingScreen, {
		kind: "all",
		path: "/all-fragrances",
		title: "All Featured Fragrance",
		emptyText: "No Product Found",
		catalogue: data,
		search,
		onSearchChange,
		pageAtom: currentPageAtom
	});
}
export { AllFragrancesPage as component };

//# sourceMappingURL=all-fragrances-DTmFfd8Q.js.map
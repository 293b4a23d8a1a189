import { H as useQuery, d as Route } from "../entry-server.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { l as LISTING_FETCH_LIMIT } from "./constants-DgaztBQd.js";
import { t as catalogueQueryOptions } from "./products-v9qIwfAW.js";
import { i as listingSeenFiltersAtom, n as currentPageAtom, t as ListingScreen } from "./listing-screen-Czo9p8jN.js";
import { t as shuffledOnce } from "./shuffled-once-Bn_9h-le.js";
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
	const products = (0, import_react.useMemo)(() => data ? shuffledOnce(data) : void 0, [data]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListingScreen, {
		title: "All Featured Fragrance",
		emptyText: "No Product Found",
		products,
		search,
		onSearchChange,
		pageAtom: currentPageAtom,
		seenFiltersAtom: listingSeenFiltersAtom
	});
}
export { AllFragrancesPage as component };

//# sourceMappingURL=all-fragrances-2jdTRumA.js.map
import { H as useQuery, l as Route } from "../entry-server.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { d as NEW_ARRIVALS_FETCH_LIMIT } from "./constants-DgaztBQd.js";
import { t as catalogueQueryOptions } from "./products-BlzgJcPo.js";
import { t as RecentlyViewedStrip } from "./recently-viewed-strip-Bi21RBa0.js";
import { r as currentPageChAtom, t as ListingScreen } from "./listing-screen-DZm0D7hx.js";
// src/routes/new-arrivals.tsx?tsr-split=component
var import_react = /* @__PURE__ */ __toESM(require_react());
var import_jsx_runtime = require_jsx_runtime();
function NewArrivalsPage() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	const onSearchChange = (0, import_react.useCallback)((next) => void navigate({
		search: next,
		resetScroll: false
	}), [navigate]);
	const { data } = useQuery(catalogueQueryOptions(NEW_ARRIVALS_FETCH_LIMIT));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListingScreen, {
		kind: "new",
		path: "/new-arrivals",
		title: "New Arrivals",
		emptyText: "No Products Found",
		catalogue: data,
		search,
		onSearchChange,
		pageAtom: currentPageChAtom,
		footer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentlyViewedStrip, {})
	});
}
export { NewArrivalsPage as component };

//# sourceMappingURL=new-arrivals-Bzr0aqLQ.js.map
import { t as ProductDetailScreen } from "./product-detail-screen-DTQBeBRv.js";
import { o as Route } from "../entry-server.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/routes/detail.$id.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
function DetailPage() {
	const { id } = Route.useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductDetailScreen, { id }, id);
}
export { DetailPage as component };

//# sourceMappingURL=detail._id-ByP5c9LM.js.map
import { j as Container } from "../entry-server.js";
import { t as RecentlyViewedStrip } from "./recently-viewed-strip-Bi21RBa0.js";
import { t as EmptyCart } from "./empty-cart-DU0QLKO-.js";
import { t as FlashSaleBlock } from "./flash-sale-block-PDBM_JhN.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/routes/cart-empty.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
function CartEmptyPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		size: "xl",
		py: "xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyCart, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentlyViewedStrip, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FlashSaleBlock, {})
		]
	});
}
export { CartEmptyPage as component };

//# sourceMappingURL=cart-empty-DYcIZgh4.js.map
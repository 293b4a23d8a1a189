import { j as Container } from "../entry-server.js";
import { t as RecentlyViewedStrip } from "./recently-viewed-strip-BSRInUkS.js";
import { t as EmptyCart } from "./empty-cart-DU0QLKO-.js";
import { t as FlashSaleBlock } from "./flash-sale-block-BWB7d7kQ.js";
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

//# sourceMappingURL=cart-empty-BdwSFu9S.js.map
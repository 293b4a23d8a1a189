import { t as ProductForm } from "./product-form-DQ0szYnd.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/routes/dashboard/_admin/admin-product/index.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
function CreateProduct() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductForm, {});
}
export { CreateProduct as component };

//# sourceMappingURL=admin-product-Byrmv216.js.map
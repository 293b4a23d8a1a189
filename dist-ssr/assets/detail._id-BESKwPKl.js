import { n as ProductNotFound } from "./product-detail-screen-DTQBeBRv.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/routes/detail.$id.tsx?tsr-split=notFoundComponent
var import_jsx_runtime = require_jsx_runtime();
var SplitNotFoundComponent = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductNotFound, { reason: "missing" });
export { SplitNotFoundComponent as notFoundComponent };

//# sourceMappingURL=detail._id-BESKwPKl.js.map
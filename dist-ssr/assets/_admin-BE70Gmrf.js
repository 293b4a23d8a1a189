import { U as Outlet, j as Container } from "../entry-server.js";
import { t as NeedsConnection } from "./needs-connection-D0tnfACF.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/routes/dashboard/_admin.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
function AdminArea() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		size: "lg",
		py: "xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NeedsConnection, { action: "Managing the store" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})]
	});
}
export { AdminArea as component };

//# sourceMappingURL=_admin-BE70Gmrf.js.map
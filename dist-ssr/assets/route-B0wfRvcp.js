import { U as Outlet, j as Container } from "../entry-server.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/routes/dashboard/user/route.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
function UserArea() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "lg",
		py: "xl",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
	});
}
export { UserArea as component };

//# sourceMappingURL=route-B0wfRvcp.js.map
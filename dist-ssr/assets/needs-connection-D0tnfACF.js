import { B as useNetwork, P as Alert } from "../entry-server.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/components/needs-connection.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Explains, only while offline, that an action needs the server (saving a profile, admin
* changes). Shared UI for every feature; the action itself should be disabled meanwhile.
*/
function NeedsConnection({ action }) {
	const { online } = useNetwork();
	if (online) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		color: "yellow",
		variant: "light",
		role: "status",
		title: "This needs a connection",
		children: [action, " needs a connection. You are offline: nothing is lost, try again when you are back online."]
	});
}
export { NeedsConnection as t };

//# sourceMappingURL=needs-connection-D0tnfACF.js.map
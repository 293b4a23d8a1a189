import { M as Button } from "../entry-server.js";
import { t as Popover } from "./Popover-Cp_H5_NB.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/features/pwa/ios-install-steps.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* iOS has no install prompt: a button that shows the add-to-home-screen steps. Its own module
* because Popover brings floating-ui, which only iOS visitors need.
*/
function IosInstallSteps() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Popover, {
		width: 260,
		withArrow: true,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover.Target, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "light",
			size: "xs",
			children: "Install app"
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover.Dropdown, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			children: "In Safari, tap the Share button, then “Add to Home Screen”. FragranceHub then opens like an app, even offline."
		}) })]
	});
}
export { IosInstallSteps };

//# sourceMappingURL=ios-install-steps-BSgsaE0g.js.map
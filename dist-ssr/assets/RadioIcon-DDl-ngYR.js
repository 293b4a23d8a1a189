import { V as rem, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/core/esm/components/Radio/RadioIcon.mjs
var import_jsx_runtime = require_jsx_runtime();
function RadioIcon({ size, style, ...others }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		xmlns: "http://www.w3.org/2000/svg",
		fill: "none",
		viewBox: "0 0 5 5",
		style: {
			width: rem(size),
			height: rem(size),
			...style
		},
		"aria-hidden": true,
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: "2.5",
			cy: "2.5",
			r: "2.5",
			fill: "currentColor"
		})
	});
}
export { RadioIcon as t };

//# sourceMappingURL=RadioIcon-DDl-ngYR.js.map
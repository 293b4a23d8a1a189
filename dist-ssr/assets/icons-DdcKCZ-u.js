import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/components/layout/icons.tsx
var import_jsx_runtime = require_jsx_runtime();
function Svg({ size = 22, children, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		width: size,
		height: size,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "1.8",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		...props,
		children
	});
}
var SearchIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Svg, {
	...p,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
		cx: "11",
		cy: "11",
		r: "7"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M20 20l-3.5-3.5" })]
});
var UserIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Svg, {
	...p,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
		cx: "12",
		cy: "8",
		r: "4"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 21c0-4 4-6 8-6s8 2 8 6" })]
});
var CartIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Svg, {
	...p,
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M3 4h2l2.4 11.2a1 1 0 001 .8h9.2a1 1 0 001-.8L20 8H6.2" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: "9",
			cy: "20",
			r: "1.3"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: "17",
			cy: "20",
			r: "1.3"
		})
	]
});
var ChevronDownIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	size: 16,
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M6 9l6 6 6-6" })
});
var ChevronLeftIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M15 6l-6 6 6 6" })
});
var ChevronRightIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M9 6l6 6-6 6" })
});
var PhoneIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	size: 18,
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2" })
});
var InstagramIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Svg, {
	...p,
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			x: "3",
			y: "3",
			width: "18",
			height: "18",
			rx: "5"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: "12",
			cy: "12",
			r: "4"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: "17.5",
			cy: "6.5",
			r: "0.6",
			fill: "currentColor"
		})
	]
});
var FacebookIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M15 3h-2.5A3.5 3.5 0 009 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 011-1H15z" })
});
var XIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 4l16 16M20 4L4 20" })
});
var ShieldIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Svg, {
	...p,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M9 12l2 2 4-4" })]
});
var LockIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Svg, {
	...p,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
		x: "5",
		y: "11",
		width: "14",
		height: "10",
		rx: "2"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M8 11V8a4 4 0 018 0v3" })]
});
var HeadsetIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Svg, {
	...p,
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 14v-2a8 8 0 0116 0v2" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			x: "3",
			y: "14",
			width: "4",
			height: "6",
			rx: "1.5"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			x: "17",
			y: "14",
			width: "4",
			height: "6",
			rx: "1.5"
		})
	]
});
var PlayIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		d: "M8 5v14l11-7z",
		fill: "currentColor"
	})
});
export { FacebookIcon as a, LockIcon as c, SearchIcon as d, ShieldIcon as f, ChevronRightIcon as i, PhoneIcon as l, XIcon as m, ChevronDownIcon as n, HeadsetIcon as o, UserIcon as p, ChevronLeftIcon as r, InstagramIcon as s, CartIcon as t, PlayIcon as u };

//# sourceMappingURL=icons-DdcKCZ-u.js.map
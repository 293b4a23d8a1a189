import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { n as BREAKPOINT_TABLET, p as REVIEW_COUNT_LABEL } from "./constants-DgaztBQd.js";
import { r as useMediaQuery } from "./use-reduced-motion-BODuG8mh.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
// src/components/layout/use-breakpoint-width.ts
/**
* A width in the same band as the viewport's (up to 768 px, up to 1024 px, wider), for the
* spec's rules that size blocks by width; they only ever compare a width with those two
* breakpoints. Media queries follow resizes and rotation without forcing a layout.
*
* The server cannot know the width, and the browser's first render must draw what the server
* did: both start as a phone and the real width applies right after hydration. Phone first
* because the blocks only grow sideways from there (two cards become four in the same row),
* where starting wide would remove a row under a phone's reader.
*/
function useBreakpointWidth() {
	const mobile = useMediaQuery(`(max-width: 768px)`, true);
	const tablet = useMediaQuery(`(max-width: ${BREAKPOINT_TABLET}px)`, true);
	if (mobile) return 768;
	if (tablet) return BREAKPOINT_TABLET;
	return BREAKPOINT_TABLET + 1;
}
var UNRATED = {
	full: 0,
	half: false,
	empty: 5,
	label: "No rating"
};
/** Whole stars plus a half star when the fraction is at least .5; capped at 5. */
function ratingStars(avg) {
	if (typeof avg !== "number" || !Number.isFinite(avg) || avg <= 0) return UNRATED;
	const value = Math.min(avg, 5);
	const full = Math.floor(value);
	const half = value - full >= .5;
	return {
		full,
		half,
		empty: 5 - full - (half ? 1 : 0),
		label: null
	};
}
// src/components/product/star-rating.tsx
var import_jsx_runtime = require_jsx_runtime();
var STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";
function Star({ fill, size }) {
	const gradientId = `half-star-${size}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		width: size,
		height: size,
		viewBox: "0 0 24 24",
		"aria-hidden": "true",
		focusable: "false",
		children: [fill === "half" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("defs", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("linearGradient", {
			id: gradientId,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("stop", {
				offset: "50%",
				stopColor: "#f5a524"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("stop", {
				offset: "50%",
				stopColor: "transparent"
			})]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: STAR_PATH,
			fill: fill === "full" ? "#f5a524" : fill === "half" ? `url(#${gradientId})` : "none",
			stroke: "#f5a524",
			strokeWidth: "1.5",
			strokeLinejoin: "round"
		})]
	});
}
/** A row of five stars; the accessible name says the figure the stars draw. */
function StarRow({ full, half, size = 16 }) {
	const fills = Array.from({ length: 5 }, (_, i) => i < full ? "full" : i === full && half ? "half" : "empty");
	const value = full + (half ? .5 : 0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
		gap: 2,
		role: "img",
		"aria-label": `Rated ${value} out of 5`,
		wrap: "nowrap",
		children: fills.map((fill, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Star, {
			fill,
			size
		}, i))
	});
}
/** Stars plus the fixed '40 Reviews', or 'No rating' when the product is unrated. */
function StarRating({ avgRating }) {
	const stars = ratingStars(avgRating);
	if (stars.label !== null) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		size: "sm",
		c: "dimmed",
		children: stars.label
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarRow, {
			full: stars.full,
			half: stars.half
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			children: REVIEW_COUNT_LABEL
		})]
	});
}
export { StarRow as n, useBreakpointWidth as r, StarRating as t };

//# sourceMappingURL=star-rating-DlJOeG2b.js.map
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Image } from "./Image-ByLI2TXT.js";
import { O as Stack } from "../entry-server.js";
import { t as UnstyledButton } from "./UnstyledButton-D854g3h1.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/components/product/product-gallery.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var THUMB_PX = 72;
/**
* The main image and one thumbnail button per image, shared by the storefront's and the admin's
* product pages. `size` is the main image's largest width in pixels.
*/
function ProductGallery({ images, name, size }) {
	const [active, setActive] = (0, import_react.useState)(0);
	const shown = images[Math.min(active, images.length - 1)];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		maw: size,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
			src: shown?.url,
			alt: `${name}, image ${active + 1} of ${images.length}`,
			width: size,
			height: size,
			fit: "cover",
			radius: "md",
			bg: "gray.1",
			style: {
				aspectRatio: "1 / 1",
				width: "100%",
				height: "auto"
			}
		}), images.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
			gap: "xs",
			role: "group",
			"aria-label": "Product images",
			children: images.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnstyledButton, {
				onClick: () => setActive(index),
				"aria-label": `Show image ${index + 1} of ${images.length}`,
				"aria-pressed": index === active,
				style: {
					border: `2px solid ${index === active ? "var(--mantine-color-plum-8)" : "transparent"}`,
					borderRadius: 8
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
					src: image.url,
					alt: "",
					width: THUMB_PX,
					height: THUMB_PX,
					w: THUMB_PX,
					h: THUMB_PX,
					fit: "cover",
					radius: "sm",
					loading: "lazy"
				})
			}, `${image.url}-${index}`))
		})]
	});
}
export { ProductGallery as t };

//# sourceMappingURL=product-gallery-K-lxM-um.js.map
import { E as Title, j as Container } from "../entry-server.js";
import { r as COMING_SOON_TEXT } from "./messages-BDWLW28K.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/routes/blog.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
function BlogPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "md",
		py: 80,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 1,
			ta: "center",
			c: "plum.8",
			children: COMING_SOON_TEXT
		})
	});
}
export { BlogPage as component };

//# sourceMappingURL=blog-CWr5Li-j.js.map
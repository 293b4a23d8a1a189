import { E as Title, N as Anchor, O as Stack } from "../entry-server.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { r as useAtomValue } from "./react-BVC5ilZM.js";
import { i as sessionUserAtom } from "./auth-atoms-DYCAUkaS.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/features/account/user-dashboard.tsx
var import_jsx_runtime = require_jsx_runtime();
function UserDashboard() {
	const user = useAtomValue(sessionUserAtom);
	if (!user) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "md",
			sm: "xl"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
					order: 1,
					size: "h2",
					children: ["Hello, ", user.username || user.name]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					component: "nav",
					"aria-label": "Your account",
					gap: "lg",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: "/dashboard/user/profile",
						children: "Profile"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: "/dashboard/user/orders",
						children: "Orders"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: 4,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						span: true,
						c: "dimmed",
						children: ["Name:", " "]
					}), user.name] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						span: true,
						c: "dimmed",
						children: ["Email:", " "]
					}), user.email] })]
				})
			]
		})
	});
}
// src/routes/dashboard/user/index.tsx?tsr-split=component
var SplitComponent = UserDashboard;
export { SplitComponent as component };

//# sourceMappingURL=user-DT3e6XEG.js.map
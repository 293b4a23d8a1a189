import { E as Title, N as Anchor, O as Stack } from "../entry-server.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { t as Table } from "./Table-ChARiGJg.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { r as useAtomValue } from "./react-BVC5ilZM.js";
import { i as sessionUserAtom } from "./auth-atoms-DYCAUkaS.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/features/admin/admin-dashboard.tsx
var import_jsx_runtime = require_jsx_runtime();
var ADMINS = [
	{
		name: "Adaeze Okafor",
		email: "adaeze@fragrancehub.ng",
		designation: "Store Manager"
	},
	{
		name: "Tunde Bakare",
		email: "tunde@fragrancehub.ng",
		designation: "Catalogue Lead"
	},
	{
		name: "Ngozi Eze",
		email: "ngozi@fragrancehub.ng",
		designation: "Customer Care Lead"
	}
];
function AdminDashboard() {
	const user = useAtomValue(sessionUserAtom);
	if (!user) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "lg",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
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
						children: ["Hello, ", user.name || user.username]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						component: "nav",
						"aria-label": "Admin",
						gap: "lg",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: "/dashboard/admin-category",
								children: "Create category"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: "/dashboard/admin-product",
								children: "Create product"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: "/dashboard/admin-products",
								children: "Products"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: "/dashboard/admin/orders",
								children: "Manage orders"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: "/dashboard/admin/profile",
								children: "Update Profile"
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						c: "dimmed",
						size: "sm",
						children: ["Signed in as ", user.email]
					})
				]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			withBorder: true,
			radius: "md",
			p: {
				base: "md",
				sm: "xl"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				size: "h3",
				mb: "md",
				children: "Admins"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
				minWidth: 480,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					striped: true,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Email" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Designation" })
					] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: ADMINS.map((admin) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: admin.name }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: admin.email }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: admin.designation })
					] }, admin.email)) })]
				})
			})]
		})]
	});
}
// src/routes/dashboard/_admin/admin/index.tsx?tsr-split=component
var SplitComponent = AdminDashboard;
export { SplitComponent as component };

//# sourceMappingURL=admin-D6GF2jxn.js.map
import { t as Menu } from "./Menu-J3t9eoSk.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { i as useSetAtom } from "./react-BVC5ilZM.js";
import { _ as useBrowserAtomValue, h as focusIfIntended, p as AccountButton } from "../entry-server.js";
import { i as sessionUserAtom, r as logoutRequestedAtom, t as isAdminAtom } from "./auth-atoms-DYCAUkaS.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/components/layout/account-menu.tsx
var import_jsx_runtime = require_jsx_runtime();
function AccountMenu({ intent }) {
	const user = useBrowserAtomValue(sessionUserAtom, null);
	const isAdmin = useBrowserAtomValue(isAdminAtom, false);
	const requestLogout = useSetAtom(logoutRequestedAtom);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
		position: "bottom-end",
		withArrow: true,
		shadow: "md",
		width: 200,
		defaultOpened: intent.opened,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Target, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountButton, { ref: focusIfIntended(intent) }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Dropdown, { children: user ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Label, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				fw: 600,
				c: "dark",
				truncate: true,
				children: user.name
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
				component: Link,
				to: isAdmin ? "/dashboard/admin" : "/dashboard/user",
				children: "Dashboard"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
				onClick: () => requestLogout(true),
				children: "Logout"
			})
		] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
			component: Link,
			to: "/login",
			children: "Login"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
			component: Link,
			to: "/signup",
			children: "Sign Up"
		})] }) })]
	});
}
export { AccountMenu };

//# sourceMappingURL=account-menu-Dgp2mvEh.js.map
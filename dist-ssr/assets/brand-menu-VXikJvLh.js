import { t as Menu } from "./Menu-J3t9eoSk.js";
import { t as ScrollArea } from "./ScrollArea-BjsW58KX.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { c as NAV_BRANDS } from "./enums-wP262MW5.js";
import { h as focusIfIntended, m as AllBrandsButton } from "../entry-server.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/components/layout/brand-menu.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Each brand opens the listing filtered by it (aliases such as Lattafa/Lataffa apply there). */
function BrandMenu({ intent }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
		trigger: "click-hover",
		openDelay: 80,
		closeDelay: 150,
		shadow: "md",
		width: 240,
		defaultOpened: intent.opened,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Target, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AllBrandsButton, { ref: focusIfIntended(intent) }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Dropdown, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollArea.Autosize, {
			mah: 360,
			type: "auto",
			children: NAV_BRANDS.map((brand) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
				renderRoot: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					...props,
					to: "/all-fragrances",
					search: { brand: [brand] }
				}),
				children: brand
			}, brand))
		}) })]
	});
}
export { BrandMenu };

//# sourceMappingURL=brand-menu-VXikJvLh.js.map
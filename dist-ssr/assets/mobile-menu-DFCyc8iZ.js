import { t as Drawer } from "./Drawer-Bx6Agtx1.js";
import { M as createVarsResolver, R as getSpacing, W as require_jsx_runtime, d as useStyles, f as useProps, t as Box } from "./Box-Cm_KqtDt.js";
import { t as polymorphicFactory } from "./polymorphic-factory-a7QsrNxT.js";
import { F as Collapse, O as Stack, _ as useBrowserAtomValue } from "../entry-server.js";
import { t as UnstyledButton } from "./UnstyledButton-D854g3h1.js";
import { t as AccordionChevron } from "./AccordionChevron-DzOzp2mb.js";
import { t as useUncontrolled } from "./use-uncontrolled-BaFvwtq4.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { i as sessionUserAtom, t as isAdminAtom } from "./auth-atoms-DYCAUkaS.js";
// node_modules/@mantine/core/esm/components/NavLink/NavLink.module.mjs
var NavLink_module_default = {
	"root": "m_f0824112",
	"description": "m_57492dcc",
	"section": "m_690090b5",
	"label": "m_1f6ac4c4",
	"body": "m_f07af9d2",
	"children": "m_e17b862f",
	"chevron": "m_1fd8a00b"
};
// node_modules/@mantine/core/esm/components/NavLink/NavLink.mjs
var import_jsx_runtime = require_jsx_runtime();
var varsResolver = createVarsResolver((theme, { variant, color, childrenOffset, autoContrast }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		variant: variant || "light",
		autoContrast
	});
	return {
		root: {
			"--nl-bg": color || variant ? colors.background : void 0,
			"--nl-hover": color || variant ? colors.hover : void 0,
			"--nl-color": color || variant ? colors.color : void 0
		},
		children: { "--nl-offset": getSpacing(childrenOffset) }
	};
});
var NavLink = polymorphicFactory((_props) => {
	const props = useProps("NavLink", null, _props);
	const { classNames, className, style, styles, unstyled, vars, opened, defaultOpened, onChange, children, active, disabled, leftSection, rightSection, label, description, disableRightSectionRotation, noWrap, childrenOffset, autoContrast, mod, attributes, onClick, onKeyDown, keepMounted, ...others } = props;
	const getStyles = useStyles({
		name: "NavLink",
		props,
		classes: NavLink_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	const [_opened, setOpened] = useUncontrolled({
		value: opened,
		defaultValue: defaultOpened,
		finalValue: false,
		onChange
	});
	const withChildren = !!children;
	const handleClick = (event) => {
		onClick?.(event);
		if (withChildren) {
			event.preventDefault();
			setOpened(!_opened);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		...getStyles("root"),
		component: "a",
		onClick: handleClick,
		onKeyDown: (event) => {
			onKeyDown?.(event);
			if (event.nativeEvent.code === "Space" && withChildren) {
				event.preventDefault();
				setOpened(!_opened);
			}
		},
		unstyled,
		mod: [{
			disabled,
			active,
			expanded: _opened
		}, mod],
		...others,
		children: [
			leftSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				...getStyles("section"),
				mod: { position: "left" },
				children: leftSection
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				...getStyles("body"),
				mod: { "no-wrap": noWrap },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					...getStyles("label"),
					children: label
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					mod: { active },
					...getStyles("description"),
					children: description
				})]
			}),
			(withChildren || rightSection !== void 0) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("section"),
				component: "span",
				mod: {
					rotate: _opened && !disableRightSectionRotation,
					position: "right"
				},
				children: withChildren ? rightSection !== void 0 ? rightSection : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionChevron, { ...getStyles("chevron") }) : rightSection
			})
		]
	}), withChildren && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
		expanded: _opened,
		keepMounted,
		...getStyles("collapse"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			...getStyles("children"),
			children
		})
	})] });
});
NavLink.classes = NavLink_module_default;
NavLink.varsResolver = varsResolver;
NavLink.displayName = "@mantine/core/NavLink";
// src/components/layout/mobile-menu.tsx
/**
* The spec's side menu. Help, FAG and Shipping Information have no page of their own yet; they
* lead to Contact (docs/deviations.md).
*/
function MobileMenu({ opened, onClose }) {
	const signedIn = useBrowserAtomValue(sessionUserAtom, null) !== null;
	const isAdmin = useBrowserAtomValue(isAdminAtom, false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Drawer, {
		opened,
		onClose,
		title: "Menu",
		size: "80%",
		hiddenFrom: "sm",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 0,
			component: "nav",
			"aria-label": "Mobile menu",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					component: Link,
					to: "/",
					label: "Home",
					onClick: onClose
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					component: Link,
					to: "/all-fragrances",
					label: "All Fragrance",
					onClick: onClose
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					component: Link,
					to: "/new-arrivals",
					label: "New Arrival",
					onClick: onClose
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					component: Link,
					to: "/blog",
					label: "Blogs",
					onClick: onClose
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					component: Link,
					to: "/contact",
					label: "Contact Us",
					onClick: onClose
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					component: Link,
					to: !signedIn ? "/login" : isAdmin ? "/dashboard/admin" : "/dashboard/user",
					label: "My Account",
					onClick: onClose
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					component: Link,
					to: "/contact",
					label: "Help",
					onClick: onClose
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					component: Link,
					to: "/contact",
					label: "FAG",
					onClick: onClose
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					component: Link,
					to: "/contact",
					label: "Shipping Information",
					onClick: onClose
				})
			]
		})
	});
}
export { MobileMenu };

//# sourceMappingURL=mobile-menu-DFCyc8iZ.js.map
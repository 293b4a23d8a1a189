import { F as getRadius, M as createVarsResolver, V as rem, W as require_jsx_runtime, d as useStyles, f as useProps, n as factory, r as genericFactory, t as Box } from "./Box-Cm_KqtDt.js";
import { t as createSafeContext } from "./create-safe-context-CiN6B_TC.js";
import { t as AccordionChevron } from "./AccordionChevron-DzOzp2mb.js";
import { t as createScopedKeydownHandler } from "./create-scoped-keydown-handler-BLYuyyud.js";
import { t as UnstyledButton } from "./UnstyledButton-D854g3h1.js";
import { F as Collapse } from "../entry-server.js";
import { t as useId$1 } from "./use-id-CgPvFXNd.js";
import { t as useUncontrolled } from "./use-uncontrolled-BaFvwtq4.js";
// node_modules/@mantine/core/esm/core/utils/get-safe-id/get-safe-id.mjs
function getSafeId(uid, errorMessage) {
	return (value) => {
		if (typeof value !== "string" || value.trim().length === 0) throw new Error(errorMessage);
		return `${uid}-${value}`;
	};
}
// node_modules/@mantine/core/esm/components/Accordion/Accordion.context.mjs
var [AccordionProvider, useAccordionContext] = createSafeContext("Accordion component was not found in the tree");
// node_modules/@mantine/core/esm/components/Accordion/AccordionItem.context.mjs
var [AccordionItemProvider, useAccordionItemContext] = createSafeContext("Accordion.Item component was not found in the tree");
// node_modules/@mantine/core/esm/components/Accordion/Accordion.module.mjs
var Accordion_module_default = {
	"root": "m_9bdbb667",
	"panel": "m_df78851f",
	"content": "m_4ba554d4",
	"itemTitle": "m_8fa820a0",
	"control": "m_4ba585b8",
	"control--default": "m_6939a5e9",
	"control--contained": "m_4271d21b",
	"label": "m_df3ffa0f",
	"chevron": "m_3f35ae96",
	"icon": "m_9bd771fe",
	"item": "m_9bd7b098",
	"item--default": "m_fe19b709",
	"item--contained": "m_1f921b3b",
	"item--filled": "m_2cdf939a",
	"item--separated": "m_9f59b069"
};
// node_modules/@mantine/core/esm/components/Accordion/AccordionControl/AccordionControl.mjs
var import_jsx_runtime = require_jsx_runtime();
var AccordionControl = factory((props) => {
	const { classNames, className, style, styles, vars, chevron, icon, onClick, onKeyDown, children, disabled, mod, ...others } = useProps("AccordionControl", null, props);
	const { value } = useAccordionItemContext();
	const ctx = useAccordionContext();
	const isActive = ctx.isItemActive(value);
	const shouldWrapWithHeading = typeof ctx.order === "number";
	const Heading = `h${ctx.order}`;
	const content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		...ctx.getStyles("control", {
			className,
			classNames,
			style,
			styles,
			variant: ctx.variant
		}),
		unstyled: ctx.unstyled,
		mod: [
			"accordion-control",
			{
				active: isActive,
				"chevron-position": ctx.chevronPosition,
				disabled
			},
			mod
		],
		onClick: (event) => {
			onClick?.(event);
			ctx.onChange(value);
		},
		type: "button",
		disabled,
		"aria-expanded": isActive,
		"aria-controls": ctx.getRegionId(value),
		id: ctx.getControlId(value),
		onKeyDown: createScopedKeydownHandler({
			siblingSelector: "[data-accordion-control]",
			parentSelector: "[data-accordion]",
			activateOnFocus: false,
			loop: ctx.loop,
			orientation: "vertical",
			onKeyDown
		}),
		...others,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				mod: {
					rotate: !ctx.disableChevronRotation && isActive,
					position: ctx.chevronPosition
				},
				...ctx.getStyles("chevron", {
					classNames,
					styles
				}),
				children: chevron || ctx.chevron
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				...ctx.getStyles("label", {
					classNames,
					styles
				}),
				children
			}),
			icon && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				mod: { "chevron-position": ctx.chevronPosition },
				...ctx.getStyles("icon", {
					classNames,
					styles
				}),
				children: icon
			})
		]
	});
	return shouldWrapWithHeading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
		...ctx.getStyles("itemTitle", {
			classNames,
			styles
		}),
		children: content
	}) : content;
});
AccordionControl.displayName = "@mantine/core/AccordionControl";
AccordionControl.classes = Accordion_module_default;
// node_modules/@mantine/core/esm/components/Accordion/AccordionItem/AccordionItem.mjs
var AccordionItem = factory((props) => {
	const { classNames, className, style, styles, vars, value, mod, ...others } = useProps("AccordionItem", null, props);
	const ctx = useAccordionContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionItemProvider, {
		value: { value },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			mod: [{ active: ctx.isItemActive(value) }, mod],
			...ctx.getStyles("item", {
				className,
				classNames,
				styles,
				style,
				variant: ctx.variant
			}),
			...others
		})
	});
});
AccordionItem.displayName = "@mantine/core/AccordionItem";
AccordionItem.classes = Accordion_module_default;
// node_modules/@mantine/core/esm/components/Accordion/AccordionPanel/AccordionPanel.mjs
var AccordionPanel = factory((props) => {
	const { classNames, className, style, styles, vars, children, keepMounted, keepMountedMode, ...others } = useProps("AccordionPanel", null, props);
	const { value } = useAccordionItemContext();
	const ctx = useAccordionContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
		...ctx.getStyles("panel", {
			className,
			classNames,
			style,
			styles
		}),
		expanded: ctx.isItemActive(value),
		transitionDuration: ctx.transitionDuration ?? 200,
		role: "region",
		id: ctx.getRegionId(value),
		"aria-labelledby": ctx.getControlId(value),
		keepMounted: keepMounted ?? ctx.keepMounted,
		keepMountedMode: keepMountedMode ?? ctx.keepMountedMode,
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			...ctx.getStyles("content", {
				classNames,
				styles
			}),
			children
		})
	});
});
AccordionPanel.displayName = "@mantine/core/AccordionPanel";
AccordionPanel.classes = Accordion_module_default;
// node_modules/@mantine/core/esm/components/Accordion/Accordion.mjs
var defaultProps = {
	multiple: false,
	loop: true,
	disableChevronRotation: false,
	disableCollapse: false,
	chevronPosition: "right",
	variant: "default",
	chevronSize: "auto",
	chevronIconSize: 16,
	keepMountedMode: "activity"
};
var varsResolver = createVarsResolver((_, { transitionDuration, chevronSize, radius }) => ({ root: {
	"--accordion-transition-duration": transitionDuration === void 0 ? void 0 : `${transitionDuration}ms`,
	"--accordion-chevron-size": chevronSize === void 0 ? void 0 : rem(chevronSize),
	"--accordion-radius": radius === void 0 ? void 0 : getRadius(radius)
} }));
var Accordion = genericFactory((_props) => {
	const props = useProps("Accordion", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, children, multiple, value, defaultValue, onChange, id, loop, transitionDuration, disableChevronRotation, disableCollapse, chevronPosition, chevronSize, order, chevron, variant, radius, chevronIconSize, attributes, keepMounted, keepMountedMode, ...others } = props;
	const uid = useId$1(id);
	const [_value, handleChange] = useUncontrolled({
		value,
		defaultValue,
		finalValue: multiple ? [] : null,
		onChange
	});
	const isItemActive = (itemValue) => Array.isArray(_value) ? _value.includes(itemValue) : itemValue === _value;
	const handleItemChange = (itemValue) => {
		if (!Array.isArray(_value) && disableCollapse && itemValue === _value) return;
		const nextValue = Array.isArray(_value) ? _value.includes(itemValue) ? _value.filter((selectedValue) => selectedValue !== itemValue) : [..._value, itemValue] : itemValue === _value ? null : itemValue;
		handleChange(nextValue);
	};
	const getStyles = useStyles({
		name: "Accordion",
		classes: Accordion_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionProvider, {
		value: {
			isItemActive,
			onChange: handleItemChange,
			getControlId: getSafeId(`${uid}-control`, "Accordion.Item component was rendered with invalid value or without value"),
			getRegionId: getSafeId(`${uid}-panel`, "Accordion.Item component was rendered with invalid value or without value"),
			chevron: chevron === null ? null : chevron || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionChevron, { size: chevronIconSize }),
			transitionDuration,
			disableChevronRotation,
			chevronPosition,
			order,
			loop,
			getStyles,
			variant,
			unstyled,
			keepMounted,
			keepMountedMode
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			...getStyles("root"),
			id: uid,
			...others,
			variant,
			"data-accordion": true,
			children
		})
	});
});
Accordion.classes = Accordion_module_default;
Accordion.varsResolver = varsResolver;
Accordion.displayName = "@mantine/core/Accordion";
Accordion.Item = AccordionItem;
Accordion.Panel = AccordionPanel;
Accordion.Control = AccordionControl;
Accordion.Chevron = AccordionChevron;
export { Accordion as t };

//# sourceMappingURL=Accordion-HDD02mls.js.map
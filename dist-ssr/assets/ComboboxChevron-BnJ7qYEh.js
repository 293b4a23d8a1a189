import { E as getThemeColor, L as getSize, M as createVarsResolver, W as require_jsx_runtime, d as useStyles, f as useProps, n as factory, t as Box } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/core/esm/components/Combobox/get-parsed-combobox-data/get-parsed-combobox-data.mjs
function parseItem(item) {
	if (typeof item === "string") return {
		value: item,
		label: item
	};
	if (typeof item === "object" && "value" in item && !("label" in item)) return {
		value: item.value,
		label: `${item.value}`,
		disabled: item.disabled
	};
	if (typeof item === "object" && "group" in item) return {
		group: item.group,
		items: item.items.map((i) => parseItem(i))
	};
	if (typeof item === "number" || typeof item === "bigint" || typeof item === "boolean") return {
		value: item,
		label: `${item}`
	};
	return item;
}
function getParsedComboboxData(data) {
	if (!data) return [];
	return data.map((item) => parseItem(item));
}
// node_modules/@mantine/core/esm/components/Combobox/Combobox.module.mjs
var Combobox_module_default = {
	"dropdown": "m_88b62a41",
	"search": "m_985517d8",
	"options": "m_b2821a6e",
	"option": "m_92253aa5",
	"empty": "m_2530cd1d",
	"header": "m_858f94bd",
	"footer": "m_82b967cb",
	"group": "m_254f3e4f",
	"groupLabel": "m_2bb2e9e5",
	"chevron": "m_2943220b",
	"optionsDropdownOption": "m_390b5f4",
	"optionsDropdownCheckIcon": "m_8ee53fc2",
	"optionsDropdownCheckPlaceholder": "m_a530ee0a"
};
// node_modules/@mantine/core/esm/components/Combobox/ComboboxChevron/ComboboxChevron.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps = { error: null };
var varsResolver = createVarsResolver((theme, { size, color }) => ({ chevron: {
	"--combobox-chevron-size": getSize(size, "combobox-chevron-size"),
	"--combobox-chevron-color": color ? getThemeColor(color, theme) : void 0
} }));
var ComboboxChevron = factory((_props) => {
	const props = useProps("ComboboxChevron", defaultProps, _props);
	const { size, error, style, className, classNames, styles, unstyled, vars, attributes, mod, ...others } = props;
	const getStyles = useStyles({
		name: "ComboboxChevron",
		classes: Combobox_module_default,
		props,
		style,
		className,
		classNames,
		styles,
		unstyled,
		vars,
		varsResolver,
		attributes,
		rootSelector: "chevron"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "svg",
		...others,
		...getStyles("chevron"),
		size,
		viewBox: "0 0 15 15",
		fill: "none",
		xmlns: "http://www.w3.org/2000/svg",
		mod: [
			"combobox-chevron",
			{ error },
			mod
		],
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z",
			fill: "currentColor",
			fillRule: "evenodd",
			clipRule: "evenodd"
		})
	});
});
ComboboxChevron.classes = Combobox_module_default;
ComboboxChevron.varsResolver = varsResolver;
ComboboxChevron.displayName = "@mantine/core/ComboboxChevron";
export { Combobox_module_default as n, getParsedComboboxData as r, ComboboxChevron as t };

//# sourceMappingURL=ComboboxChevron-BnJ7qYEh.js.map
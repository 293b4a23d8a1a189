import { W as require_jsx_runtime, d as useStyles, f as useProps, t as Box } from "./Box-Cm_KqtDt.js";
import { t as polymorphicFactory } from "./polymorphic-factory-a7QsrNxT.js";
// node_modules/@mantine/core/esm/components/UnstyledButton/UnstyledButton.module.mjs
var UnstyledButton_module_default = { "root": "m_87cf2631" };
// node_modules/@mantine/core/esm/components/UnstyledButton/UnstyledButton.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps = { __staticSelector: "UnstyledButton" };
var UnstyledButton = polymorphicFactory((_props) => {
	const props = useProps("UnstyledButton", defaultProps, _props);
	const { className, component = "button", __staticSelector, unstyled, classNames, styles, style, attributes, ...others } = props;
	const getStyles = useStyles({
		name: __staticSelector,
		props,
		classes: UnstyledButton_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root", { focusable: true }),
		component,
		type: component === "button" ? "button" : void 0,
		...others
	});
});
UnstyledButton.classes = UnstyledButton_module_default;
UnstyledButton.displayName = "@mantine/core/UnstyledButton";
export { UnstyledButton as t };

//# sourceMappingURL=UnstyledButton-D854g3h1.js.map
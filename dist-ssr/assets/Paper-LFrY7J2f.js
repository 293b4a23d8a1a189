import { F as getRadius, I as getShadow, M as createVarsResolver, W as require_jsx_runtime, d as useStyles, f as useProps, t as Box } from "./Box-Cm_KqtDt.js";
import { t as polymorphicFactory } from "./polymorphic-factory-a7QsrNxT.js";
// node_modules/@mantine/core/esm/components/Paper/Paper.module.mjs
var Paper_module_default = { "root": "m_1b7284a3" };
// node_modules/@mantine/core/esm/components/Paper/Paper.mjs
var import_jsx_runtime = require_jsx_runtime();
var varsResolver = createVarsResolver((_, { radius, shadow }) => ({ root: {
	"--paper-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--paper-shadow": getShadow(shadow)
} }));
var Paper = polymorphicFactory((_props) => {
	const props = useProps("Paper", null, _props);
	const { classNames, className, style, styles, unstyled, withBorder, vars, radius, shadow, variant, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Paper",
		props,
		classes: Paper_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		mod: [{ withBorder }, mod],
		...getStyles("root"),
		variant,
		...others
	});
});
Paper.classes = Paper_module_default;
Paper.varsResolver = varsResolver;
Paper.displayName = "@mantine/core/Paper";
export { Paper as t };

//# sourceMappingURL=Paper-LFrY7J2f.js.map
import { C as getGradient, M as createVarsResolver, N as getFontSize, P as getLineHeight, W as require_jsx_runtime, d as useStyles, f as useProps, t as Box } from "./Box-Cm_KqtDt.js";
import { t as polymorphicFactory } from "./polymorphic-factory-a7QsrNxT.js";
// node_modules/@mantine/core/esm/components/Text/Text.module.mjs
var Text_module_default = { "root": "m_b6d8b162" };
// node_modules/@mantine/core/esm/components/Text/Text.mjs
var import_jsx_runtime = require_jsx_runtime();
function getTextTruncate(truncate) {
	if (truncate === "start") return "start";
	if (truncate === "end" || truncate) return "end";
}
var defaultProps = { inherit: false };
var varsResolver = createVarsResolver((theme, { variant, lineClamp, gradient, size, textWrap }) => ({ root: {
	"--text-fz": getFontSize(size),
	"--text-lh": getLineHeight(size),
	"--text-gradient": variant === "gradient" ? getGradient(gradient, theme) : void 0,
	"--text-line-clamp": typeof lineClamp === "number" ? lineClamp.toString() : void 0,
	"--text-text-wrap": textWrap
} }));
var Text = polymorphicFactory((_props) => {
	const props = useProps("Text", defaultProps, _props);
	const { lineClamp, truncate, inline, inherit, gradient, span, textWrap, __staticSelector, vars, className, style, classNames, styles, unstyled, variant, mod, size, attributes, ...others } = props;
	const getStyles = useStyles({
		name: ["Text", __staticSelector],
		props,
		classes: Text_module_default,
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
		...getStyles("root", { focusable: true }),
		component: span ? "span" : "p",
		variant,
		mod: [{
			truncate: getTextTruncate(truncate),
			lineClamp: typeof lineClamp === "number",
			inline,
			inherit
		}, mod],
		size,
		...others
	});
});
Text.classes = Text_module_default;
Text.varsResolver = varsResolver;
Text.displayName = "@mantine/core/Text";
export { Text as t };

//# sourceMappingURL=Text-Cfr7qKF_.js.map
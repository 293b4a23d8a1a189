import { F as getRadius, G as require_react, J as __toESM, M as createVarsResolver, W as require_jsx_runtime, d as useStyles, f as useProps, t as Box } from "./Box-Cm_KqtDt.js";
import { t as polymorphicFactory } from "./polymorphic-factory-a7QsrNxT.js";
// node_modules/@mantine/core/esm/components/Image/Image.module.mjs
var Image_module_default = { "root": "m_9e117634" };
// node_modules/@mantine/core/esm/components/Image/Image.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var varsResolver = createVarsResolver((_, { radius, fit }) => ({ root: {
	"--image-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--image-object-fit": fit
} }));
var Image = polymorphicFactory((_props) => {
	const props = useProps("Image", null, _props);
	const { classNames, className, style, styles, unstyled, vars, onError, src, radius, fit, fallbackSrc, mod, attributes, ...others } = props;
	const [error, setError] = (0, import_react.useState)(!src);
	(0, import_react.useEffect)(() => setError(!src), [src]);
	const getStyles = useStyles({
		name: "Image",
		classes: Image_module_default,
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
	if (error && fallbackSrc) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src: fallbackSrc,
		...getStyles("root"),
		onError,
		mod: ["fallback", mod],
		...others
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		...getStyles("root"),
		src,
		onError: (event) => {
			onError?.(event);
			setError(true);
		},
		mod,
		...others
	});
});
Image.classes = Image_module_default;
Image.varsResolver = varsResolver;
Image.displayName = "@mantine/core/Image";
export { Image as t };

//# sourceMappingURL=Image-ByLI2TXT.js.map
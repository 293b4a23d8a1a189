import { W as require_jsx_runtime, i as identity } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/core/esm/core/factory/polymorphic-factory.mjs
var import_jsx_runtime = require_jsx_runtime();
function polymorphicFactory(ui) {
	const Component = ui;
	Component.withProps = (fixedProps) => {
		const Extended = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Component, {
			...fixedProps,
			...props
		});
		Extended.extend = Component.extend;
		Extended.displayName = `WithProps(${Component.displayName})`;
		return Extended;
	};
	Component.extend = identity;
	return Component;
}
export { polymorphicFactory as t };

//# sourceMappingURL=polymorphic-factory-a7QsrNxT.js.map
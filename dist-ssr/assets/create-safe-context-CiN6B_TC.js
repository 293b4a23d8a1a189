import { G as require_react, J as __toESM } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/core/esm/core/utils/create-safe-context/create-safe-context.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function createSafeContext(errorMessage) {
	const Context = (0, import_react.createContext)(null);
	const useSafeContext = () => {
		const ctx = (0, import_react.use)(Context);
		if (ctx === null) throw new Error(errorMessage);
		return ctx;
	};
	return [Context, useSafeContext];
}
export { createSafeContext as t };

//# sourceMappingURL=create-safe-context-CiN6B_TC.js.map
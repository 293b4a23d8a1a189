import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/core/esm/core/DirectionProvider/DirectionProvider.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
require_jsx_runtime();
var DirectionContext = (0, import_react.createContext)({
	dir: "ltr",
	toggleDirection: () => {},
	setDirection: () => {}
});
function useDirection() {
	return (0, import_react.use)(DirectionContext);
}
export { useDirection as t };

//# sourceMappingURL=DirectionProvider-Vq3Z5VLN.js.map
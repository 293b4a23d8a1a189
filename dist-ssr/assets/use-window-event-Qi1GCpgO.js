import { G as require_react, J as __toESM } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/hooks/esm/use-window-event/use-window-event.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useWindowEvent(type, listener, options) {
	const stableListener = (0, import_react.useEffectEvent)(listener);
	(0, import_react.useEffect)(() => {
		window.addEventListener(type, stableListener, options);
		return () => window.removeEventListener(type, stableListener, options);
	}, [type]);
}
export { useWindowEvent as t };

//# sourceMappingURL=use-window-event-Qi1GCpgO.js.map
import { t as randomId } from "./random-id-B-wX1v71.js";
import { t as useIsomorphicEffect } from "./use-isomorphic-effect-Nmm-0-al.js";
import { G as require_react, J as __toESM } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/hooks/esm/use-id/use-id.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useId$1(staticId) {
	const reactId = (0, import_react.useId)();
	const [uuid, setUuid] = (0, import_react.useState)(`mantine-${reactId.replace(/:/g, "")}`);
	const hasInitializedRef = (0, import_react.useRef)(false);
	useIsomorphicEffect(() => {
		if (hasInitializedRef.current) return;
		hasInitializedRef.current = true;
		setUuid(randomId());
	}, []);
	if (typeof staticId === "string") return staticId;
	return uuid;
}
export { useId$1 as t };

//# sourceMappingURL=use-id-CgPvFXNd.js.map
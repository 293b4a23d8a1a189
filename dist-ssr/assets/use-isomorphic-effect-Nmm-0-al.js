import { G as require_react, J as __toESM } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/hooks/esm/use-isomorphic-effect/use-isomorphic-effect.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var useIsomorphicEffect = typeof document !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect;
export { useIsomorphicEffect as t };

//# sourceMappingURL=use-isomorphic-effect-Nmm-0-al.js.map
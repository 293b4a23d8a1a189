import { G as require_react, J as __toESM } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/hooks/esm/use-media-query/use-media-query.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function getInitialValue(query, initialValue) {
	if (typeof initialValue === "boolean") return initialValue;
	if (typeof window !== "undefined" && "matchMedia" in window) try {
		return window.matchMedia(query).matches;
	} catch {
		return false;
	}
	return false;
}
function useMediaQuery(query, initialValue, { getInitialValueInEffect } = { getInitialValueInEffect: true }) {
	const [matches, setMatches] = (0, import_react.useState)(getInitialValueInEffect ? initialValue : getInitialValue(query));
	(0, import_react.useEffect)(() => {
		try {
			if ("matchMedia" in window) {
				const mediaQuery = window.matchMedia(query);
				setMatches(mediaQuery.matches);
				const callback = (event) => setMatches(event.matches);
				mediaQuery.addEventListener("change", callback);
				return () => {
					mediaQuery.removeEventListener("change", callback);
				};
			}
		} catch (e) {
			return;
		}
	}, [query]);
	return matches || false;
}
// node_modules/@mantine/hooks/esm/use-did-update/use-did-update.mjs
function dependenciesChanged(previous, next) {
	return previous.length !== next.length || next.some((dep, index) => !Object.is(dep, previous[index]));
}
function useDidUpdate(fn, dependencies) {
	const mounted = (0, import_react.useRef)(false);
	const previousRender = (0, import_react.useRef)(null);
	const previousDependencies = (0, import_react.useRef)(void 0);
	const render = {};
	(0, import_react.useEffect)(() => {
		const isSameRender = previousRender.current === render;
		const previous = previousDependencies.current;
		previousRender.current = render;
		previousDependencies.current = dependencies;
		if (!mounted.current) {
			mounted.current = true;
			return;
		}
		if (isSameRender) return;
		if (dependencies && previous && !dependenciesChanged(previous, dependencies)) return;
		return fn();
	}, dependencies);
}
// node_modules/@mantine/hooks/esm/use-reduced-motion/use-reduced-motion.mjs
function useReducedMotion(initialValue, options) {
	return useMediaQuery("(prefers-reduced-motion: reduce)", initialValue, options);
}
export { useDidUpdate as n, useMediaQuery as r, useReducedMotion as t };

//# sourceMappingURL=use-reduced-motion-BODuG8mh.js.map
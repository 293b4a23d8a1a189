import { A as resolveClassNames, k as resolveStyles, m as useMantineTheme } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/core/esm/core/styles-api/use-resolved-styles-api/use-resolved-styles-api.mjs
function useResolvedStylesApi({ classNames, styles, props, stylesCtx }) {
	const theme = useMantineTheme();
	return {
		resolvedClassNames: classNames === void 0 ? void 0 : resolveClassNames({
			theme,
			classNames,
			props,
			stylesCtx: stylesCtx || void 0
		}),
		resolvedStyles: styles === void 0 ? void 0 : resolveStyles({
			theme,
			styles,
			props,
			stylesCtx: stylesCtx || void 0
		})
	};
}
export { useResolvedStylesApi as t };

//# sourceMappingURL=use-resolved-styles-api-DSIhyLZA.js.map
import { M as createVarsResolver, R as getSpacing, U as keys, W as require_jsx_runtime, d as useStyles, f as useProps, j as clsx, m as useMantineTheme, n as factory, o as useRandomClassName, t as Box, u as InlineStyles, z as filterProps } from "./Box-Cm_KqtDt.js";
import { t as createSafeContext } from "./create-safe-context-CiN6B_TC.js";
import { n as getSortedBreakpoints, t as getBaseValue } from "./get-base-value-DtjCis0M.js";
// node_modules/@mantine/core/esm/components/Grid/Grid.context.mjs
var [GridProvider, useGridContext] = createSafeContext("Grid component was not found in tree");
// node_modules/@mantine/core/esm/components/Grid/GridCol/GridColVariables.mjs
var import_jsx_runtime = require_jsx_runtime();
var getColumnFlexBasis = (colSpan, columns) => {
	if (colSpan === "content") return "auto";
	if (colSpan === "auto") return "0rem";
	if (!colSpan) return;
	if (colSpan === columns) return "100%";
	return `calc(${100 * colSpan / columns}% - ${(columns - colSpan) / columns} * var(--grid-column-gap))`;
};
var getColumnMaxWidth = (colSpan, columns, grow) => {
	if (grow || colSpan === "auto") return "100%";
	if (colSpan === "content") return "unset";
	return getColumnFlexBasis(colSpan, columns);
};
var getColumnFlexGrow = (colSpan, grow) => {
	if (!colSpan) return;
	return colSpan === "auto" || grow ? "1" : "auto";
};
var getColumnOffset = (offset, columns) => {
	if (offset === 0) return "0";
	if (!offset) return;
	return `calc(${100 * offset / columns}% + ${offset / columns} * var(--grid-column-gap))`;
};
function GridColVariables({ span, order, offset, align, selector }) {
	const theme = useMantineTheme();
	const ctx = useGridContext();
	const _breakpoints = ctx.breakpoints || theme.breakpoints;
	const baseValue = getBaseValue(span);
	const baseSpan = baseValue === void 0 ? 12 : baseValue;
	const baseStyles = filterProps({
		"--col-order": getBaseValue(order)?.toString(),
		"--col-flex-grow": getColumnFlexGrow(baseSpan, ctx.grow),
		"--col-flex-basis": getColumnFlexBasis(baseSpan, ctx.columns),
		"--col-width": baseSpan === "content" ? "auto" : void 0,
		"--col-max-width": getColumnMaxWidth(baseSpan, ctx.columns, ctx.grow),
		"--col-offset": getColumnOffset(getBaseValue(offset), ctx.columns),
		"--col-align-self": getBaseValue(align)
	});
	const queries = keys(_breakpoints).reduce((acc, breakpoint) => {
		if (!acc[breakpoint]) acc[breakpoint] = {};
		if (typeof order === "object" && order[breakpoint] !== void 0) acc[breakpoint]["--col-order"] = order[breakpoint]?.toString();
		if (typeof span === "object" && span[breakpoint] !== void 0) {
			acc[breakpoint]["--col-flex-grow"] = getColumnFlexGrow(span[breakpoint], ctx.grow);
			acc[breakpoint]["--col-flex-basis"] = getColumnFlexBasis(span[breakpoint], ctx.columns);
			acc[breakpoint]["--col-width"] = span[breakpoint] === "content" ? "auto" : void 0;
			acc[breakpoint]["--col-max-width"] = getColumnMaxWidth(span[breakpoint], ctx.columns, ctx.grow);
		}
		if (typeof offset === "object" && offset[breakpoint] !== void 0) acc[breakpoint]["--col-offset"] = getColumnOffset(offset[breakpoint], ctx.columns);
		if (typeof align === "object" && align[breakpoint] !== void 0) acc[breakpoint]["--col-align-self"] = align[breakpoint];
		return acc;
	}, {});
	const values = getSortedBreakpoints(keys(queries), _breakpoints).filter((breakpoint) => keys(queries[breakpoint.value]).length > 0).map((breakpoint) => ({
		query: ctx.type === "container" ? `mantine-grid (min-width: ${_breakpoints[breakpoint.value]})` : `(min-width: ${_breakpoints[breakpoint.value]})`,
		styles: queries[breakpoint.value]
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InlineStyles, {
		styles: baseStyles,
		media: ctx.type === "container" ? void 0 : values,
		container: ctx.type === "container" ? values : void 0,
		selector
	});
}
// node_modules/@mantine/core/esm/components/Grid/Grid.module.mjs
var Grid_module_default = {
	"container": "m_8478a6da",
	"root": "m_410352e9",
	"inner": "m_dee7bd2f",
	"col": "m_96bdd299"
};
// node_modules/@mantine/core/esm/components/Grid/GridCol/GridCol.mjs
var defaultProps$1 = { span: 12 };
var GridCol = factory((_props) => {
	const { classNames, className, style, styles, vars, span, order, offset, align, ...others } = useProps("GridCol", defaultProps$1, _props);
	const ctx = useGridContext();
	const responsiveClassName = useRandomClassName();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridColVariables, {
		selector: `.${responsiveClassName}`,
		span,
		order,
		offset,
		align
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("col", {
			className: clsx(className, responsiveClassName),
			style,
			classNames,
			styles
		}),
		...others
	})] });
});
GridCol.classes = Grid_module_default;
GridCol.displayName = "@mantine/core/GridCol";
// node_modules/@mantine/core/esm/components/Grid/GridVariables.mjs
function GridVariables({ gap, rowGap, columnGap, selector, breakpoints, type }) {
	const theme = useMantineTheme();
	const _breakpoints = breakpoints || theme.breakpoints;
	const baseStyles = filterProps({
		"--grid-gap": getSpacing(getBaseValue(gap)),
		"--grid-row-gap": getSpacing(getBaseValue(rowGap)),
		"--grid-column-gap": getSpacing(getBaseValue(columnGap))
	});
	const queries = keys(_breakpoints).reduce((acc, breakpoint) => {
		if (!acc[breakpoint]) acc[breakpoint] = {};
		if (typeof gap === "object" && gap[breakpoint] !== void 0) acc[breakpoint]["--grid-gap"] = getSpacing(gap[breakpoint]);
		if (typeof rowGap === "object" && rowGap[breakpoint] !== void 0) acc[breakpoint]["--grid-row-gap"] = getSpacing(rowGap[breakpoint]);
		if (typeof columnGap === "object" && columnGap[breakpoint] !== void 0) acc[breakpoint]["--grid-column-gap"] = getSpacing(columnGap[breakpoint]);
		return acc;
	}, {});
	const values = getSortedBreakpoints(keys(queries), _breakpoints).filter((breakpoint) => keys(queries[breakpoint.value]).length > 0).map((breakpoint) => ({
		query: type === "container" ? `mantine-grid (min-width: ${_breakpoints[breakpoint.value]})` : `(min-width: ${_breakpoints[breakpoint.value]})`,
		styles: queries[breakpoint.value]
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InlineStyles, {
		styles: baseStyles,
		media: type === "container" ? void 0 : values,
		container: type === "container" ? values : void 0,
		selector
	});
}
// node_modules/@mantine/core/esm/components/Grid/Grid.mjs
var defaultProps = {
	gap: "md",
	columns: 12
};
var varsResolver = createVarsResolver((_, { justify, align, overflow }) => ({ root: {
	"--grid-justify": justify,
	"--grid-align": align,
	"--grid-overflow": overflow
} }));
var Grid = factory((_props) => {
	const props = useProps("Grid", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, grow, gap, rowGap, columnGap, columns, align, justify, children, breakpoints, type, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Grid",
		classes: Grid_module_default,
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
	const responsiveClassName = useRandomClassName();
	if (type === "container" && breakpoints) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(GridProvider, {
		value: {
			getStyles,
			grow,
			columns,
			breakpoints,
			type
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridVariables, {
			selector: `.${responsiveClassName}`,
			...props
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			...getStyles("container"),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root", { className: responsiveClassName }),
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					...getStyles("inner"),
					children
				})
			})
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(GridProvider, {
		value: {
			getStyles,
			grow,
			columns,
			breakpoints,
			type
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridVariables, {
			selector: `.${responsiveClassName}`,
			...props
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			...getStyles("root", { className: responsiveClassName }),
			...others,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...getStyles("inner"),
				children
			})
		})]
	});
});
Grid.classes = Grid_module_default;
Grid.varsResolver = varsResolver;
Grid.displayName = "@mantine/core/Grid";
Grid.Col = GridCol;
export { Grid as t };

//# sourceMappingURL=Grid-CzmTiiik.js.map
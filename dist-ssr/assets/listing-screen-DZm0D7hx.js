import { E as getThemeColor, F as getRadius, G as require_react, J as __toESM, L as getSize, M as createVarsResolver, N as getFontSize, W as require_jsx_runtime, a as polymorphic, d as useStyles, f as useProps, l as hashStyleProps, m as useMantineTheme, n as factory, o as useRandomClassName, s as parseStyleProps, t as Box, u as InlineStyles, v as useMantineDeduplicateInlineStyles, z as filterProps } from "./Box-Cm_KqtDt.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { i as useSetAtom } from "./react-BVC5ilZM.js";
import { v as atomWithValidatedStorage, y as StoredPageNumberSchema } from "./auth-atoms-DYCAUkaS.js";
import { h as STORAGE_KEYS } from "./constants-DgaztBQd.js";
import { _ as SORT_KEYS, f as PRICE_BUCKET_LABELS, n as AVAILABILITY_OPTIONS, p as PRICE_BUCKET_OPTIONS, t as AVAILABILITY_LABELS, v as SORT_OPTIONS } from "./enums-wP262MW5.js";
import { j as useQueryClient } from "./removable-oH0J22qQ.js";
import { t as ScrollArea } from "./ScrollArea-BjsW58KX.js";
import { t as useUncontrolled } from "./use-uncontrolled-BaFvwtq4.js";
import { t as createSafeContext } from "./create-safe-context-CiN6B_TC.js";
import { t as Accordion } from "./Accordion-HDD02mls.js";
import { t as createEventHandler } from "./create-event-handler-CS6DelLA.js";
import { t as polymorphicFactory } from "./polymorphic-factory-a7QsrNxT.js";
import { t as UnstyledButton } from "./UnstyledButton-D854g3h1.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as InputBase } from "./InputBase-B3GLNSXs.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { r as getParsedComboboxData, t as ComboboxChevron } from "./ComboboxChevron-BnJ7qYEh.js";
import { t as Checkbox } from "./Checkbox-Ca3QEYkg.js";
import { t as ProductGrid } from "./product-grid-BmZiioKo.js";
import { t as Drawer } from "./Drawer-Bx6Agtx1.js";
import { S as toggleFilterValue, b as filterOptions, c as filtersOf, d as sortOf, f as sortProducts, g as FILTER_GROUPS, h as paginate, l as listingOrder, m as randomSeed, n as listingPreviewQueryOptions, u as pageOf, v as countSelected, x as filterProducts, y as emptyFilters } from "./products-BlzgJcPo.js";
import { r as withPage, t as toListingSearch } from "./listing-search-CDakvpYp.js";
import { D as TextInput, E as Title, H as useQuery, L as getAutoContrastValue, M as Button, O as Stack, R as getContrastColor, V as useDisclosure, j as Container } from "../entry-server.js";
// node_modules/@mantine/hooks/esm/use-pagination/use-pagination.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function range(start, end) {
	const length = end - start + 1;
	return Array.from({ length }, (_, index) => index + start);
}
var DOTS = "dots";
function usePagination({ total, siblings = 1, boundaries = 1, page, initialPage, onChange, startValue = 1 }) {
	const _startValue = Math.max(Math.trunc(startValue), 1);
	const _endValue = Math.max(Math.trunc(total), _startValue);
	const _total = _endValue - _startValue + 1;
	const _initialPage = initialPage ?? _startValue;
	const [activePage, setActivePage] = useUncontrolled({
		value: page,
		onChange,
		defaultValue: _initialPage,
		finalValue: _initialPage
	});
	const setPage = (0, import_react.useCallback)((pageNumber) => {
		if (pageNumber < _startValue) setActivePage(_startValue);
		else if (pageNumber > _endValue) setActivePage(_endValue);
		else setActivePage(pageNumber);
	}, [
		_startValue,
		_endValue,
		setActivePage
	]);
	const next = (0, import_react.useCallback)(() => setPage(activePage + 1), [activePage, setPage]);
	const previous = (0, import_react.useCallback)(() => setPage(activePage - 1), [activePage, setPage]);
	const first = (0, import_react.useCallback)(() => setPage(_startValue), [setPage, _startValue]);
	const last = (0, import_react.useCallback)(() => setPage(_endValue), [_endValue, setPage]);
	return {
		range: (0, import_react.useMemo)(() => {
			if (siblings * 2 + 3 + boundaries * 2 >= _total) return range(_startValue, _endValue);
			const leftSiblingIndex = Math.max(activePage - siblings, _startValue + boundaries - 1);
			const rightSiblingIndex = Math.min(activePage + siblings, _endValue - boundaries);
			const shouldShowLeftDots = leftSiblingIndex > _startValue + boundaries + 1;
			const shouldShowRightDots = rightSiblingIndex < _endValue - (boundaries + 1);
			if (!shouldShowLeftDots && shouldShowRightDots) {
				const leftItemCount = siblings * 2 + boundaries + 2;
				return [
					...range(_startValue, _startValue + leftItemCount - 1),
					DOTS,
					...range(_endValue - (boundaries - 1), _endValue)
				];
			}
			if (shouldShowLeftDots && !shouldShowRightDots) {
				const rightItemCount = boundaries + 1 + 2 * siblings;
				return [
					...range(_startValue, _startValue + boundaries - 1),
					DOTS,
					...range(_endValue - rightItemCount, _endValue)
				];
			}
			return [
				...range(_startValue, _startValue + boundaries - 1),
				DOTS,
				...range(leftSiblingIndex, rightSiblingIndex),
				DOTS,
				...range(_endValue - boundaries + 1, _endValue)
			];
		}, [
			_total,
			siblings,
			activePage,
			_startValue,
			_endValue,
			boundaries
		]),
		active: activePage,
		setPage,
		next,
		previous,
		first,
		last
	};
}
// node_modules/@mantine/core/esm/components/Flex/flex-props.mjs
var FLEX_STYLE_PROPS_DATA = {
	gap: {
		type: "spacing",
		property: "gap"
	},
	rowGap: {
		type: "spacing",
		property: "rowGap"
	},
	columnGap: {
		type: "spacing",
		property: "columnGap"
	},
	align: {
		type: "identity",
		property: "alignItems"
	},
	justify: {
		type: "identity",
		property: "justifyContent"
	},
	wrap: {
		type: "identity",
		property: "flexWrap"
	},
	direction: {
		type: "identity",
		property: "flexDirection"
	}
};
// node_modules/@mantine/core/esm/components/Flex/Flex.module.mjs
var Flex_module_default = { "root": "m_8bffd616" };
// node_modules/@mantine/core/esm/components/Flex/Flex.mjs
var import_jsx_runtime = require_jsx_runtime();
var Flex = polymorphicFactory((_props) => {
	const props = useProps("Flex", null, _props);
	const { classNames, className, style, styles, unstyled, vars, gap, rowGap, columnGap, align, justify, wrap, direction, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Flex",
		classes: Flex_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars
	});
	const theme = useMantineTheme();
	const randomClassName = useRandomClassName();
	const parsedStyleProps = parseStyleProps({
		styleProps: {
			gap,
			rowGap,
			columnGap,
			align,
			justify,
			wrap,
			direction
		},
		theme,
		data: FLEX_STYLE_PROPS_DATA
	});
	const deduplicateInlineStyles = useMantineDeduplicateInlineStyles();
	const responsiveClassName = deduplicateInlineStyles && parsedStyleProps.hasResponsiveStyles ? hashStyleProps(parsedStyleProps.styles, parsedStyleProps.media) : randomClassName;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [parsedStyleProps.hasResponsiveStyles && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InlineStyles, {
		selector: `.${responsiveClassName}`,
		styles: parsedStyleProps.styles,
		media: parsedStyleProps.media,
		deduplicate: deduplicateInlineStyles
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root", {
			className: responsiveClassName,
			style: filterProps(parsedStyleProps.inlineStyles)
		}),
		...others
	})] });
});
Flex.classes = Flex_module_default;
Flex.displayName = "@mantine/core/Flex";
// node_modules/@mantine/core/esm/components/NativeSelect/NativeSelectOption.mjs
function isGroup(input) {
	return "group" in input;
}
function NativeSelectOption({ data }) {
	if (isGroup(data)) {
		const items = data.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectOption, { data: item }, item.value));
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("optgroup", {
			label: data.group,
			children: items
		});
	}
	const { value, label, ...others } = data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
		value: data.value,
		...others,
		children: data.label
	});
}
NativeSelectOption.displayName = "@mantine/core/NativeSelectOption";
// node_modules/@mantine/core/esm/components/NativeSelect/NativeSelect.mjs
var defaultProps$5 = {
	size: "sm",
	rightSectionPointerEvents: "none"
};
var NativeSelect = factory((props) => {
	const { data, children, size, error, rightSection, unstyled, ...others } = useProps([
		"Input",
		"InputWrapper",
		"NativeSelect"
	], defaultProps$5, props);
	const options = getParsedComboboxData(data).map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectOption, { data: item }, index));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
		component: "select",
		...others,
		__staticSelector: "NativeSelect",
		size,
		pointer: true,
		error,
		unstyled,
		rightSection: rightSection || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComboboxChevron, {
			size,
			error,
			unstyled
		}),
		children: children || options
	});
});
NativeSelect.classes = InputBase.classes;
NativeSelect.displayName = "@mantine/core/NativeSelect";
// node_modules/@mantine/core/esm/components/Pagination/Pagination.context.mjs
var [PaginationProvider, usePaginationContext] = createSafeContext("Pagination.Root component was not found in tree");
// node_modules/@mantine/core/esm/components/Pagination/Pagination.module.mjs
var Pagination_module_default = {
	"root": "m_4addd315",
	"control": "m_326d024a",
	"dots": "m_4ad7767d",
	"items": "m_105fdbed",
	"label": "m_10817321"
};
// node_modules/@mantine/core/esm/components/Pagination/PaginationControl/PaginationControl.mjs
var defaultProps$4 = { withPadding: true };
var PaginationControl = factory((_props) => {
	const { classNames, className, style, styles, vars, active, disabled, withPadding, mod, ...others } = useProps("PaginationControl", defaultProps$4, _props);
	const ctx = usePaginationContext();
	const _disabled = disabled || ctx.disabled;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnstyledButton, {
		disabled: _disabled,
		mod: [{
			active,
			disabled: _disabled,
			"with-padding": withPadding
		}, mod],
		...ctx.getStyles("control", {
			className,
			style,
			classNames,
			styles,
			active: !_disabled
		}),
		...others
	});
});
PaginationControl.classes = Pagination_module_default;
PaginationControl.displayName = "@mantine/core/PaginationControl";
// node_modules/@mantine/core/esm/components/Pagination/Pagination.icons.mjs
function PaginationIcon({ style, children, path, ...others }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		viewBox: "0 0 16 16",
		xmlns: "http://www.w3.org/2000/svg",
		style: {
			width: "calc(var(--pagination-control-size) / 1.8)",
			height: "calc(var(--pagination-control-size) / 1.8)",
			...style
		},
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: path,
			fill: "currentColor"
		})
	});
}
var PaginationNextIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationIcon, {
	...props,
	path: "M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z"
});
var PaginationPreviousIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationIcon, {
	...props,
	path: "M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z"
});
var PaginationFirstIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationIcon, {
	...props,
	path: "M6.85355 3.85355C7.04882 3.65829 7.04882 3.34171 6.85355 3.14645C6.65829 2.95118 6.34171 2.95118 6.14645 3.14645L2.14645 7.14645C1.95118 7.34171 1.95118 7.65829 2.14645 7.85355L6.14645 11.8536C6.34171 12.0488 6.65829 12.0488 6.85355 11.8536C7.04882 11.6583 7.04882 11.3417 6.85355 11.1464L3.20711 7.5L6.85355 3.85355ZM12.8536 3.85355C13.0488 3.65829 13.0488 3.34171 12.8536 3.14645C12.6583 2.95118 12.3417 2.95118 12.1464 3.14645L8.14645 7.14645C7.95118 7.34171 7.95118 7.65829 8.14645 7.85355L12.1464 11.8536C12.3417 12.0488 12.6583 12.0488 12.8536 11.8536C13.0488 11.6583 13.0488 11.3417 12.8536 11.1464L9.20711 7.5L12.8536 3.85355Z"
});
var PaginationLastIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationIcon, {
	...props,
	path: "M2.14645 11.1464C1.95118 11.3417 1.95118 11.6583 2.14645 11.8536C2.34171 12.0488 2.65829 12.0488 2.85355 11.8536L6.85355 7.85355C7.04882 7.65829 7.04882 7.34171 6.85355 7.14645L2.85355 3.14645C2.65829 2.95118 2.34171 2.95118 2.14645 3.14645C1.95118 3.34171 1.95118 3.65829 2.14645 3.85355L5.79289 7.5L2.14645 11.1464ZM8.14645 11.1464C7.95118 11.3417 7.95118 11.6583 8.14645 11.8536C8.34171 12.0488 8.65829 12.0488 8.85355 11.8536L12.8536 7.85355C13.0488 7.65829 13.0488 7.34171 12.8536 7.14645L8.85355 3.14645C8.65829 2.95118 8.34171 2.95118 8.14645 3.14645C7.95118 3.34171 7.95118 3.65829 8.14645 3.85355L11.7929 7.5L8.14645 11.1464Z"
});
var PaginationDotsIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationIcon, {
	...props,
	path: "M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z"
});
// node_modules/@mantine/core/esm/components/Pagination/PaginationDots/PaginationDots.mjs
var defaultProps$3 = { icon: PaginationDotsIcon };
var PaginationDots = factory((_props) => {
	const { classNames, className, style, styles, vars, icon: Icon, ...others } = useProps("PaginationDots", defaultProps$3, _props);
	const ctx = usePaginationContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("dots", {
			className,
			style,
			styles,
			classNames
		}),
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { style: {
			width: "calc(var(--pagination-control-size) / 1.8)",
			height: "calc(var(--pagination-control-size) / 1.8)"
		} })
	});
});
PaginationDots.classes = Pagination_module_default;
PaginationDots.displayName = "@mantine/core/PaginationDots";
// node_modules/@mantine/core/esm/components/Pagination/PaginationEdges/PaginationEdges.mjs
function createEdgeComponent({ icon, name, action, type }) {
	const defaultProps = { icon };
	const Component = (props) => {
		const { icon: Icon, ...others } = useProps(name, defaultProps, props);
		const ctx = usePaginationContext();
		const disabled = type === "next" ? ctx.active === ctx.total : ctx.active === 1;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationControl, {
			disabled: ctx.disabled || disabled,
			onClick: ctx[action],
			withPadding: false,
			...others,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				className: "mantine-rotate-rtl",
				style: {
					width: "calc(var(--pagination-control-size) / 1.8)",
					height: "calc(var(--pagination-control-size) / 1.8)"
				}
			})
		});
	};
	Component.displayName = `@mantine/core/${name}`;
	return polymorphic(Component);
}
var PaginationNext = createEdgeComponent({
	icon: PaginationNextIcon,
	name: "PaginationNext",
	action: "onNext",
	type: "next"
});
var PaginationPrevious = createEdgeComponent({
	icon: PaginationPreviousIcon,
	name: "PaginationPrevious",
	action: "onPrevious",
	type: "previous"
});
var PaginationFirst = createEdgeComponent({
	icon: PaginationFirstIcon,
	name: "PaginationFirst",
	action: "onFirst",
	type: "previous"
});
var PaginationLast = createEdgeComponent({
	icon: PaginationLastIcon,
	name: "PaginationLast",
	action: "onLast",
	type: "next"
});
// node_modules/@mantine/core/esm/components/Pagination/PaginationItems/PaginationItems.mjs
function PaginationItems({ dotsIcon }) {
	const ctx = usePaginationContext();
	const items = ctx.range.map((page, index) => {
		if (page === "dots") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationDots, { icon: dotsIcon }, index);
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationControl, {
			active: page === ctx.active,
			"aria-current": page === ctx.active ? "page" : void 0,
			onClick: () => ctx.onChange(page),
			disabled: ctx.disabled,
			...ctx.getItemProps?.(page),
			children: ctx.getItemProps?.(page)?.children ?? page
		}, index);
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: items });
}
PaginationItems.displayName = "@mantine/core/PaginationItems";
// node_modules/@mantine/core/esm/components/Pagination/PaginationLabel/PaginationLabel.mjs
var defaultProps$2 = { formatLabel: ({ page, totalPages }) => `Page ${page} of ${totalPages}` };
var PaginationLabel = factory((_props) => {
	const { classNames, className, style, styles, vars, formatLabel, ...others } = useProps("PaginationLabel", defaultProps$2, _props);
	const ctx = usePaginationContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("label", {
			className,
			style,
			styles,
			classNames
		}),
		...others,
		children: formatLabel({
			page: ctx.active,
			totalPages: ctx.total
		})
	});
});
PaginationLabel.classes = Pagination_module_default;
PaginationLabel.displayName = "@mantine/core/PaginationLabel";
// node_modules/@mantine/core/esm/components/Pagination/PaginationRoot/PaginationRoot.mjs
var defaultProps$1 = {
	siblings: 1,
	boundaries: 1
};
var varsResolver = createVarsResolver((theme, { size, radius, color, autoContrast }) => ({ root: {
	"--pagination-control-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--pagination-control-size": getSize(size, "pagination-control-size"),
	"--pagination-control-fz": getFontSize(size),
	"--pagination-active-bg": color ? getThemeColor(color, theme) : void 0,
	"--pagination-active-color": getAutoContrastValue(autoContrast, theme) ? getContrastColor({
		color,
		theme,
		autoContrast
	}) : void 0
} }));
var PaginationRoot = factory((_props) => {
	const props = useProps("PaginationRoot", defaultProps$1, _props);
	const { classNames, className, style, styles, unstyled, vars, total, value, defaultValue, onChange, disabled, siblings, boundaries, color, radius, onNextPage, onPreviousPage, onFirstPage, onLastPage, getItemProps, autoContrast, startValue, layout, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Pagination",
		classes: Pagination_module_default,
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
	const { range, setPage, next, previous, active, first, last } = usePagination({
		page: value,
		initialPage: defaultValue,
		onChange,
		total,
		siblings,
		boundaries,
		startValue
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationProvider, {
		value: {
			total,
			range,
			active,
			disabled,
			layout,
			getItemProps,
			onChange: setPage,
			onNext: createEventHandler(onNextPage, next),
			onPrevious: createEventHandler(onPreviousPage, previous),
			onFirst: createEventHandler(onFirstPage, first),
			onLast: createEventHandler(onLastPage, last),
			getStyles
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			...getStyles("root"),
			mod: [{ layout }, mod],
			...others
		})
	});
});
PaginationRoot.classes = Pagination_module_default;
PaginationRoot.varsResolver = varsResolver;
PaginationRoot.displayName = "@mantine/core/PaginationRoot";
// node_modules/@mantine/core/esm/components/Pagination/Pagination.mjs
var defaultProps = {
	withControls: true,
	withPages: true,
	siblings: 1,
	boundaries: 1,
	gap: 8
};
function PaginationItemsGroup({ children }) {
	const ctx = usePaginationContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("items"),
		children
	});
}
var Pagination = factory((_props) => {
	const { withEdges, withControls, getControlProps, nextIcon, previousIcon, lastIcon, firstIcon, dotsIcon, total, gap, hideWithOnePage, withPages, layout, formatLabel, ...others } = useProps("Pagination", defaultProps, _props);
	if (total <= 0 || hideWithOnePage && total === 1) return null;
	const pagesContent = withPages ? layout === "responsive" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationItemsGroup, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationItems, { dotsIcon }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationLabel, { formatLabel })] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationItems, { dotsIcon }) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationRoot, {
		total,
		layout,
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap,
			children: [
				withEdges && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationFirst, {
					icon: firstIcon,
					...getControlProps?.("first")
				}),
				withControls && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationPrevious, {
					icon: previousIcon,
					...getControlProps?.("previous")
				}),
				pagesContent,
				withControls && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationNext, {
					icon: nextIcon,
					...getControlProps?.("next")
				}),
				withEdges && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationLast, {
					icon: lastIcon,
					...getControlProps?.("last")
				})
			]
		})
	});
});
Pagination.classes = Pagination_module_default;
Pagination.displayName = "@mantine/core/Pagination";
Pagination.Root = PaginationRoot;
Pagination.Control = PaginationControl;
Pagination.Dots = PaginationDots;
Pagination.First = PaginationFirst;
Pagination.Last = PaginationLast;
Pagination.Next = PaginationNext;
Pagination.Previous = PaginationPrevious;
Pagination.Items = PaginationItems;
Pagination.Label = PaginationLabel;
// src/features/catalogue/listing-page-atoms.ts
/** /all-fragrances. */
var currentPageAtom = atomWithValidatedStorage(STORAGE_KEYS.currentPage, StoredPageNumberSchema, 1);
/** /new-arrivals keeps its own page under the key existing installs use. */
var currentPageChAtom = atomWithValidatedStorage(STORAGE_KEYS.currentPageCh, StoredPageNumberSchema, 1);
// src/features/catalogue/filter-chips.tsx
function chipLabel(group, value) {
	if (group === "price") return PRICE_BUCKET_LABELS[value] ?? value;
	if (group === "availability") return AVAILABILITY_LABELS[value] ?? value;
	return value;
}
/**
* One chip per selected value, plus a clear-all control. They are links to the listing without
* that value (or without any), so they work without JavaScript and drop the page (back to 1).
*/
function FilterChips({ path, filters, sort }) {
	if (countSelected(filters) === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "xs",
		"aria-label": "Selected filters",
		role: "group",
		children: [FILTER_GROUPS.flatMap((group) => filters[group].map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			renderRoot: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				...props,
				to: path,
				search: toListingSearch(toggleFilterValue(filters, group, value), sort),
				resetScroll: false
			}),
			size: "compact-sm",
			variant: "light",
			radius: "xl",
			rightSection: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": "true",
				children: "×"
			}),
			"aria-label": `Remove filter ${chipLabel(group, value)}`,
			children: chipLabel(group, value)
		}, `${group}:${value}`))), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			renderRoot: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				...props,
				to: path,
				search: toListingSearch(emptyFilters(), sort),
				resetScroll: false
			}),
			size: "compact-sm",
			variant: "subtle",
			children: "Clear all filters"
		})]
	});
}
// src/features/catalogue/brand-filter.tsx
var LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
function initialOf(brand) {
	return brand.trim().charAt(0).toUpperCase();
}
/** Brand checkboxes with a search box and an A-Z jump to the first brand of a letter. */
function BrandFilter({ brands, value, onChange, idPrefix }) {
	const [query, setQuery] = (0, import_react.useState)("");
	const listRef = (0, import_react.useRef)(null);
	const visible = (0, import_react.useMemo)(() => {
		const q = query.trim().toLowerCase();
		return q ? brands.filter((b) => b.toLowerCase().includes(q)) : brands;
	}, [brands, query]);
	const initials = (0, import_react.useMemo)(() => new Set(visible.map(initialOf)), [visible]);
	const jump = (letter) => {
		const target = listRef.current?.querySelector(`[data-initial="${letter}"]`);
		target?.scrollIntoView({ block: "nearest" });
		target?.querySelector("input")?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				size: "xs",
				"aria-label": "Search brands",
				placeholder: "Search brands",
				value: query,
				onChange: (event) => setQuery(event.currentTarget.value),
				type: "search"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
				gap: 2,
				role: "group",
				"aria-label": "Jump to brands by letter",
				children: LETTERS.map((letter) => {
					const present = initials.has(letter);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnstyledButton, {
						onClick: () => jump(letter),
						disabled: !present,
						"aria-label": `Brands starting with ${letter}`,
						fz: 11,
						fw: present ? 700 : 400,
						c: present ? "plum.8" : "gray.4",
						px: 3,
						children: letter
					}, letter);
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollArea.Autosize, {
				mah: 220,
				type: "auto",
				viewportRef: listRef,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox.Group, {
					value,
					onChange,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: 6,
						py: 2,
						role: "group",
						"aria-label": "Brand",
						children: [visible.map((brand, index) => {
							const first = index === 0 || initialOf(visible[index - 1] ?? "") !== initialOf(brand);
							return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
								"data-initial": first ? initialOf(brand) : void 0,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
									name: "brand",
									value: brand,
									label: brand,
									id: `${idPrefix}-brand-${index}`
								})
							}, brand);
						}), visible.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "xs",
							c: "dimmed",
							children: "No brand matches"
						})]
					})
				})
			})
		]
	});
}
// src/features/catalogue/filter-panel.tsx
var FILTER_GROUP_LABELS = {
	gender: "Gender",
	brand: "Brand",
	fragranceType: "Fragrance Type",
	scentType: "Scent Type",
	price: "Price",
	availability: "Availability"
};
function CheckboxList({ name, label, items, value, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox.Group, {
		value,
		onChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			gap: 6,
			role: "group",
			"aria-label": label,
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
				name,
				value: item.value,
				label: item.label
			}, item.value))
		})
	});
}
var asItems = (values) => values.map((value) => ({
	value,
	label: value
}));
/** The six filter groups; options for the text groups come from the loaded products. */
var FilterPanel = (0, import_react.memo)(function FilterPanel({ options, filters, onChange, idPrefix }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion, {
		multiple: true,
		defaultValue: [
			"gender",
			"brand",
			"fragranceType",
			"scentType",
			"price",
			"availability"
		],
		variant: "default",
		chevronPosition: "right",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion.Item, {
				value: "gender",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Control, { children: FILTER_GROUP_LABELS.gender }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Panel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxList, {
					name: "gender",
					label: FILTER_GROUP_LABELS.gender,
					items: asItems(options.gender),
					value: filters.gender,
					onChange: (v) => onChange("gender", v)
				}) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion.Item, {
				value: "brand",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Control, { children: FILTER_GROUP_LABELS.brand }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Panel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandFilter, {
					brands: options.brand,
					value: filters.brand,
					onChange: (v) => onChange("brand", v),
					idPrefix
				}) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion.Item, {
				value: "fragranceType",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Control, { children: FILTER_GROUP_LABELS.fragranceType }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Panel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxList, {
					name: "fragranceType",
					label: FILTER_GROUP_LABELS.fragranceType,
					items: asItems(options.fragranceType),
					value: filters.fragranceType,
					onChange: (v) => onChange("fragranceType", v)
				}) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion.Item, {
				value: "scentType",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Control, { children: FILTER_GROUP_LABELS.scentType }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Panel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxList, {
					name: "scentType",
					label: FILTER_GROUP_LABELS.scentType,
					items: asItems(options.scentType),
					value: filters.scentType,
					onChange: (v) => onChange("scentType", v)
				}) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion.Item, {
				value: "price",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Control, { children: FILTER_GROUP_LABELS.price }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Panel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxList, {
					name: "price",
					label: FILTER_GROUP_LABELS.price,
					items: PRICE_BUCKET_OPTIONS,
					value: filters.price,
					onChange: (v) => onChange("price", v)
				}) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion.Item, {
				value: "availability",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Control, { children: FILTER_GROUP_LABELS.availability }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Panel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxList, {
					name: "availability",
					label: FILTER_GROUP_LABELS.availability,
					items: AVAILABILITY_OPTIONS,
					value: filters.availability,
					onChange: (v) => onChange("availability", v)
				}) })]
			})
		]
	});
});
// src/features/catalogue/listing-get-form.tsx
/**
* A plain GET form to the listing's own URL, so filters and sort work without JavaScript: its
* fields are named like the search params (`?brand=Dior&brand=Armaf&sort=A-Z`), which the
* router's parser and validateListingSearch read back. The submit button exists only inside
* <noscript>: with JavaScript every change navigates at once and the form never submits (Enter
* in the brand search would otherwise reload the page). No page field: new filters or another
* order start again at page 1.
*/
function ListingGetForm({ path, keepFilters, keepSort, submitLabel, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		method: "get",
		action: path,
		onSubmit: (event) => event.preventDefault(),
		children: [
			keepFilters && FILTER_GROUPS.flatMap((group) => keepFilters[group].map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "hidden",
				name: group,
				value
			}, `${group}:${value}`))),
			keepSort && keepSort !== "BestSeller" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "hidden",
				name: "sort",
				value: keepSort
			}),
			children,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("noscript", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				size: "xs",
				mt: "xs",
				children: submitLabel
			}) })
		]
	});
}
// src/features/catalogue/mobile-filters.tsx
/** The mobile slide-out: filters apply as they are ticked; 'View Results' closes it. */
var MobileFilters = (0, import_react.memo)(function MobileFilters({ options, filters, onChange, onClear }) {
	const [opened, drawer] = useDisclosure(false);
	const selected = countSelected(filters);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		variant: "default",
		onClick: drawer.open,
		hiddenFrom: "sm",
		"aria-haspopup": "dialog",
		style: { flexShrink: 0 },
		children: ["Filters", selected > 0 ? ` (${selected})` : ""]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Drawer, {
		opened,
		onClose: drawer.close,
		title: "Filters",
		position: "left",
		size: "85%",
		hiddenFrom: "sm",
		scrollAreaComponent: ScrollArea.Autosize,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			gap: "md",
			pb: 72,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterPanel, {
				options,
				filters,
				onChange,
				idPrefix: "mobile"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			justify: "space-between",
			pos: "sticky",
			bottom: 0,
			bg: "white",
			py: "sm",
			style: { borderTop: "1px solid var(--mantine-color-gray-3)" },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				"aria-live": "polite",
				children: [selected, " selected"]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "subtle",
					onClick: onClear,
					disabled: selected === 0,
					children: "Clear"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: drawer.close,
					children: "View Results"
				})]
			})]
		})]
	})] });
});
// src/features/catalogue/sort-select.tsx
var SORT_DATA = SORT_OPTIONS.map((o) => ({
	value: o.value,
	label: o.label
}));
function isSortKey(value) {
	return SORT_KEYS.includes(value);
}
function SortSelect({ value, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
		label: "Sort by",
		name: "sort",
		data: SORT_DATA,
		value,
		onChange: (event) => {
			const next = event.currentTarget.value;
			if (isSortKey(next)) onChange(next);
		},
		w: {
			base: 170,
			xs: 220
		},
		size: "sm"
	});
}
// src/features/catalogue/use-listing.ts
var NO_OPTIONS = {
	gender: [],
	brand: [],
	fragranceType: [],
	scentType: []
};
var seedByLoad = /* @__PURE__ */ new WeakMap();
/** The seed the server shuffled with, if this page load began with a server-rendered listing. */
function serverSeed(queryClient) {
	for (const [, view] of queryClient.getQueriesData({ queryKey: ["listing-preview", "all"] })) if (view?.seed !== void 0) return view.seed;
}
function seedForLoad(catalogue, queryClient) {
	let seed = seedByLoad.get(catalogue);
	if (seed === void 0) {
		seed = serverSeed(queryClient) ?? randomSeed();
		seedByLoad.set(catalogue, seed);
	}
	return seed;
}
/**
* The listing page to show. Until the whole catalogue is in the browser, that is the preview
* the server rendered (so hydration finds the same HTML), or undefined (skeleton cards). Then
* the catalogue is filtered, sorted and paged here, each step memoised on its own inputs, so a
* page change does not refilter and a sort change does not rebuild the option lists. Same steps
* and same seed as the server's listingView, hence the same page.
*/
function useListingView(kind, search, catalogue) {
	const queryClient = useQueryClient();
	const { data: preview } = useQuery({
		...listingPreviewQueryOptions(kind, search),
		enabled: false
	});
	const seed = catalogue && kind === "all" ? seedForLoad(catalogue, queryClient) : void 0;
	const ordered = (0, import_react.useMemo)(() => catalogue && listingOrder(catalogue, seed), [catalogue, seed]);
	const catalogueOptions = (0, import_react.useMemo)(() => catalogue && filterOptions(catalogue), [catalogue]);
	const filterKey = JSON.stringify(filtersOf(search));
	const filtered = (0, import_react.useMemo)(() => ordered && filterProducts(ordered, filtersOf(search)), [ordered, filterKey]);
	const sort = sortOf(search);
	const sorted = (0, import_react.useMemo)(() => filtered && sortProducts(filtered, sort), [filtered, sort]);
	const page = pageOf(search);
	const current = (0, import_react.useMemo)(() => sorted && paginate(sorted, page, 15), [sorted, page]);
	if (current && catalogueOptions) return {
		view: {
			...current,
			options: catalogueOptions,
			seed
		},
		options: catalogueOptions
	};
	return {
		view: preview,
		options: preview?.options ?? NO_OPTIONS
	};
}
// src/features/catalogue/listing-screen.tsx
function ListingScreen({ kind, path, title, emptyText, catalogue, search, onSearchChange, pageAtom, footer }) {
	const filterKey = JSON.stringify(filtersOf(search));
	const filters = (0, import_react.useMemo)(() => filtersOf(search), [filterKey]);
	const sort = sortOf(search);
	const { view, options: latestOptions } = useListingView(kind, search, catalogue);
	const options = (0, import_react.useDeferredValue)(latestOptions);
	const setStoredPage = useSetAtom(pageAtom);
	const shownPage = view?.page;
	(0, import_react.useEffect)(() => {
		if (shownPage !== void 0) setStoredPage(shownPage);
	}, [shownPage, setStoredPage]);
	const setFilters = (0, import_react.useCallback)((next) => onSearchChange(toListingSearch(next, sort)), [onSearchChange, sort]);
	const setGroup = (0, import_react.useCallback)((group, values) => setFilters({
		...filters,
		[group]: values
	}), [filters, setFilters]);
	const clear = (0, import_react.useCallback)(() => setFilters(emptyFilters()), [setFilters]);
	const pageLink = (page) => ({
		component: Link,
		to: path,
		search: withPage(search, page),
		resetScroll: false
	});
	const edgeLink = (control) => {
		if (!view) return {};
		const target = {
			first: 1,
			previous: view.page - 1,
			next: view.page + 1,
			last: view.totalPages
		}[control];
		return target >= 1 && target <= view.totalPages && target !== view.page ? pageLink(target) : {};
	};
	const scrollToListTop = () => document.getElementById("listing-top")?.scrollIntoView({ block: "start" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "xl",
		py: "md",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
			gap: "xl",
			align: "flex-start",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "aside",
				"aria-label": "Filters",
				w: 260,
				visibleFrom: "sm",
				style: { flexShrink: 0 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h4",
					mb: "xs",
					children: "Filters"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListingGetForm, {
					path,
					keepSort: sort,
					submitLabel: "Apply filters",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterPanel, {
						options,
						filters,
						onChange: setGroup,
						idPrefix: "desktop"
					})
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "md",
				style: {
					flex: 1,
					minWidth: 0
				},
				id: "listing-top",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 1,
						size: "h2",
						children: title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						justify: "space-between",
						align: "flex-end",
						gap: "sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							c: "dimmed",
							"aria-live": "polite",
							children: view ? `Showing ${view.items.length} of ${view.total} Products` : "Loading products…"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
							gap: "sm",
							align: "flex-end",
							wrap: "nowrap",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MobileFilters, {
								options,
								filters,
								onChange: setGroup,
								onClear: clear
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListingGetForm, {
								path,
								keepFilters: filters,
								submitLabel: "Sort",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortSelect, {
									value: sort,
									onChange: (next) => onSearchChange(toListingSearch(filters, next))
								})
							})]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterChips, {
						path,
						filters,
						sort
					}),
					view && view.total === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						ta: "center",
						py: "xl",
						size: "lg",
						fw: 600,
						children: emptyText
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGrid, {
						eagerCount: 4,
						products: view?.items,
						skeletonCount: 6,
						cols: {
							base: 2,
							md: 3,
							lg: 4
						},
						label: title
					}),
					view && view.totalPages > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
						justify: "center",
						mt: "md",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pagination, {
							total: view.totalPages,
							value: view.page,
							onChange: scrollToListTop,
							"aria-label": "Pages",
							getItemProps: (p) => ({
								"aria-label": `Page ${p}`,
								...pageLink(p)
							}),
							getControlProps: (control) => ({
								"aria-label": `${control} page`,
								...edgeLink(control)
							}),
							siblings: 1
						})
					}),
					footer
				]
			})]
		})
	});
}
export { currentPageAtom as n, currentPageChAtom as r, ListingScreen as t };

//# sourceMappingURL=listing-screen-DZm0D7hx.js.map
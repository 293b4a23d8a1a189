import { G as require_react, J as __toESM, W as require_jsx_runtime, f as useProps, r as genericFactory } from "./Box-Cm_KqtDt.js";
import { t as useResolvedStylesApi } from "./use-resolved-styles-api-DSIhyLZA.js";
import { t as CloseButton } from "./CloseButton-Dfw8orMU.js";
import { t as Input } from "./Input-1wzKONVa.js";
import { t as InputBase } from "./InputBase-B3GLNSXs.js";
import { r as useMergedRef, t as assignRef } from "./use-merged-ref-DNs_jaWh.js";
import { t as useUncontrolled } from "./use-uncontrolled-BaFvwtq4.js";
// node_modules/@mantine/core/esm/components/FileButton/FileButton.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FileButton = genericFactory((props) => {
	const { onChange, children, multiple, accept, name, form, resetRef, disabled, capture, inputProps, ref, ...others } = useProps("FileButton", null, props);
	const inputRef = (0, import_react.useRef)(null);
	const onClick = () => {
		!disabled && inputRef.current?.click();
	};
	const handleChange = (event) => {
		if (event.currentTarget.files === null) return onChange(multiple ? [] : null);
		if (multiple) onChange(Array.from(event.currentTarget.files));
		else onChange(event.currentTarget.files[0] || null);
	};
	const reset = () => {
		if (inputRef.current) inputRef.current.value = "";
	};
	assignRef(resetRef, reset);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		style: { display: "none" },
		type: "file",
		accept,
		multiple,
		onChange: handleChange,
		ref: useMergedRef(ref, inputRef),
		name,
		form,
		capture,
		...inputProps
	}), children({
		onClick,
		...others
	})] });
});
FileButton.displayName = "@mantine/core/FileButton";
// node_modules/@mantine/core/esm/components/FileInput/FileInput.mjs
var DefaultValue = ({ value }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
	style: {
		overflow: "hidden",
		textOverflow: "ellipsis",
		whiteSpace: "nowrap"
	},
	children: Array.isArray(value) ? value.map((file) => file.name).join(", ") : value?.name
});
var defaultProps = {
	valueComponent: DefaultValue,
	size: "sm"
};
var FileInput = genericFactory((_props) => {
	const props = useProps([
		"Input",
		"InputWrapper",
		"FileInput"
	], defaultProps, _props);
	const { unstyled, vars, onChange, value, defaultValue, multiple, accept, name, form, valueComponent: ValueComponent, clearable, clearSectionMode, clearButtonProps, readOnly, capture, fileInputProps, rightSection, size, placeholder, component, resetRef: resetRefProp, classNames, styles, attributes, ...others } = props;
	const resetRef = (0, import_react.useRef)(null);
	const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi({
		classNames,
		styles,
		props
	});
	const [_value, setValue] = useUncontrolled({
		value,
		defaultValue,
		onChange,
		finalValue: multiple ? [] : null
	});
	const hasValue = Array.isArray(_value) ? _value.length !== 0 : _value !== null;
	const clearButton = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
		...clearButtonProps,
		variant: "subtle",
		onClick: () => setValue(multiple ? [] : null),
		size,
		unstyled
	});
	const _clearable = clearable && hasValue && !readOnly;
	(0, import_react.useEffect)(() => {
		if (Array.isArray(_value) && _value.length === 0 || _value === null) resetRef.current?.();
	}, [_value]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileButton, {
		onChange: setValue,
		multiple,
		accept,
		name,
		form,
		resetRef: useMergedRef(resetRef, resetRefProp),
		disabled: readOnly,
		capture,
		inputProps: fileInputProps,
		children: (fileButtonProps) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
			component: component || "button",
			rightSection,
			__clearSection: clearButton,
			__clearable: _clearable,
			__clearSectionMode: clearSectionMode,
			...fileButtonProps,
			...others,
			__staticSelector: "FileInput",
			multiline: true,
			type: "button",
			pointer: true,
			__stylesApiProps: props,
			unstyled,
			size,
			classNames,
			styles,
			attributes,
			children: !hasValue ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input.Placeholder, {
				__staticSelector: "FileInput",
				classNames: resolvedClassNames,
				styles: resolvedStyles,
				attributes,
				children: placeholder
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ValueComponent, { value: _value })
		})
	});
});
FileInput.classes = InputBase.classes;
FileInput.displayName = "@mantine/core/FileInput";
export { FileInput as t };

//# sourceMappingURL=FileInput-BTKX1MMx.js.map
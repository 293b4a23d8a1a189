import { t as polymorphicFactory } from "./polymorphic-factory-a7QsrNxT.js";
import { t as Input } from "./Input-1wzKONVa.js";
import { W as require_jsx_runtime, c as extractStyleProps, f as useProps } from "./Box-Cm_KqtDt.js";
// node_modules/@mantine/core/esm/components/Input/use-input-props.mjs
function useInputProps(component, defaultProps, _props) {
	const props = useProps([
		"Input",
		"InputWrapper",
		component
	], defaultProps, _props);
	const { label, description, error, success, required, classNames, styles, className, unstyled, __staticSelector, __stylesApiProps, errorProps, successProps, labelProps, descriptionProps, wrapperProps: _wrapperProps, id, size, style, inputContainer, inputWrapperOrder, withAsterisk, variant, vars, mod, attributes, ...others } = props;
	const { styleProps, rest } = extractStyleProps(others);
	const wrapperProps = {
		label,
		description,
		error,
		success,
		required,
		classNames,
		className,
		__staticSelector,
		__stylesApiProps: __stylesApiProps || props,
		errorProps,
		successProps,
		labelProps,
		descriptionProps,
		unstyled,
		styles,
		size,
		style,
		inputContainer,
		inputWrapperOrder,
		withAsterisk,
		variant,
		id,
		mod,
		attributes,
		..._wrapperProps
	};
	return {
		...rest,
		classNames,
		styles,
		unstyled,
		wrapperProps: {
			...wrapperProps,
			...styleProps
		},
		inputProps: {
			required,
			classNames,
			styles,
			unstyled,
			size,
			__staticSelector,
			__stylesApiProps: __stylesApiProps || props,
			error,
			success,
			variant,
			id,
			attributes
		}
	};
}
// node_modules/@mantine/core/esm/components/InputBase/InputBase.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps = {
	__staticSelector: "InputBase",
	withAria: true,
	size: "sm"
};
var InputBase = polymorphicFactory((props) => {
	const { inputProps, wrapperProps, ...others } = useInputProps("InputBase", defaultProps, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input.Wrapper, {
		...wrapperProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
			...inputProps,
			...others
		})
	});
});
InputBase.classes = {
	...Input.classes,
	...Input.Wrapper.classes
};
InputBase.displayName = "@mantine/core/InputBase";
export { InputBase as t };

//# sourceMappingURL=InputBase-B3GLNSXs.js.map
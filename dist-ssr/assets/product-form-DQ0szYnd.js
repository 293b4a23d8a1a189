import { D as TextInput, E as Title, H as useQuery, M as Button, O as Stack, k as SimpleGrid, r as categoriesQueryOptions } from "../entry-server.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { o as noop$1 } from "./Popover-Cp_H5_NB.js";
import { G as require_react, J as __toESM, L as getSize, M as createVarsResolver, W as require_jsx_runtime, d as useStyles, f as useProps, j as clsx, n as factory, r as genericFactory } from "./Box-Cm_KqtDt.js";
import { t as useResolvedStylesApi } from "./use-resolved-styles-api-DSIhyLZA.js";
import { t as UnstyledButton } from "./UnstyledButton-D854g3h1.js";
import { t as InputBase } from "./InputBase-B3GLNSXs.js";
import { r as useMergedRef, t as assignRef } from "./use-merged-ref-DNs_jaWh.js";
import { t as useUncontrolled } from "./use-uncontrolled-BaFvwtq4.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { n as Progress, t as useCountdown } from "./use-countdown-fekmHmFs.js";
import { t as Select } from "./Select-B5u5RbDF.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { n as filterErrors, t as useForm } from "./use-form-L1XHZZVw.js";
import { j as useQueryClient } from "./removable-oH0J22qQ.js";
import { t as useNavigate } from "./useNavigate-Dz6aWI5Q.js";
import { f as REDIRECT_DELAY_MS, u as MAX_IMAGE_BYTES } from "./constants-DgaztBQd.js";
import { g as SIZES, h as SCENT_TYPES, m as PRODUCT_BRANDS, o as FRAGRANCE_TYPES, s as GENDERS } from "./enums-wP262MW5.js";
import { c as PRODUCT_CREATED_MESSAGE, l as PRODUCT_UPDATED_MESSAGE } from "./messages-BDWLW28K.js";
import { T as ProductFormInputSchema } from "./auth-atoms-DYCAUkaS.js";
import { a as emptyProductFormValues, c as resolveImageParts, l as saveProduct, r as buildProductFormData, s as productFormValuesOf, t as ProductSaveError } from "./admin-products-BX-0CUBU.js";
import { t as CloseButton } from "./CloseButton-Dfw8orMU.js";
import { t as FileInput } from "./FileInput-BTKX1MMx.js";
import { t as Image } from "./Image-ByLI2TXT.js";
import { n as toastSuccess, t as toastError } from "./toast-NshgotXN.js";
// node_modules/@mantine/hooks/esm/utils/clamp/clamp.mjs
function clamp$1(value, min, max) {
	if (min === void 0 && max === void 0) return value;
	if (min !== void 0 && max === void 0) return Math.max(value, min);
	if (min === void 0 && max !== void 0) return Math.min(value, max);
	return Math.min(Math.max(value, min), max);
}
// node_modules/@mantine/core/esm/core/utils/get-env/get-env.mjs
function getEnv() {
	if (typeof process !== "undefined" && process.env && "development") return "development";
	return "development";
}
// node_modules/@mantine/core/esm/components/Textarea/Autosize.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var SIZING_STYLE_KEYS = [
	"borderBottomWidth",
	"borderLeftWidth",
	"borderRightWidth",
	"borderTopWidth",
	"boxSizing",
	"fontFamily",
	"fontSize",
	"fontStyle",
	"fontWeight",
	"letterSpacing",
	"lineHeight",
	"paddingBottom",
	"paddingLeft",
	"paddingRight",
	"paddingTop",
	"tabSize",
	"textIndent",
	"textRendering",
	"textTransform",
	"width",
	"wordBreak",
	"wordSpacing",
	"scrollbarGutter"
];
var HIDDEN_TEXTAREA_STYLE = {
	"min-height": "0",
	"max-height": "none",
	height: "0",
	visibility: "hidden",
	overflow: "hidden",
	position: "absolute",
	"z-index": "-1000",
	top: "0",
	right: "0",
	display: "block"
};
function forceHiddenStyles(node) {
	Object.keys(HIDDEN_TEXTAREA_STYLE).forEach((key) => {
		node.style.setProperty(key, HIDDEN_TEXTAREA_STYLE[key], "important");
	});
}
function getSizingData(node) {
	const style = window.getComputedStyle(node);
	if (style === null) return null;
	const sizingStyle = {};
	for (const key of SIZING_STYLE_KEYS) sizingStyle[key] = style[key];
	if (sizingStyle.boxSizing === "") return null;
	return {
		sizingStyle,
		paddingSize: parseFloat(sizingStyle.paddingBottom) + parseFloat(sizingStyle.paddingTop),
		borderSize: parseFloat(sizingStyle.borderBottomWidth) + parseFloat(sizingStyle.borderTopWidth)
	};
}
var hiddenTextarea = null;
function calculateNodeHeight(sizingData, value, minRows = 1, maxRows = Infinity) {
	if (!hiddenTextarea) {
		hiddenTextarea = document.createElement("textarea");
		hiddenTextarea.setAttribute("tabindex", "-1");
		hiddenTextarea.setAttribute("aria-hidden", "true");
		hiddenTextarea.setAttribute("aria-label", "autosize measurement");
		forceHiddenStyles(hiddenTextarea);
	}
	if (hiddenTextarea.parentNode === null) document.body.appendChild(hiddenTextarea);
	const { paddingSize, borderSize, sizingStyle } = sizingData;
	const { boxSizing } = sizingStyle;
	Object.keys(sizingStyle).forEach((key) => {
		hiddenTextarea.style[key] = sizingStyle[key];
	});
	forceHiddenStyles(hiddenTextarea);
	hiddenTextarea.value = value;
	let height = boxSizing === "border-box" ? hiddenTextarea.scrollHeight + borderSize : hiddenTextarea.scrollHeight - paddingSize;
	hiddenTextarea.value = value;
	height = boxSizing === "border-box" ? hiddenTextarea.scrollHeight + borderSize : hiddenTextarea.scrollHeight - paddingSize;
	hiddenTextarea.value = "x";
	const rowHeight = hiddenTextarea.scrollHeight - paddingSize;
	let minHeight = rowHeight * minRows;
	if (boxSizing === "border-box") minHeight = minHeight + paddingSize + borderSize;
	height = Math.max(minHeight, height);
	let maxHeight = rowHeight * maxRows;
	if (boxSizing === "border-box") maxHeight = maxHeight + paddingSize + borderSize;
	height = Math.min(maxHeight, height);
	return [height, rowHeight];
}
function TextareaAutosize({ maxRows, minRows, onChange, ref: userRef, ...props }) {
	const isControlled = props.value !== void 0;
	const libRef = (0, import_react.useRef)(null);
	const ref = useMergedRef(libRef, userRef);
	const heightRef = (0, import_react.useRef)(0);
	const widthRef = (0, import_react.useRef)(0);
	const resizeTextarea = () => {
		const node = libRef.current;
		if (!node) return;
		const nodeSizingData = getSizingData(node);
		if (!nodeSizingData) return;
		const [height] = calculateNodeHeight(nodeSizingData, node.value || node.placeholder || "x", minRows, maxRows);
		if (heightRef.current !== height) {
			heightRef.current = height;
			node.style.setProperty("height", `${height}px`, "important");
		}
	};
	const handleResize = (0, import_react.useEffectEvent)(resizeTextarea);
	const handleChange = (event) => {
		if (!isControlled) resizeTextarea();
		onChange?.(event);
	};
	(0, import_react.useLayoutEffect)(resizeTextarea);
	(0, import_react.useEffect)(() => {
		const handleResize = () => resizeTextarea();
		window.addEventListener("resize", handleResize);
		return () => window.removeEventListener("resize", handleResize);
	}, []);
	(0, import_react.useEffect)(() => {
		const node = libRef.current;
		if (!node || typeof ResizeObserver === "undefined") return;
		widthRef.current = node.offsetWidth;
		let frame = 0;
		const observer = new ResizeObserver(() => {
			if (libRef.current && libRef.current.offsetWidth !== widthRef.current) {
				widthRef.current = libRef.current.offsetWidth;
				cancelAnimationFrame(frame);
				frame = requestAnimationFrame(handleResize);
			}
		});
		observer.observe(node);
		return () => {
			cancelAnimationFrame(frame);
			observer.disconnect();
		};
	}, []);
	(0, import_react.useEffect)(() => {
		const handleFontsLoaded = () => resizeTextarea();
		document.fonts.addEventListener("loadingdone", handleFontsLoaded);
		return () => document.fonts.removeEventListener("loadingdone", handleFontsLoaded);
	}, []);
	(0, import_react.useEffect)(() => {
		const handleReset = (event) => {
			if (libRef.current?.form === event.target && !isControlled) {
				const currentValue = libRef.current.value;
				requestAnimationFrame(() => {
					if (libRef.current && currentValue !== libRef.current.value) resizeTextarea();
				});
			}
		};
		document.body.addEventListener("reset", handleReset);
		return () => document.body.removeEventListener("reset", handleReset);
	}, [isControlled]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
		rows: minRows,
		...props,
		onChange: handleChange,
		ref
	});
}
// node_modules/@mantine/core/esm/components/Textarea/Textarea.mjs
var Textarea = factory((props) => {
	const { autosize, maxRows, minRows, __staticSelector, resize, bottomSection, bottomSectionProps, ...others } = useProps([
		"Input",
		"InputWrapper",
		"Textarea"
	], null, props);
	const shouldAutosize = autosize && getEnv() !== "test";
	const autosizeProps = shouldAutosize ? {
		maxRows,
		minRows
	} : {};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
		component: shouldAutosize ? TextareaAutosize : "textarea",
		...others,
		__staticSelector: __staticSelector || "Textarea",
		__bottomSection: bottomSection,
		__bottomSectionProps: bottomSectionProps,
		multiline: true,
		"data-no-overflow": autosize && maxRows === void 0 || void 0,
		__vars: { "--input-resize": resize },
		...autosizeProps
	});
});
Textarea.classes = InputBase.classes;
Textarea.displayName = "@mantine/core/Textarea";
// node_modules/react-number-format/dist/react-number-format.es.js
/**
* react-number-format - 5.4.5
* Author : Sudhanshu Yadav
* Copyright (c) 2016, 2026 to Sudhanshu Yadav, released under the MIT license.
* https://github.com/s-yadav/react-number-format
*/
/******************************************************************************
Copyright (c) Microsoft Corporation.

Permission to use, copy, modify, and/or distribute this software for any
purpose with or without fee is hereby granted.

THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH
REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY
AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT,
INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM
LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR
OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR
PERFORMANCE OF THIS SOFTWARE.
***************************************************************************** */
function __rest(s, e) {
	var t = {};
	for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p) && e.indexOf(p) < 0) t[p] = s[p];
	if (s != null && typeof Object.getOwnPropertySymbols === "function") {
		for (var i = 0, p = Object.getOwnPropertySymbols(s); i < p.length; i++) if (e.indexOf(p[i]) < 0 && Object.prototype.propertyIsEnumerable.call(s, p[i])) t[p[i]] = s[p[i]];
	}
	return t;
}
var SourceType;
(function(SourceType) {
	SourceType["event"] = "event";
	SourceType["props"] = "prop";
})(SourceType || (SourceType = {}));
function noop() {}
function memoizeOnce(cb) {
	var lastArgs;
	var lastValue = void 0;
	return function() {
		var args = [], len = arguments.length;
		while (len--) args[len] = arguments[len];
		if (lastArgs && args.length === lastArgs.length && args.every(function(value, index) {
			return value === lastArgs[index];
		})) return lastValue;
		lastArgs = args;
		lastValue = cb.apply(void 0, args);
		return lastValue;
	};
}
function charIsNumber(char) {
	return !!(char || "").match(/\d/);
}
function isNil(val) {
	return val === null || val === void 0;
}
function isNanValue(val) {
	return typeof val === "number" && isNaN(val);
}
function isNotValidValue(val) {
	return isNil(val) || isNanValue(val) || typeof val === "number" && !isFinite(val);
}
function escapeRegExp(str) {
	return str.replace(/[-[\]/{}()*+?.\\^$|]/g, "\\$&");
}
function getThousandsGroupRegex(thousandsGroupStyle) {
	switch (thousandsGroupStyle) {
		case "lakh": return /(\d+?)(?=(\d\d)+(\d)(?!\d))(\.\d+)?/g;
		case "wan": return /(\d)(?=(\d{4})+(?!\d))/g;
		default: return /(\d)(?=(\d{3})+(?!\d))/g;
	}
}
function applyThousandSeparator(str, thousandSeparator, thousandsGroupStyle) {
	var thousandsGroupRegex = getThousandsGroupRegex(thousandsGroupStyle);
	var index = str.search(/[1-9]/);
	index = index === -1 ? str.length : index;
	return str.substring(0, index) + str.substring(index, str.length).replace(thousandsGroupRegex, "$1" + thousandSeparator);
}
function usePersistentCallback(cb) {
	var callbackRef = (0, import_react.useRef)(cb);
	callbackRef.current = cb;
	return (0, import_react.useRef)(function() {
		var args = [], len = arguments.length;
		while (len--) args[len] = arguments[len];
		return callbackRef.current.apply(callbackRef, args);
	}).current;
}
function splitDecimal(numStr, allowNegative) {
	if (allowNegative === void 0) allowNegative = true;
	var hasNegation = numStr[0] === "-";
	var addNegation = hasNegation && allowNegative;
	numStr = numStr.replace("-", "");
	var parts = numStr.split(".");
	return {
		beforeDecimal: parts[0],
		afterDecimal: parts[1] || "",
		hasNegation,
		addNegation
	};
}
function fixLeadingZero(numStr) {
	if (!numStr) return numStr;
	var isNegative = numStr[0] === "-";
	if (isNegative) numStr = numStr.substring(1, numStr.length);
	var parts = numStr.split(".");
	var beforeDecimal = parts[0].replace(/^0+/, "") || "0";
	var afterDecimal = parts[1] || "";
	return (isNegative ? "-" : "") + beforeDecimal + (afterDecimal ? "." + afterDecimal : "");
}
/**
* limit decimal numbers to given scale
* Not used .fixedTo because that will break with big numbers
*/
function limitToScale(numStr, scale, fixedDecimalScale) {
	var str = "";
	var filler = fixedDecimalScale ? "0" : "";
	for (var i = 0; i <= scale - 1; i++) str += numStr[i] || filler;
	return str;
}
function repeat(str, count) {
	return Array(count + 1).join(str);
}
function toNumericString(num) {
	var _num = num + "";
	var sign = _num[0] === "-" ? "-" : "";
	if (sign) _num = _num.substring(1);
	var ref = _num.split(/[eE]/g);
	var coefficient = ref[0];
	var exponent = ref[1];
	exponent = Number(exponent);
	if (!exponent) return sign + coefficient;
	coefficient = coefficient.replace(".", "");
	/**
	* for scientific notation the current decimal index will be after first number (index 0)
	* So effective decimal index will always be 1 + exponent value
	*/
	var decimalIndex = 1 + exponent;
	var coffiecientLn = coefficient.length;
	if (decimalIndex < 0) coefficient = "0." + repeat("0", Math.abs(decimalIndex)) + coefficient;
	else if (decimalIndex >= coffiecientLn) coefficient = coefficient + repeat("0", decimalIndex - coffiecientLn);
	else coefficient = (coefficient.substring(0, decimalIndex) || "0") + "." + coefficient.substring(decimalIndex);
	return sign + coefficient;
}
/**
* This method is required to round prop value to given scale.
* Not used .round or .fixedTo because that will break with big numbers
*/
function roundToPrecision(numStr, scale, fixedDecimalScale) {
	if (["", "-"].indexOf(numStr) !== -1) return numStr;
	var shouldHaveDecimalSeparator = (numStr.indexOf(".") !== -1 || fixedDecimalScale) && scale;
	var ref = splitDecimal(numStr);
	var beforeDecimal = ref.beforeDecimal;
	var afterDecimal = ref.afterDecimal;
	var hasNegation = ref.hasNegation;
	var floatValue = parseFloat("0." + (afterDecimal || "0"));
	var roundedDecimalParts = (afterDecimal.length <= scale ? "0." + afterDecimal : floatValue.toFixed(scale)).split(".");
	var intPart = beforeDecimal;
	if (beforeDecimal && Number(roundedDecimalParts[0])) intPart = beforeDecimal.split("").reverse().reduce(function(roundedStr, current, idx) {
		if (roundedStr.length > idx) return (Number(roundedStr[0]) + Number(current)).toString() + roundedStr.substring(1, roundedStr.length);
		return current + roundedStr;
	}, roundedDecimalParts[0]);
	var decimalPart = limitToScale(roundedDecimalParts[1] || "", scale, fixedDecimalScale);
	var negation = hasNegation ? "-" : "";
	var decimalSeparator = shouldHaveDecimalSeparator ? "." : "";
	return "" + negation + intPart + decimalSeparator + decimalPart;
}
/** set the caret positon in an input field **/
function setCaretPosition(el, caretPos) {
	el.value = el.value;
	if (el !== null) {
		if (el.createTextRange) {
			var range = el.createTextRange();
			range.move("character", caretPos);
			range.select();
			return true;
		}
		if (el.selectionStart || el.selectionStart === 0) {
			el.focus();
			el.setSelectionRange(caretPos, caretPos);
			return true;
		}
		el.focus();
		return false;
	}
}
/**
* TODO: remove dependency of findChangeRange, findChangedRangeFromCaretPositions is better way to find what is changed
* currently this is mostly required by test and isCharacterSame util
* Given previous value and newValue it returns the index
* start - end to which values have changed.
* This function makes assumption about only consecutive
* characters are changed which is correct assumption for caret input.
*/
var findChangeRange = memoizeOnce(function(prevValue, newValue) {
	var i = 0, j = 0;
	var prevLength = prevValue.length;
	var newLength = newValue.length;
	while (prevValue[i] === newValue[i] && i < prevLength) i++;
	while (prevValue[prevLength - 1 - j] === newValue[newLength - 1 - j] && newLength - j > i && prevLength - j > i) j++;
	return {
		from: {
			start: i,
			end: prevLength - j
		},
		to: {
			start: i,
			end: newLength - j
		}
	};
});
var findChangedRangeFromCaretPositions = function(lastCaretPositions, currentCaretPosition) {
	var startPosition = Math.min(lastCaretPositions.selectionStart, currentCaretPosition);
	return {
		from: {
			start: startPosition,
			end: lastCaretPositions.selectionEnd
		},
		to: {
			start: startPosition,
			end: currentCaretPosition
		}
	};
};
function clamp(num, min, max) {
	return Math.min(Math.max(num, min), max);
}
function geInputCaretPosition(el) {
	return Math.max(el.selectionStart, el.selectionEnd);
}
function addInputMode() {
	return typeof navigator !== "undefined" && !(navigator.platform && /iPhone|iPod/.test(navigator.platform));
}
function getDefaultChangeMeta(value) {
	return {
		from: {
			start: 0,
			end: 0
		},
		to: {
			start: 0,
			end: value.length
		},
		lastValue: ""
	};
}
function defaultIsCharacterSame(ref) {
	var currentValue = ref.currentValue;
	var formattedValue = ref.formattedValue;
	var currentValueIndex = ref.currentValueIndex;
	var formattedValueIndex = ref.formattedValueIndex;
	return currentValue[currentValueIndex] === formattedValue[formattedValueIndex];
}
function getCaretPosition(newFormattedValue, lastFormattedValue, curValue, curCaretPos, boundary, isValidInputCharacter, isCharacterSame) {
	if (isCharacterSame === void 0) isCharacterSame = defaultIsCharacterSame;
	/**
	* if something got inserted on empty value, add the formatted character before the current value,
	* This is to avoid the case where typed character is present on format characters
	*/
	var firstAllowedPosition = boundary.findIndex(function(b) {
		return b;
	});
	var prefixFormat = newFormattedValue.slice(0, firstAllowedPosition);
	if (!lastFormattedValue && !curValue.startsWith(prefixFormat)) {
		lastFormattedValue = prefixFormat;
		curValue = prefixFormat + curValue;
		curCaretPos = curCaretPos + prefixFormat.length;
	}
	var curValLn = curValue.length;
	var formattedValueLn = newFormattedValue.length;
	var addedIndexMap = {};
	var indexMap = new Array(curValLn);
	for (var i = 0; i < curValLn; i++) {
		indexMap[i] = -1;
		for (var j = 0, jLn = formattedValueLn; j < jLn; j++) if (isCharacterSame({
			currentValue: curValue,
			lastValue: lastFormattedValue,
			formattedValue: newFormattedValue,
			currentValueIndex: i,
			formattedValueIndex: j
		}) && addedIndexMap[j] !== true) {
			indexMap[i] = j;
			addedIndexMap[j] = true;
			break;
		}
	}
	/**
	* For current caret position find closest characters (left and right side)
	* which are properly mapped to formatted value.
	* The idea is that the new caret position will exist always in the boundary of
	* that mapped index
	*/
	var pos = curCaretPos;
	while (pos < curValLn && (indexMap[pos] === -1 || !isValidInputCharacter(curValue[pos]))) pos++;
	var endIndex = pos === curValLn || indexMap[pos] === -1 ? formattedValueLn : indexMap[pos];
	pos = curCaretPos - 1;
	while (pos > 0 && indexMap[pos] === -1) pos--;
	var startIndex = pos === -1 || indexMap[pos] === -1 ? 0 : indexMap[pos] + 1;
	/**
	* case where a char is added on suffix and removed from middle, example 2sq345 becoming $2,345 sq
	* there is still a mapping but the order of start index and end index is changed
	*/
	if (startIndex > endIndex) return endIndex;
	/**
	* given the current caret position if it closer to startIndex
	* keep the new caret position on start index or keep it closer to endIndex
	*/
	return curCaretPos - startIndex < endIndex - curCaretPos ? startIndex : endIndex;
}
function getCaretPosInBoundary(value, caretPos, boundary, direction) {
	var valLn = value.length;
	caretPos = clamp(caretPos, 0, valLn);
	if (direction === "left") {
		while (caretPos >= 0 && !boundary[caretPos]) caretPos--;
		if (caretPos === -1) caretPos = boundary.indexOf(true);
	} else {
		while (caretPos <= valLn && !boundary[caretPos]) caretPos++;
		if (caretPos > valLn) caretPos = boundary.lastIndexOf(true);
	}
	if (caretPos === -1) caretPos = valLn;
	return caretPos;
}
function caretUnknownFormatBoundary(formattedValue) {
	var boundaryAry = Array.from({ length: formattedValue.length + 1 }).map(function() {
		return true;
	});
	for (var i = 0, ln = boundaryAry.length; i < ln; i++) boundaryAry[i] = Boolean(charIsNumber(formattedValue[i]) || charIsNumber(formattedValue[i - 1]));
	return boundaryAry;
}
function useInternalValues(value, defaultValue, valueIsNumericString, format, removeFormatting, onValueChange) {
	if (onValueChange === void 0) onValueChange = noop;
	var getValues = usePersistentCallback(function(value, valueIsNumericString) {
		var formattedValue, numAsString;
		if (isNotValidValue(value)) {
			numAsString = "";
			formattedValue = "";
		} else if (typeof value === "number" || valueIsNumericString) {
			numAsString = typeof value === "number" ? toNumericString(value) : value;
			formattedValue = format(numAsString);
		} else {
			numAsString = removeFormatting(value, void 0);
			formattedValue = format(numAsString);
		}
		return {
			formattedValue,
			numAsString
		};
	});
	var ref = (0, import_react.useState)(function() {
		return getValues(isNil(value) ? defaultValue : value, valueIsNumericString);
	});
	var values = ref[0];
	var setValues = ref[1];
	var _onValueChange = usePersistentCallback(function(newValues, sourceInfo) {
		if (newValues.formattedValue !== values.formattedValue) setValues({
			formattedValue: newValues.formattedValue,
			numAsString: newValues.value
		});
		onValueChange(newValues, sourceInfo);
	});
	var _value = value;
	var _valueIsNumericString = valueIsNumericString;
	if (isNil(value)) {
		_value = values.numAsString;
		_valueIsNumericString = true;
	}
	var newValues = getValues(_value, _valueIsNumericString);
	(0, import_react.useMemo)(function() {
		setValues(newValues);
	}, [newValues.formattedValue]);
	/**
	* When only a defaultValue is provided (value prop is nil), the initial formatted value is
	* derived by the library — the parent has not yet been informed of this formatted result.
	* Fire onValueChange once on mount so the parent can sync to the formatted value.
	*/
	(0, import_react.useEffect)(function() {
		if (!isNil(defaultValue) && isNil(value) && values.formattedValue !== "") {
			var floatValue = parseFloat(values.numAsString);
			_onValueChange({
				formattedValue: values.formattedValue,
				value: values.numAsString,
				floatValue: isNaN(floatValue) ? void 0 : floatValue
			}, {
				event: void 0,
				source: SourceType.props
			});
		}
	}, []);
	return [values, _onValueChange];
}
function defaultRemoveFormatting(value) {
	return value.replace(/[^0-9]/g, "");
}
function defaultFormat(value) {
	return value;
}
function NumberFormatBase(props) {
	var type = props.type;
	if (type === void 0) type = "text";
	var displayType = props.displayType;
	if (displayType === void 0) displayType = "input";
	var customInput = props.customInput;
	var renderText = props.renderText;
	var getInputRef = props.getInputRef;
	var format = props.format;
	if (format === void 0) format = defaultFormat;
	var removeFormatting = props.removeFormatting;
	if (removeFormatting === void 0) removeFormatting = defaultRemoveFormatting;
	var defaultValue = props.defaultValue;
	var valueIsNumericString = props.valueIsNumericString;
	var onValueChange = props.onValueChange;
	var isAllowed = props.isAllowed;
	var onChange = props.onChange;
	if (onChange === void 0) onChange = noop;
	var onKeyDown = props.onKeyDown;
	if (onKeyDown === void 0) onKeyDown = noop;
	var onMouseUp = props.onMouseUp;
	if (onMouseUp === void 0) onMouseUp = noop;
	var onFocus = props.onFocus;
	if (onFocus === void 0) onFocus = noop;
	var onBlur = props.onBlur;
	if (onBlur === void 0) onBlur = noop;
	var propValue = props.value;
	var getCaretBoundary = props.getCaretBoundary;
	if (getCaretBoundary === void 0) getCaretBoundary = caretUnknownFormatBoundary;
	var isValidInputCharacter = props.isValidInputCharacter;
	if (isValidInputCharacter === void 0) isValidInputCharacter = charIsNumber;
	var isCharacterSame = props.isCharacterSame;
	var otherProps = __rest(props, [
		"type",
		"displayType",
		"customInput",
		"renderText",
		"getInputRef",
		"format",
		"removeFormatting",
		"defaultValue",
		"valueIsNumericString",
		"onValueChange",
		"isAllowed",
		"onChange",
		"onKeyDown",
		"onMouseUp",
		"onFocus",
		"onBlur",
		"value",
		"getCaretBoundary",
		"isValidInputCharacter",
		"isCharacterSame"
	]);
	var ref = useInternalValues(propValue, defaultValue, Boolean(valueIsNumericString), format, removeFormatting, onValueChange);
	var ref_0 = ref[0];
	var formattedValue = ref_0.formattedValue;
	var numAsString = ref_0.numAsString;
	var onFormattedValueChange = ref[1];
	var caretPositionBeforeChange = (0, import_react.useRef)();
	var lastUpdatedValue = (0, import_react.useRef)({
		formattedValue,
		numAsString
	});
	var _onValueChange = function(values, source) {
		lastUpdatedValue.current = {
			formattedValue: values.formattedValue,
			numAsString: values.value
		};
		onFormattedValueChange(values, source);
	};
	var ref$1 = (0, import_react.useState)(false);
	var mounted = ref$1[0];
	var setMounted = ref$1[1];
	var focusedElm = (0, import_react.useRef)(null);
	var timeout = (0, import_react.useRef)({
		setCaretTimeout: null,
		focusTimeout: null
	});
	(0, import_react.useEffect)(function() {
		setMounted(true);
		return function() {
			clearTimeout(timeout.current.setCaretTimeout);
			clearTimeout(timeout.current.focusTimeout);
		};
	}, []);
	var _format = format;
	var getValueObject = function(formattedValue, numAsString) {
		var floatValue = parseFloat(numAsString);
		return {
			formattedValue,
			value: numAsString,
			floatValue: isNaN(floatValue) ? void 0 : floatValue
		};
	};
	var setPatchedCaretPosition = function(el, caretPos, currentValue) {
		if (el.selectionStart === 0 && el.selectionEnd === el.value.length) return;
		setCaretPosition(el, caretPos);
		timeout.current.setCaretTimeout = setTimeout(function() {
			if (el.value === currentValue && el.selectionStart !== caretPos) setCaretPosition(el, caretPos);
		}, 0);
	};
	var correctCaretPosition = function(value, caretPos, direction) {
		return getCaretPosInBoundary(value, caretPos, getCaretBoundary(value), direction);
	};
	var getNewCaretPosition = function(inputValue, newFormattedValue, caretPos) {
		var caretBoundary = getCaretBoundary(newFormattedValue);
		var updatedCaretPos = getCaretPosition(newFormattedValue, formattedValue, inputValue, caretPos, caretBoundary, isValidInputCharacter, isCharacterSame);
		updatedCaretPos = getCaretPosInBoundary(newFormattedValue, updatedCaretPos, caretBoundary);
		return updatedCaretPos;
	};
	var updateValueAndCaretPosition = function(params) {
		var newFormattedValue = params.formattedValue;
		if (newFormattedValue === void 0) newFormattedValue = "";
		var input = params.input;
		var source = params.source;
		var event = params.event;
		var numAsString = params.numAsString;
		var caretPos;
		if (input) {
			var inputValue = params.inputValue || input.value;
			var currentCaretPosition = geInputCaretPosition(input);
			/**
			* set the value imperatively, this is required for IE fix
			* This is also required as if new caret position is beyond the previous value.
			* Caret position will not be set correctly
			*/
			input.value = newFormattedValue;
			caretPos = getNewCaretPosition(inputValue, newFormattedValue, currentCaretPosition);
			if (caretPos !== void 0) setPatchedCaretPosition(input, caretPos, newFormattedValue);
		}
		if (newFormattedValue !== formattedValue) _onValueChange(getValueObject(newFormattedValue, numAsString), {
			event,
			source
		});
	};
	/**
	* if the formatted value is not synced to parent, or if the formatted value is different from last synced value sync it
	* if the formatting props is removed, in which case last formatted value will be different from the numeric string value
	* in such case we need to inform the parent.
	*/
	(0, import_react.useEffect)(function() {
		var ref = lastUpdatedValue.current;
		var lastFormattedValue = ref.formattedValue;
		var lastNumAsString = ref.numAsString;
		if (formattedValue !== lastFormattedValue || numAsString !== lastNumAsString) _onValueChange(getValueObject(formattedValue, numAsString), {
			event: void 0,
			source: SourceType.props
		});
	}, [formattedValue, numAsString]);
	var currentCaretPosition = focusedElm.current ? geInputCaretPosition(focusedElm.current) : void 0;
	(typeof window !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect)(function() {
		var input = focusedElm.current;
		if (formattedValue !== lastUpdatedValue.current.formattedValue && input) {
			var caretPos = getNewCaretPosition(lastUpdatedValue.current.formattedValue, formattedValue, currentCaretPosition);
			/**
			* set the value imperatively, as we set the caret position as well imperatively.
			* This is to keep value and caret position in sync
			*/
			input.value = formattedValue;
			setPatchedCaretPosition(input, caretPos, formattedValue);
		}
	}, [formattedValue]);
	var formatInputValue = function(inputValue, event, source) {
		var input = event.target;
		var changeRange = caretPositionBeforeChange.current ? findChangedRangeFromCaretPositions(caretPositionBeforeChange.current, input.selectionEnd) : findChangeRange(formattedValue, inputValue);
		var changeMeta = Object.assign(Object.assign({}, changeRange), { lastValue: formattedValue });
		var _numAsString = removeFormatting(inputValue, changeMeta);
		var _formattedValue = _format(_numAsString);
		_numAsString = removeFormatting(_formattedValue, void 0);
		if (isAllowed && !isAllowed(getValueObject(_formattedValue, _numAsString))) {
			var input$1 = event.target;
			var caretPos = getNewCaretPosition(inputValue, formattedValue, geInputCaretPosition(input$1));
			input$1.value = formattedValue;
			setPatchedCaretPosition(input$1, caretPos, formattedValue);
			return false;
		}
		updateValueAndCaretPosition({
			formattedValue: _formattedValue,
			numAsString: _numAsString,
			inputValue,
			event,
			source,
			input: event.target
		});
		return true;
	};
	var setCaretPositionInfoBeforeChange = function(el, endOffset) {
		if (endOffset === void 0) endOffset = 0;
		caretPositionBeforeChange.current = {
			selectionStart: el.selectionStart,
			selectionEnd: el.selectionEnd + endOffset
		};
	};
	var _onChange = function(e) {
		var inputValue = e.target.value;
		if (formatInputValue(inputValue, e, SourceType.event)) onChange(e);
		caretPositionBeforeChange.current = void 0;
	};
	var _onKeyDown = function(e) {
		var el = e.target;
		var key = e.key;
		var selectionStart = el.selectionStart;
		var selectionEnd = el.selectionEnd;
		var value = el.value;
		if (value === void 0) value = "";
		var expectedCaretPosition;
		if (key === "ArrowLeft" || key === "Backspace") expectedCaretPosition = Math.max(selectionStart - 1, 0);
		else if (key === "ArrowRight") expectedCaretPosition = Math.min(selectionStart + 1, value.length);
		else if (key === "Delete") expectedCaretPosition = selectionStart;
		var endOffset = 0;
		if (key === "Delete" && selectionStart === selectionEnd) endOffset = 1;
		var isArrowKey = key === "ArrowLeft" || key === "ArrowRight";
		if (expectedCaretPosition === void 0 || selectionStart !== selectionEnd && !isArrowKey) {
			onKeyDown(e);
			setCaretPositionInfoBeforeChange(el, endOffset);
			return;
		}
		var newCaretPosition = expectedCaretPosition;
		if (isArrowKey) {
			newCaretPosition = correctCaretPosition(value, expectedCaretPosition, key === "ArrowLeft" ? "left" : "right");
			if (newCaretPosition !== expectedCaretPosition) e.preventDefault();
		} else if (key === "Delete" && !isValidInputCharacter(value[expectedCaretPosition])) newCaretPosition = correctCaretPosition(value, expectedCaretPosition, "right");
		else if (key === "Backspace" && !isValidInputCharacter(value[expectedCaretPosition])) newCaretPosition = correctCaretPosition(value, expectedCaretPosition, "left");
		if (newCaretPosition !== expectedCaretPosition) setPatchedCaretPosition(el, newCaretPosition, value);
		onKeyDown(e);
		setCaretPositionInfoBeforeChange(el, endOffset);
	};
	/** required to handle the caret position when click anywhere within the input **/
	var _onMouseUp = function(e) {
		var el = e.target;
		/**
		* NOTE: we have to give default value for value as in case when custom input is provided
		* value can come as undefined when nothing is provided on value prop.
		*/
		var correctCaretPositionIfRequired = function() {
			var selectionStart = el.selectionStart;
			var selectionEnd = el.selectionEnd;
			var value = el.value;
			if (value === void 0) value = "";
			if (selectionStart === selectionEnd) {
				var caretPosition = correctCaretPosition(value, selectionStart);
				if (caretPosition !== selectionStart) setPatchedCaretPosition(el, caretPosition, value);
			}
		};
		correctCaretPositionIfRequired();
		requestAnimationFrame(function() {
			correctCaretPositionIfRequired();
		});
		onMouseUp(e);
		setCaretPositionInfoBeforeChange(el);
	};
	var _onFocus = function(e) {
		if (e.persist) e.persist();
		var el = e.target;
		var currentTarget = e.currentTarget;
		focusedElm.current = el;
		timeout.current.focusTimeout = setTimeout(function() {
			var selectionStart = el.selectionStart;
			var selectionEnd = el.selectionEnd;
			var value = el.value;
			if (value === void 0) value = "";
			var caretPosition = correctCaretPosition(value, selectionStart);
			if (caretPosition !== selectionStart && !(selectionStart === 0 && selectionEnd === value.length)) setPatchedCaretPosition(el, caretPosition, value);
			onFocus(Object.assign(Object.assign({}, e), { currentTarget }));
		}, 0);
	};
	var _onBlur = function(e) {
		focusedElm.current = null;
		clearTimeout(timeout.current.focusTimeout);
		clearTimeout(timeout.current.setCaretTimeout);
		onBlur(e);
	};
	var inputMode = mounted && addInputMode() ? "numeric" : void 0;
	var inputProps = Object.assign({ inputMode }, otherProps, {
		type,
		value: formattedValue,
		onChange: _onChange,
		onKeyDown: _onKeyDown,
		onMouseUp: _onMouseUp,
		onFocus: _onFocus,
		onBlur: _onBlur
	});
	if (displayType === "text") return renderText ? import_react.createElement(import_react.Fragment, null, renderText(formattedValue, otherProps) || null) : import_react.createElement("span", Object.assign({}, otherProps, { ref: getInputRef }), formattedValue);
	else if (customInput) {
		var CustomInput = customInput;
		return import_react.createElement(CustomInput, Object.assign({}, inputProps, { ref: getInputRef }));
	}
	return import_react.createElement("input", Object.assign({}, inputProps, { ref: getInputRef }));
}
function format(numStr, props) {
	var decimalScale = props.decimalScale;
	var fixedDecimalScale = props.fixedDecimalScale;
	var prefix = props.prefix;
	if (prefix === void 0) prefix = "";
	var suffix = props.suffix;
	if (suffix === void 0) suffix = "";
	var allowNegative = props.allowNegative;
	var thousandsGroupStyle = props.thousandsGroupStyle;
	if (thousandsGroupStyle === void 0) thousandsGroupStyle = "thousand";
	if (numStr === "" || numStr === "-") return numStr;
	var ref = getSeparators(props);
	var thousandSeparator = ref.thousandSeparator;
	var decimalSeparator = ref.decimalSeparator;
	/**
	* Keep the decimal separator
	* when decimalScale is not defined or non zero and the numStr has decimal in it
	* Or if decimalScale is > 0 and fixeDecimalScale is true (even if numStr has no decimal)
	*/
	var hasDecimalSeparator = decimalScale !== 0 && numStr.indexOf(".") !== -1 || decimalScale && fixedDecimalScale;
	var ref$1 = splitDecimal(numStr, allowNegative);
	var beforeDecimal = ref$1.beforeDecimal;
	var afterDecimal = ref$1.afterDecimal;
	var addNegation = ref$1.addNegation;
	if (decimalScale !== void 0) afterDecimal = limitToScale(afterDecimal, decimalScale, !!fixedDecimalScale);
	if (thousandSeparator) beforeDecimal = applyThousandSeparator(beforeDecimal, thousandSeparator, thousandsGroupStyle);
	if (prefix) beforeDecimal = prefix + beforeDecimal;
	if (suffix) afterDecimal = afterDecimal + suffix;
	if (addNegation) beforeDecimal = "-" + beforeDecimal;
	numStr = beforeDecimal + (hasDecimalSeparator && decimalSeparator || "") + afterDecimal;
	return numStr;
}
function getSeparators(props) {
	var decimalSeparator = props.decimalSeparator;
	if (decimalSeparator === void 0) decimalSeparator = ".";
	var thousandSeparator = props.thousandSeparator;
	var allowedDecimalSeparators = props.allowedDecimalSeparators;
	if (thousandSeparator === true) thousandSeparator = ",";
	if (!allowedDecimalSeparators) allowedDecimalSeparators = [decimalSeparator, "."];
	return {
		decimalSeparator,
		thousandSeparator,
		allowedDecimalSeparators
	};
}
function handleNegation(value, allowNegative) {
	if (value === void 0) value = "";
	var negationRegex = /* @__PURE__ */ new RegExp("(-)");
	var doubleNegationRegex = /* @__PURE__ */ new RegExp("(-)(.)*(-)");
	var hasNegation = negationRegex.test(value);
	var removeNegation = doubleNegationRegex.test(value);
	value = value.replace(/-/g, "");
	if (hasNegation && !removeNegation && allowNegative) value = "-" + value;
	return value;
}
function getNumberRegex(decimalSeparator, global) {
	return new RegExp("(^-)|[0-9]|" + escapeRegExp(decimalSeparator), global ? "g" : void 0);
}
function isNumericString(val, prefix, suffix) {
	if (val === "") return true;
	return !(prefix === null || prefix === void 0 ? void 0 : prefix.match(/\d/)) && !(suffix === null || suffix === void 0 ? void 0 : suffix.match(/\d/)) && typeof val === "string" && !isNaN(Number(val));
}
function removeFormatting(value, changeMeta, props) {
	var assign;
	if (changeMeta === void 0) changeMeta = getDefaultChangeMeta(value);
	var allowNegative = props.allowNegative;
	var prefix = props.prefix;
	if (prefix === void 0) prefix = "";
	var suffix = props.suffix;
	if (suffix === void 0) suffix = "";
	var decimalScale = props.decimalScale;
	var from = changeMeta.from;
	var to = changeMeta.to;
	var start = to.start;
	var end = to.end;
	var ref = getSeparators(props);
	var allowedDecimalSeparators = ref.allowedDecimalSeparators;
	var decimalSeparator = ref.decimalSeparator;
	var isBeforeDecimalSeparator = value[end] === decimalSeparator;
	/**
	* If only a number is added on empty input which matches with the prefix or suffix,
	* then don't remove it, just return the same
	*/
	if (charIsNumber(value) && (value === prefix || value === suffix) && changeMeta.lastValue === "") return value;
	/** Check for any allowed decimal separator is added in the numeric format and replace it with decimal separator */
	if (end - start === 1 && allowedDecimalSeparators.indexOf(value[start]) !== -1) {
		var separator = decimalScale === 0 ? "" : decimalSeparator;
		value = value.substring(0, start) + separator + value.substring(start + 1, value.length);
	}
	var stripNegation = function(value, start, end) {
		/**
		* if prefix starts with - we don't allow negative number to avoid confusion
		* if suffix starts with - and the value length is same as suffix length, then the - sign is from the suffix
		* In other cases, if the value starts with - then it is a negation
		*/
		var hasNegation = false;
		var hasDoubleNegation = false;
		if (prefix.startsWith("-")) hasNegation = false;
		else if (value.startsWith("--")) {
			hasNegation = false;
			hasDoubleNegation = true;
		} else if (suffix.startsWith("-") && value.length === suffix.length) hasNegation = false;
		else if (value[0] === "-") hasNegation = true;
		var charsToRemove = hasNegation ? 1 : 0;
		if (hasDoubleNegation) charsToRemove = 2;
		if (charsToRemove) {
			value = value.substring(charsToRemove);
			start -= charsToRemove;
			end -= charsToRemove;
		}
		return {
			value,
			start,
			end,
			hasNegation
		};
	};
	var toMetadata = stripNegation(value, start, end);
	var hasNegation = toMetadata.hasNegation;
	assign = toMetadata, value = assign.value, start = assign.start, end = assign.end;
	var ref$1 = stripNegation(changeMeta.lastValue, from.start, from.end);
	var fromStart = ref$1.start;
	var fromEnd = ref$1.end;
	var lastValue = ref$1.value;
	var updatedSuffixPart = value.substring(start, end);
	if (value.length && lastValue.length && (fromStart > lastValue.length - suffix.length || fromEnd < prefix.length) && !(updatedSuffixPart && suffix.startsWith(updatedSuffixPart))) value = lastValue;
	/**
	* remove prefix
	* Remove whole prefix part if its present on the value
	* If the prefix is partially deleted (in which case change start index will be less the prefix length)
	* Remove only partial part of prefix.
	*/
	var startIndex = 0;
	if (value.startsWith(prefix)) startIndex += prefix.length;
	else if (start < prefix.length) startIndex = start;
	value = value.substring(startIndex);
	end -= startIndex;
	/**
	* Remove suffix
	* Remove whole suffix part if its present on the value
	* If the suffix is partially deleted (in which case change end index will be greater than the suffixStartIndex)
	* remove the partial part of suffix
	*/
	var endIndex = value.length;
	var suffixStartIndex = value.length - suffix.length;
	if (value.endsWith(suffix)) endIndex = suffixStartIndex;
	else if (end > suffixStartIndex) endIndex = end;
	else if (end > value.length - suffix.length) endIndex = end;
	value = value.substring(0, endIndex);
	value = handleNegation(hasNegation ? "-" + value : value, allowNegative);
	value = (value.match(getNumberRegex(decimalSeparator, true)) || []).join("");
	var firstIndex = value.indexOf(decimalSeparator);
	value = value.replace(new RegExp(escapeRegExp(decimalSeparator), "g"), function(match, index) {
		return index === firstIndex ? "." : "";
	});
	var ref$2 = splitDecimal(value, allowNegative);
	var beforeDecimal = ref$2.beforeDecimal;
	var afterDecimal = ref$2.afterDecimal;
	var addNegation = ref$2.addNegation;
	if (to.end - to.start < from.end - from.start && beforeDecimal === "" && isBeforeDecimalSeparator && !parseFloat(afterDecimal)) value = addNegation ? "-" : "";
	return value;
}
function getCaretBoundary(formattedValue, props) {
	var prefix = props.prefix;
	if (prefix === void 0) prefix = "";
	var suffix = props.suffix;
	if (suffix === void 0) suffix = "";
	var boundaryAry = Array.from({ length: formattedValue.length + 1 }).map(function() {
		return true;
	});
	var hasNegation = formattedValue[0] === "-";
	boundaryAry.fill(false, 0, Math.min(prefix.length + (hasNegation ? 1 : 0), formattedValue.length));
	var valLn = formattedValue.length;
	boundaryAry.fill(false, valLn - suffix.length + 1, valLn + 1);
	return boundaryAry;
}
function validateAndUpdateProps(props) {
	var ref = getSeparators(props);
	var thousandSeparator = ref.thousandSeparator;
	var decimalSeparator = ref.decimalSeparator;
	var prefix = props.prefix;
	if (prefix === void 0) prefix = "";
	var allowNegative = props.allowNegative;
	if (allowNegative === void 0) allowNegative = true;
	if (thousandSeparator === decimalSeparator) throw new Error("\n        Decimal separator can't be same as thousand separator.\n        thousandSeparator: " + thousandSeparator + " (thousandSeparator = {true} is same as thousandSeparator = \",\")\n        decimalSeparator: " + decimalSeparator + " (default value for decimalSeparator is .)\n     ");
	if (prefix.startsWith("-") && allowNegative) {
		console.error("\n      Prefix can't start with '-' when allowNegative is true.\n      prefix: " + prefix + "\n      allowNegative: " + allowNegative + "\n    ");
		allowNegative = false;
	}
	return Object.assign(Object.assign({}, props), { allowNegative });
}
function useNumericFormat(props) {
	props = validateAndUpdateProps(props);
	props.decimalSeparator;
	props.allowedDecimalSeparators;
	props.thousandsGroupStyle;
	var suffix = props.suffix;
	var allowNegative = props.allowNegative;
	var allowLeadingZeros = props.allowLeadingZeros;
	var onKeyDown = props.onKeyDown;
	if (onKeyDown === void 0) onKeyDown = noop;
	var onBlur = props.onBlur;
	if (onBlur === void 0) onBlur = noop;
	var thousandSeparator = props.thousandSeparator;
	var decimalScale = props.decimalScale;
	var fixedDecimalScale = props.fixedDecimalScale;
	var prefix = props.prefix;
	if (prefix === void 0) prefix = "";
	var defaultValue = props.defaultValue;
	var value = props.value;
	var valueIsNumericString = props.valueIsNumericString;
	var onValueChange = props.onValueChange;
	var restProps = __rest(props, [
		"decimalSeparator",
		"allowedDecimalSeparators",
		"thousandsGroupStyle",
		"suffix",
		"allowNegative",
		"allowLeadingZeros",
		"onKeyDown",
		"onBlur",
		"thousandSeparator",
		"decimalScale",
		"fixedDecimalScale",
		"prefix",
		"defaultValue",
		"value",
		"valueIsNumericString",
		"onValueChange"
	]);
	var ref = getSeparators(props);
	var decimalSeparator = ref.decimalSeparator;
	var allowedDecimalSeparators = ref.allowedDecimalSeparators;
	var _format = function(numStr) {
		return format(numStr, props);
	};
	var _removeFormatting = function(inputValue, changeMeta) {
		return removeFormatting(inputValue, changeMeta, props);
	};
	var _value = isNil(value) ? defaultValue : value;
	var _valueIsNumericString = valueIsNumericString !== null && valueIsNumericString !== void 0 ? valueIsNumericString : isNumericString(_value, prefix, suffix);
	if (!isNil(value)) _valueIsNumericString = _valueIsNumericString || typeof value === "number";
	else if (!isNil(defaultValue)) _valueIsNumericString = _valueIsNumericString || typeof defaultValue === "number";
	var roundIncomingValueToPrecision = function(value) {
		if (isNotValidValue(value)) return value;
		if (typeof value === "number") value = toNumericString(value);
		/**
		* only round numeric or float string values coming through props,
		* we don't need to do it for onChange events, as we want to prevent typing there
		*/
		if (_valueIsNumericString && typeof decimalScale === "number") return roundToPrecision(value, decimalScale, Boolean(fixedDecimalScale));
		return value;
	};
	var ref$1 = useInternalValues(roundIncomingValueToPrecision(value), roundIncomingValueToPrecision(defaultValue), Boolean(_valueIsNumericString), _format, _removeFormatting, onValueChange);
	var ref$1_0 = ref$1[0];
	var numAsString = ref$1_0.numAsString;
	var formattedValue = ref$1_0.formattedValue;
	var _onValueChange = ref$1[1];
	var _onKeyDown = function(e) {
		var el = e.target;
		var key = e.key;
		var selectionStart = el.selectionStart;
		var selectionEnd = el.selectionEnd;
		var value = el.value;
		if (value === void 0) value = "";
		if ((key === "Backspace" || key === "Delete") && selectionEnd < prefix.length && value !== "-") {
			e.preventDefault();
			return;
		}
		if (selectionStart !== selectionEnd) {
			onKeyDown(e);
			return;
		}
		if (key === "Backspace" && value[0] === "-" && selectionStart === prefix.length + 1 && allowNegative) setCaretPosition(el, 1);
		if (decimalScale && fixedDecimalScale) {
			if (key === "Backspace" && value[selectionStart - 1] === decimalSeparator) {
				setCaretPosition(el, selectionStart - 1);
				e.preventDefault();
			} else if (key === "Delete" && value[selectionStart] === decimalSeparator) e.preventDefault();
		}
		if ((allowedDecimalSeparators === null || allowedDecimalSeparators === void 0 ? void 0 : allowedDecimalSeparators.includes(key)) && value[selectionStart] === decimalSeparator) setCaretPosition(el, selectionStart + 1);
		var _thousandSeparator = thousandSeparator === true ? "," : thousandSeparator;
		if (key === "Backspace" && value[selectionStart - 1] === _thousandSeparator) setCaretPosition(el, selectionStart - 1);
		if (key === "Delete" && value[selectionStart] === _thousandSeparator) setCaretPosition(el, selectionStart + 1);
		onKeyDown(e);
	};
	var _onBlur = function(e) {
		var _value = numAsString;
		if (!_value.match(/\d/g)) _value = "";
		if (!allowLeadingZeros) _value = fixLeadingZero(_value);
		if (fixedDecimalScale && decimalScale) _value = roundToPrecision(_value, decimalScale, fixedDecimalScale);
		if (_value !== numAsString) _onValueChange({
			formattedValue: format(_value, props),
			value: _value,
			floatValue: parseFloat(_value)
		}, {
			event: e,
			source: SourceType.event
		});
		onBlur(e);
	};
	var isValidInputCharacter = function(inputChar) {
		if (inputChar === decimalSeparator) return true;
		return charIsNumber(inputChar);
	};
	var isCharacterSame = function(ref) {
		var currentValue = ref.currentValue;
		var lastValue = ref.lastValue;
		var formattedValue = ref.formattedValue;
		var currentValueIndex = ref.currentValueIndex;
		var formattedValueIndex = ref.formattedValueIndex;
		var curChar = currentValue[currentValueIndex];
		var newChar = formattedValue[formattedValueIndex];
		var to = findChangeRange(lastValue, currentValue).to;
		var getDecimalSeparatorIndex = function(value) {
			return _removeFormatting(value).indexOf(".") + prefix.length;
		};
		if (value === 0 && fixedDecimalScale && decimalScale && currentValue[to.start] === decimalSeparator && getDecimalSeparatorIndex(currentValue) < currentValueIndex && getDecimalSeparatorIndex(formattedValue) > formattedValueIndex) return false;
		if (currentValueIndex >= to.start && currentValueIndex < to.end && allowedDecimalSeparators && allowedDecimalSeparators.includes(curChar) && newChar === decimalSeparator) return true;
		return curChar === newChar;
	};
	return Object.assign(Object.assign({}, restProps), {
		value: formattedValue,
		valueIsNumericString: false,
		isValidInputCharacter,
		isCharacterSame,
		onValueChange: _onValueChange,
		format: _format,
		removeFormatting: _removeFormatting,
		getCaretBoundary: function(formattedValue) {
			return getCaretBoundary(formattedValue, props);
		},
		onKeyDown: _onKeyDown,
		onBlur: _onBlur
	});
}
function NumericFormat(props) {
	var numericFormatProps = useNumericFormat(props);
	return import_react.createElement(NumberFormatBase, Object.assign({}, numericFormatProps));
}
// node_modules/@mantine/core/esm/components/NumberInput/get-caret-position-after-paste/get-caret-position-after-paste.mjs
function isSignificant(char, decimalSeparator) {
	return /\d/.test(char) || char === decimalSeparator;
}
function getCaretPositionAfterPaste(rawValue, rawCaret, formattedValue, decimalSeparator) {
	let remaining = 0;
	for (let i = 0; i < rawCaret && i < rawValue.length; i += 1) if (isSignificant(rawValue[i], decimalSeparator)) remaining += 1;
	if (remaining === 0) return Math.min(rawCaret, formattedValue.length);
	for (let i = 0; i < formattedValue.length; i += 1) if (isSignificant(formattedValue[i], decimalSeparator)) {
		remaining -= 1;
		if (remaining === 0) return i + 1;
	}
	return formattedValue.length;
}
// node_modules/@mantine/core/esm/components/NumberInput/normalize-pasted-value/normalize-pasted-value.mjs
function countTrailingDigits(value, from) {
	let count = 0;
	while (from + count < value.length && /\d/.test(value[from + count])) count += 1;
	return count;
}
function normalizePastedValue(value, { decimalSeparator, thousandSeparator, allowedDecimalSeparators, thousandsGroupStyle }) {
	const candidates = new Set([...allowedDecimalSeparators, decimalSeparator].filter((s) => s.length === 1));
	const chars = value.split("");
	const occurrences = chars.reduce((acc, char, index) => {
		if (candidates.has(char)) acc.push(index);
		return acc;
	}, []);
	if (occurrences.length === 0) return value;
	const lastIndex = occurrences[occurrences.length - 1];
	const lastChar = chars[lastIndex];
	const lastCharCount = occurrences.filter((index) => chars[index] === lastChar).length;
	const lastGroupSize = thousandsGroupStyle === "wan" ? 4 : 3;
	let decimalIndex = -1;
	if (lastCharCount === 1) {
		if (lastChar === decimalSeparator) decimalIndex = lastIndex;
		else if (lastChar === thousandSeparator) decimalIndex = countTrailingDigits(value, lastIndex + 1) === lastGroupSize ? -1 : lastIndex;
		else decimalIndex = lastIndex;
	}
	return chars.map((char, index) => {
		if (index === decimalIndex) return decimalSeparator;
		if (candidates.has(char) && char !== thousandSeparator) return "";
		return char;
	}).join("");
}
// node_modules/@mantine/core/esm/components/NumberInput/NumberInputChevron.mjs
function NumberInputChevron({ direction, style, ...others }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		style: {
			width: "var(--ni-chevron-size)",
			height: "var(--ni-chevron-size)",
			transform: direction === "up" ? "rotate(180deg)" : void 0,
			...style
		},
		viewBox: "0 0 15 15",
		fill: "none",
		xmlns: "http://www.w3.org/2000/svg",
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z",
			fill: "currentColor",
			fillRule: "evenodd",
			clipRule: "evenodd"
		})
	});
}
// node_modules/@mantine/core/esm/components/NumberInput/NumberInput.module.mjs
var NumberInput_module_default = {
	"root": "m_e2f5cd4e",
	"controls": "m_95e17d22",
	"control": "m_80b4b171"
};
// node_modules/@mantine/core/esm/components/NumberInput/NumberInput.mjs
var leadingDecimalZeroPattern = /^(0\.0*|-0(\.0*)?)$/;
var leadingZerosPattern = /^-?0\d+(\.\d+)?\.?$/;
var trailingZerosPattern = /\.\d*0$/;
var trailingDecimalSeparatorPattern = /^-?\d+\.$/;
function isNumberString(value) {
	return typeof value === "string" && value !== "" && !Number.isNaN(Number(value));
}
function isBigIntValue(value) {
	return typeof value === "bigint";
}
function canStep(value) {
	if (typeof value === "number") return value < Number.MAX_SAFE_INTEGER;
	return value === "" || isNumberString(value) && Number(value) < Number.MAX_SAFE_INTEGER;
}
function isValidBigIntString(value, allowNegative) {
	if (value === "") return false;
	if (value === "-") return false;
	if (!allowNegative && value.startsWith("-")) return false;
	return /^-?\d+$/.test(value);
}
function canStepBigInt(value, allowNegative) {
	if (typeof value === "bigint") return true;
	return value === "" || isValidBigIntString(value, allowNegative);
}
function parseBigIntFromString(value) {
	if (!/^-?\d+$/.test(value)) return null;
	try {
		return BigInt(value);
	} catch {
		return null;
	}
}
function toBigIntOrUndefined(value) {
	if (typeof value === "bigint") return value;
	if (typeof value === "number" && Number.isFinite(value) && Number.isInteger(value)) return BigInt(value);
}
function clampBigInt(value, min, max) {
	if (min !== void 0 && value < min) return min;
	if (max !== void 0 && value > max) return max;
	return value;
}
function getTotalDigits(inputValue) {
	return inputValue.toString().replace(".", "").length;
}
function isValidNumber(floatValue, value) {
	return (typeof floatValue === "number" ? floatValue < Number.MAX_SAFE_INTEGER : !Number.isNaN(Number(floatValue))) && !Number.isNaN(floatValue) && getTotalDigits(value) < 14 && value !== "";
}
function isInRange(value, min, max) {
	if (value === void 0) return true;
	return (min === void 0 || value >= min) && (max === void 0 || value <= max);
}
var defaultProps = {
	size: "sm",
	step: 1,
	clampBehavior: "blur",
	allowDecimal: true,
	allowNegative: true,
	withKeyboardEvents: true,
	allowLeadingZeros: true,
	trimLeadingZeroesOnBlur: true,
	startValue: 0,
	allowedDecimalSeparators: [".", ","]
};
var varsResolver = createVarsResolver((_, { size }) => ({ controls: { "--ni-chevron-size": getSize(size, "ni-chevron-size") } }));
function withTrailingSeparator(value, hasTrailingDecimalSeparator) {
	return hasTrailingDecimalSeparator ? `${value}.` : value;
}
function sanitizeInputOnBlur(value, options) {
	const hasTrailingDecimalSeparator = trailingDecimalSeparatorPattern.test(value);
	const trimmed = options.trim ? value.replace(/^0+(?=\d)/, "") : value;
	const parsedValue = parseFloat(trimmed);
	if (Number.isNaN(parsedValue)) return trimmed;
	if (!options.clamp) return options.trim ? withTrailingSeparator(parsedValue, hasTrailingDecimalSeparator) : value;
	const clamped = parsedValue > Number.MAX_SAFE_INTEGER && options.max !== void 0 ? options.max : clamp$1(parsedValue, options.min, options.max);
	if (!options.trim && clamped === parsedValue) return value;
	return withTrailingSeparator(clamped, hasTrailingDecimalSeparator);
}
function clampAndSanitizeBigIntInput(sanitizedValue, options) {
	if (sanitizedValue === "" || sanitizedValue === "-") return sanitizedValue;
	const parsed = parseBigIntFromString(sanitizedValue);
	if (parsed === null) return sanitizedValue;
	return options.clampBehavior === "blur" ? clampBigInt(parsed, options.min, options.max) : parsed;
}
var NumberInput = genericFactory((_props) => {
	const props = useProps([
		"Input",
		"InputWrapper",
		"NumberInput"
	], defaultProps, _props);
	const { className, classNames, styles, unstyled, vars, onChange, onValueChange, value, defaultValue, max, min, step, hideControls, rightSection, isAllowed, clampBehavior, onBlur, allowDecimal, decimalScale, onKeyDown, onKeyDownCapture, handlersRef, startValue, disabled, rightSectionPointerEvents, allowNegative, readOnly, size, rightSectionWidth, stepHoldInterval, stepHoldDelay, allowLeadingZeros, withKeyboardEvents, trimLeadingZeroesOnBlur, allowedDecimalSeparators, selectAllOnFocus, onMinReached, onMaxReached, onFocus, attributes, ref, ...others } = props;
	const allowNegativeResolved = allowNegative ?? true;
	const allowLeadingZerosResolved = allowLeadingZeros ?? true;
	const getStyles = useStyles({
		name: "NumberInput",
		classes: NumberInput_module_default,
		props,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi({
		classNames,
		styles,
		props
	});
	const valueModeRef = (0, import_react.useRef)(isBigIntValue(value) || isBigIntValue(defaultValue) ? "bigint" : "number");
	if (isBigIntValue(value)) valueModeRef.current = "bigint";
	else if (typeof value === "number") valueModeRef.current = "number";
	const isBigIntMode = valueModeRef.current === "bigint";
	const [_value, setValue] = useUncontrolled({
		value,
		defaultValue,
		finalValue: "",
		onChange
	});
	const shouldUseStepInterval = stepHoldDelay !== void 0 && stepHoldInterval !== void 0;
	const inputRef = (0, import_react.useRef)(null);
	const onStepTimeoutRef = (0, import_react.useRef)(null);
	const stepCountRef = (0, import_react.useRef)(0);
	const minNumber = typeof min === "number" ? min : void 0;
	const maxNumber = typeof max === "number" ? max : void 0;
	const stepNumber = typeof step === "number" ? step : defaultProps.step;
	const startValueNumber = typeof startValue === "number" ? startValue : defaultProps.startValue;
	const minBigInt = toBigIntOrUndefined(min);
	const maxBigInt = toBigIntOrUndefined(max);
	const stepBigInt = toBigIntOrUndefined(step) ?? BigInt(1);
	const startValueBigInt = toBigIntOrUndefined(startValue) ?? BigInt(0);
	const parseBigIntOrString = (inputValue) => {
		if (!isValidBigIntString(inputValue, allowNegativeResolved) || allowLeadingZerosResolved && leadingZerosPattern.test(inputValue)) return inputValue;
		return parseBigIntFromString(inputValue) ?? inputValue;
	};
	const getBigIntFloatValue = (inputValue) => {
		const numericValue = Number(inputValue);
		return Number.isSafeInteger(numericValue) ? numericValue : void 0;
	};
	const handleValueChange = (payload, event) => {
		if (event.source === "event") {
			if (isBigIntMode) setValue(parseBigIntOrString(payload.value));
			else setValue(isValidNumber(payload.floatValue, payload.value) && !leadingDecimalZeroPattern.test(payload.value) && !(allowLeadingZerosResolved ? leadingZerosPattern.test(payload.value) : false) && !trailingZerosPattern.test(payload.value) && !trailingDecimalSeparatorPattern.test(payload.value) ? payload.floatValue : payload.value);
		}
		onValueChange?.(payload, event);
	};
	const getDecimalPlaces = (inputValue) => {
		const match = String(inputValue).match(/(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/);
		if (!match) return 0;
		return Math.max(0, (match[1] ? match[1].length : 0) - (match[2] ? +match[2] : 0));
	};
	const adjustCursor = (position) => {
		if (inputRef.current && typeof position !== "undefined") inputRef.current.setSelectionRange(position, position);
	};
	const incrementRef = (0, import_react.useRef)(noop$1);
	incrementRef.current = () => {
		if (isBigIntMode) {
			if (!canStepBigInt(_value, allowNegativeResolved)) return;
			let val;
			const currentValue = _value;
			if (typeof currentValue === "bigint") {
				const incrementedValue = currentValue + stepBigInt;
				if (maxBigInt !== void 0 && incrementedValue > maxBigInt) onMaxReached?.();
				val = maxBigInt !== void 0 && incrementedValue > maxBigInt ? maxBigInt : incrementedValue;
			} else if (typeof currentValue === "string" && currentValue !== "") {
				const parsed = parseBigIntFromString(currentValue);
				if (parsed === null) return;
				const incrementedValue = parsed + stepBigInt;
				if (maxBigInt !== void 0 && incrementedValue > maxBigInt) onMaxReached?.();
				val = maxBigInt !== void 0 && incrementedValue > maxBigInt ? maxBigInt : incrementedValue;
			} else val = clampBigInt(startValueBigInt, minBigInt, maxBigInt);
			const formattedValue = val.toString();
			setValue(val);
			onValueChange?.({
				floatValue: getBigIntFloatValue(val),
				formattedValue,
				value: formattedValue
			}, { source: "increment" });
			setTimeout(() => adjustCursor(inputRef.current?.value.length), 0);
			return;
		}
		if (!canStep(_value)) return;
		let val;
		const currentValuePrecision = getDecimalPlaces(_value);
		const stepPrecision = getDecimalPlaces(stepNumber);
		const maxPrecision = Math.max(currentValuePrecision, stepPrecision);
		const factor = 10 ** maxPrecision;
		if (!isNumberString(_value) && (typeof _value !== "number" || Number.isNaN(_value))) val = clamp$1(startValueNumber, minNumber, maxNumber);
		else if (maxNumber !== void 0) {
			const incrementedValue = (Math.round(Number(_value) * factor) + Math.round(stepNumber * factor)) / factor;
			if (incrementedValue > maxNumber) onMaxReached?.();
			val = incrementedValue <= maxNumber ? incrementedValue : maxNumber;
		} else val = (Math.round(Number(_value) * factor) + Math.round(stepNumber * factor)) / factor;
		const formattedValue = val.toFixed(maxPrecision);
		setValue(parseFloat(formattedValue));
		onValueChange?.({
			floatValue: parseFloat(formattedValue),
			formattedValue,
			value: formattedValue
		}, { source: "increment" });
		setTimeout(() => adjustCursor(inputRef.current?.value.length), 0);
	};
	const decrementRef = (0, import_react.useRef)(noop$1);
	decrementRef.current = () => {
		if (isBigIntMode) {
			if (!canStepBigInt(_value, allowNegativeResolved)) return;
			let val;
			const minValue = minBigInt !== void 0 ? minBigInt : !allowNegativeResolved ? BigInt(0) : void 0;
			const currentValue = _value;
			if (typeof currentValue === "bigint") {
				const decrementedValue = currentValue - stepBigInt;
				if (minValue !== void 0 && decrementedValue < minValue) onMinReached?.();
				val = minValue !== void 0 && decrementedValue < minValue ? minValue : decrementedValue;
			} else if (typeof currentValue === "string" && currentValue !== "") {
				const parsed = parseBigIntFromString(currentValue);
				if (parsed === null) return;
				const decrementedValue = parsed - stepBigInt;
				if (minValue !== void 0 && decrementedValue < minValue) onMinReached?.();
				val = minValue !== void 0 && decrementedValue < minValue ? minValue : decrementedValue;
			} else val = clampBigInt(startValueBigInt, minValue, maxBigInt);
			const formattedValue = val.toString();
			setValue(val);
			onValueChange?.({
				floatValue: getBigIntFloatValue(val),
				formattedValue,
				value: formattedValue
			}, { source: "decrement" });
			setTimeout(() => adjustCursor(inputRef.current?.value.length), 0);
			return;
		}
		if (!canStep(_value)) return;
		let val;
		const minValue = minNumber !== void 0 ? minNumber : !allowNegativeResolved ? 0 : Number.MIN_SAFE_INTEGER;
		const currentValuePrecision = getDecimalPlaces(_value);
		const stepPrecision = getDecimalPlaces(stepNumber);
		const maxPrecision = Math.max(currentValuePrecision, stepPrecision);
		const factor = 10 ** maxPrecision;
		if (!isNumberString(_value) && typeof _value !== "number" || Number.isNaN(_value)) val = clamp$1(startValueNumber, minValue, maxNumber);
		else {
			const decrementedValue = (Math.round(Number(_value) * factor) - Math.round(stepNumber * factor)) / factor;
			if (minValue !== void 0 && decrementedValue < minValue) onMinReached?.();
			val = minValue !== void 0 && decrementedValue < minValue ? minValue : decrementedValue;
		}
		const formattedValue = val.toFixed(maxPrecision);
		setValue(parseFloat(formattedValue));
		onValueChange?.({
			floatValue: parseFloat(formattedValue),
			formattedValue,
			value: formattedValue
		}, { source: "decrement" });
		setTimeout(() => adjustCursor(inputRef.current?.value.length), 0);
	};
	const handlePaste = (event) => {
		const pastedText = event.clipboardData.getData("text");
		const _decimalSeparator = others.decimalSeparator || ".";
		const modifiedText = normalizePastedValue(pastedText, {
			decimalSeparator: _decimalSeparator,
			thousandSeparator: others.thousandSeparator === true ? "," : others.thousandSeparator === false ? void 0 : others.thousandSeparator,
			allowedDecimalSeparators: allowedDecimalSeparators || [".", ","],
			thousandsGroupStyle: others.thousandsGroupStyle
		});
		if (modifiedText !== pastedText) {
			event.preventDefault();
			const input = inputRef.current;
			if (input) {
				const start = input.selectionStart ?? 0;
				const end = input.selectionEnd ?? 0;
				const currentValue = input.value;
				const newValue = currentValue.substring(0, start) + modifiedText + currentValue.substring(end);
				(Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, "value")?.set)?.call(input, newValue);
				input.dispatchEvent(new Event("change", { bubbles: true }));
				const rawCaret = start + modifiedText.length;
				setTimeout(() => adjustCursor(getCaretPositionAfterPaste(newValue, rawCaret, input.value, _decimalSeparator)), 0);
			}
		}
		others.onPaste?.(event);
	};
	const handleKeyDown = (event) => {
		onKeyDown?.(event);
		if (readOnly || !withKeyboardEvents) return;
		if (event.key === "ArrowUp") {
			event.preventDefault();
			incrementRef.current?.();
		}
		if (event.key === "ArrowDown") {
			event.preventDefault();
			decrementRef.current?.();
		}
	};
	const handleKeyDownCapture = (event) => {
		onKeyDownCapture?.(event);
		if (event.key === "Backspace") {
			const input = inputRef.current;
			if (input && input.selectionStart === 0 && input.selectionStart === input.selectionEnd) {
				event.preventDefault();
				window.setTimeout(() => adjustCursor(0), 0);
			}
		}
	};
	const handleFocus = (event) => {
		if (selectAllOnFocus) window.setTimeout(() => inputRef.current?.select(), 0);
		onFocus?.(event);
	};
	const handleBlur = (event) => {
		let sanitizedValue = _value;
		if (isBigIntMode) {
			if (clampBehavior === "blur" && typeof sanitizedValue === "bigint") sanitizedValue = clampBigInt(sanitizedValue, minBigInt, maxBigInt);
			if (trimLeadingZeroesOnBlur && typeof sanitizedValue === "string") sanitizedValue = clampAndSanitizeBigIntInput(sanitizedValue, {
				min: minBigInt,
				max: maxBigInt,
				clampBehavior
			});
		} else if (typeof sanitizedValue === "number") {
			if (clampBehavior === "blur") sanitizedValue = clamp$1(sanitizedValue, minNumber, maxNumber);
		} else if (typeof sanitizedValue === "string") sanitizedValue = sanitizeInputOnBlur(sanitizedValue, {
			min: minNumber,
			max: maxNumber,
			trim: !!trimLeadingZeroesOnBlur && getDecimalPlaces(sanitizedValue) < 15,
			clamp: clampBehavior === "blur"
		});
		if (_value !== sanitizedValue) setValue(sanitizedValue);
		onBlur?.(event);
	};
	assignRef(handlersRef, {
		increment: incrementRef.current,
		decrement: decrementRef.current
	});
	const onStepHandleChange = (isIncrement) => {
		if (isIncrement) incrementRef.current?.();
		else decrementRef.current?.();
		stepCountRef.current += 1;
	};
	const onStepLoop = (isIncrement) => {
		onStepHandleChange(isIncrement);
		if (shouldUseStepInterval) {
			const interval = typeof stepHoldInterval === "number" ? stepHoldInterval : stepHoldInterval(stepCountRef.current);
			onStepTimeoutRef.current = window.setTimeout(() => onStepLoop(isIncrement), interval);
		}
	};
	const onStep = (event, isIncrement) => {
		event.preventDefault();
		inputRef.current?.focus();
		onStepHandleChange(isIncrement);
		if (shouldUseStepInterval) onStepTimeoutRef.current = window.setTimeout(() => onStepLoop(isIncrement), stepHoldDelay);
	};
	const onStepDone = () => {
		if (onStepTimeoutRef.current) window.clearTimeout(onStepTimeoutRef.current);
		onStepTimeoutRef.current = null;
		stepCountRef.current = 0;
	};
	const controls = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		...getStyles("controls"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnstyledButton, {
			...getStyles("control"),
			tabIndex: -1,
			"aria-hidden": true,
			disabled: disabled || typeof _value === "number" && maxNumber !== void 0 && _value >= maxNumber || typeof _value === "bigint" && maxBigInt !== void 0 && _value >= maxBigInt,
			mod: { direction: "up" },
			onMouseDown: (event) => event.preventDefault(),
			onPointerDown: (event) => {
				onStep(event, true);
			},
			onPointerUp: onStepDone,
			onPointerLeave: onStepDone,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInputChevron, { direction: "up" })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnstyledButton, {
			...getStyles("control"),
			tabIndex: -1,
			"aria-hidden": true,
			disabled: disabled || typeof _value === "number" && minNumber !== void 0 && _value <= minNumber || typeof _value === "bigint" && minBigInt !== void 0 && _value <= minBigInt,
			mod: { direction: "down" },
			onMouseDown: (event) => event.preventDefault(),
			onPointerDown: (event) => {
				onStep(event, false);
			},
			onPointerUp: onStepDone,
			onPointerLeave: onStepDone,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInputChevron, { direction: "down" })
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
		component: NumericFormat,
		allowNegative,
		className: clsx(NumberInput_module_default.root, className),
		size,
		...others,
		inputMode: isBigIntMode ? "numeric" : "decimal",
		readOnly,
		disabled,
		value: typeof _value === "bigint" ? _value.toString() : _value,
		getInputRef: useMergedRef(ref, inputRef),
		onValueChange: handleValueChange,
		rightSection: hideControls || readOnly || !(isBigIntMode ? canStepBigInt(_value, allowNegativeResolved) : canStep(_value)) ? rightSection : rightSection || controls,
		classNames: resolvedClassNames,
		styles: resolvedStyles,
		unstyled,
		__staticSelector: "NumberInput",
		decimalScale: isBigIntMode ? 0 : allowDecimal ? decimalScale : 0,
		onPaste: handlePaste,
		onFocus: handleFocus,
		onKeyDown: handleKeyDown,
		onKeyDownCapture: handleKeyDownCapture,
		rightSectionPointerEvents: rightSectionPointerEvents ?? (disabled ? "none" : void 0),
		rightSectionWidth: rightSectionWidth ?? `var(--ni-right-section-width-${size || "sm"})`,
		allowLeadingZeros,
		allowedDecimalSeparators,
		onBlur: handleBlur,
		attributes,
		isAllowed: (val) => {
			if (!(isAllowed ? isAllowed(val) : true)) return false;
			if (clampBehavior !== "strict") return true;
			if (!isBigIntMode) return isInRange(val.floatValue, minNumber, maxNumber);
			if (val.value === "" || val.value === "-") return true;
			const parsed = parseBigIntFromString(val.value);
			if (parsed === null) return true;
			return (minBigInt === void 0 || parsed >= minBigInt) && (maxBigInt === void 0 || parsed <= maxBigInt);
		}
	});
});
NumberInput.classes = {
	...InputBase.classes,
	...NumberInput_module_default
};
NumberInput.varsResolver = varsResolver;
NumberInput.displayName = "@mantine/core/NumberInput";
// node_modules/@mantine/form/esm/schema-resolver.mjs
function issuesToFormErrors(issues) {
	const errors = {};
	for (const issue of issues) {
		const path = issue.path ? issue.path.map((segment) => typeof segment === "object" ? segment.key : segment).join(".") : "";
		if (!errors[path]) errors[path] = issue.message;
	}
	return filterErrors(errors);
}
function schemaResolver(schema, _options) {
	const sync = _options?.sync ?? false;
	return ((values) => {
		const result = schema["~standard"].validate(values);
		if (result instanceof Promise) return result.then((resolved) => resolved.issues ? issuesToFormErrors(resolved.issues) : {});
		const errors = result.issues ? issuesToFormErrors(result.issues) : {};
		return sync ? errors : Promise.resolve(errors);
	});
}
// src/features/admin/image-picker.tsx
var NOT_AN_IMAGE_MESSAGE = "Only image files can be added";
var IMAGE_TOO_LARGE_MESSAGE = `Images must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
var TOO_MANY_IMAGES_MESSAGE = `A product can have at most 10 images`;
/** Splits picked files into acceptable images and the reason the others were refused. */
function screenImageFiles(files, room) {
	const accepted = [];
	const problems = [];
	for (const file of files) if (!file.type.startsWith("image/")) problems.push(`${NOT_AN_IMAGE_MESSAGE}: "${file.name}"`);
	else if (file.size > 5242880) problems.push(`${IMAGE_TOO_LARGE_MESSAGE}: "${file.name}"`);
	else if (accepted.length >= room) problems.push(TOO_MANY_IMAGES_MESSAGE);
	else accepted.push(file);
	return {
		accepted,
		error: problems.length > 0 ? [...new Set(problems)].join(". ") : null
	};
}
function Preview({ src, label, onRemove }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		style: {
			position: "relative",
			width: 100,
			height: 100
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
			src,
			alt: label,
			w: 100,
			h: 100,
			width: 100,
			height: 100,
			fit: "cover",
			radius: "sm"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
			"aria-label": `Remove ${label}`,
			size: "sm",
			variant: "filled",
			color: "red",
			onClick: onRemove,
			style: {
				position: "absolute",
				top: 4,
				right: 4
			}
		})]
	});
}
function NewImagePreview({ image, index, onRemove }) {
	const url = (0, import_react.useMemo)(() => URL.createObjectURL(image.file), [image.file]);
	(0, import_react.useEffect)(() => () => URL.revokeObjectURL(url), [url]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Preview, {
		src: url,
		label: `new image ${index + 1}`,
		onRemove
	});
}
/** Existing images (update) and newly picked files, each with a 100 px preview and Remove. */
function ImagePicker({ existing, onRemoveExisting, added, onAdd, onRemoveAdded, error, disabled }) {
	const count = existing.length + added.length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileInput, {
			label: "Images",
			placeholder: "Choose images",
			description: "Image files only; you can pick several at once",
			accept: "image/*",
			multiple: true,
			value: [],
			onChange: (files) => onAdd(files),
			error,
			disabled
		}), count > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: "sm",
			"data-testid": "image-previews",
			children: [existing.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Preview, {
				src: image.url,
				label: `image ${index + 1}`,
				onRemove: () => onRemoveExisting(image)
			}, image.url)), added.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewImagePreview, {
				image,
				index,
				onRemove: () => onRemoveAdded(image.id)
			}, image.id))]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			children: "No images chosen."
		})]
	});
}
// src/features/admin/product-form.tsx
var SHIPPING_OPTIONS = [{
	value: "true",
	label: "Yes"
}, {
	value: "false",
	label: "No"
}];
var SAVE_FAILED_FALLBACK = "The product could not be saved";
/** Select options: the form's values plus a stored product's own spelling, so it stays visible. */
function optionsWith(values, current) {
	return current && !values.includes(current) ? [...values, current] : [...values];
}
function ProductForm({ product }) {
	const isUpdate = product !== void 0;
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const categories = useQuery(categoriesQueryOptions());
	const form = useForm({
		initialValues: product ? productFormValuesOf(product) : emptyProductFormValues(),
		validate: schemaResolver(ProductFormInputSchema, { sync: true })
	});
	const [kept, setKept] = (0, import_react.useState)(product?.images ?? []);
	const [added, setAdded] = (0, import_react.useState)([]);
	const [imageError, setImageError] = (0, import_react.useState)(null);
	const [phase, setPhase] = (0, import_react.useState)({ kind: "editing" });
	const nextId = (0, import_react.useRef)(0);
	const backToList = (0, import_react.useCallback)(() => void navigate({ to: "/dashboard/admin-products" }), [navigate]);
	const redirect = useCountdown(REDIRECT_DELAY_MS, backToList);
	const addFiles = (files) => {
		const { accepted, error } = screenImageFiles(files, 10 - kept.length - added.length);
		setImageError(error);
		setAdded((current) => [...current, ...accepted.map((file) => ({
			id: `new-${nextId.current++}`,
			file
		}))]);
	};
	const submit = form.onSubmit(async (values) => {
		setPhase({
			kind: "uploading",
			percent: 0
		});
		try {
			const files = added.map((image) => image.file);
			const parts = product ? await resolveImageParts(product.images, kept, files) : files.map((file) => ({
				kind: "file",
				file
			}));
			const body = buildProductFormData(values, parts);
			await saveProduct(product ? {
				kind: "update",
				id: product._id
			} : { kind: "create" }, body, (fraction) => setPhase({
				kind: "uploading",
				percent: Math.round(fraction * 100)
			}));
			toastSuccess(isUpdate ? PRODUCT_UPDATED_MESSAGE : PRODUCT_CREATED_MESSAGE);
			setPhase({ kind: "saved" });
			redirect.start();
			await queryClient.invalidateQueries({ queryKey: ["products"] });
		} catch (error) {
			toastError(error instanceof ProductSaveError ? error.message : SAVE_FAILED_FALLBACK);
			setPhase({ kind: "editing" });
		}
	});
	const busy = phase.kind !== "editing";
	const categoryOptions = (categories.data ?? []).map((c) => ({
		value: c._id,
		label: c.name
	}));
	if (product && !categoryOptions.some((option) => option.value === product.category._id)) categoryOptions.push({
		value: product.category._id,
		label: product.category.name
	});
	const select = (field) => {
		return {
			...form.getInputProps(field),
			value: form.values[field] === "" ? null : String(form.values[field]),
			onChange: (value) => form.setFieldValue(field, value ?? "")
		};
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "md",
			sm: "xl"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				size: "h2",
				mb: "md",
				children: isUpdate ? "Update Product" : "Create Product"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
				onSubmit: submit,
				noValidate: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("fieldset", {
					disabled: busy,
					style: {
						border: 0,
						padding: 0,
						margin: 0,
						minWidth: 0
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "md",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
								existing: kept,
								onRemoveExisting: (image) => setKept((current) => current.filter((c) => c.url !== image.url)),
								added,
								onAdd: addFiles,
								onRemoveAdded: (id) => setAdded((current) => current.filter((c) => c.id !== id)),
								error: imageError,
								disabled: busy
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Name",
								withAsterisk: true,
								...form.getInputProps("name")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
								label: "Description",
								withAsterisk: true,
								autosize: true,
								minRows: 2,
								...form.getInputProps("description")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
								cols: {
									base: 1,
									sm: 2
								},
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInput, {
										label: "Price",
										withAsterisk: true,
										min: 0,
										decimalScale: 2,
										prefix: "₦",
										thousandSeparator: ",",
										...form.getInputProps("price")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInput, {
										label: "Quantity",
										withAsterisk: true,
										min: 0,
										allowDecimal: false,
										allowNegative: false,
										...form.getInputProps("quantity")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
										label: "Category",
										withAsterisk: true,
										placeholder: categories.isPending ? "Loading categories…" : "Select Category",
										data: categoryOptions,
										searchable: true,
										nothingFoundMessage: "No such category",
										...select("category")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
										label: "Shipping",
										data: SHIPPING_OPTIONS,
										allowDeselect: false,
										...select("shipping")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
										label: "Gender",
										placeholder: "Gender",
										data: optionsWith(GENDERS, form.values.gender),
										clearable: true,
										...select("gender")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
										label: "Brand",
										placeholder: "Brand",
										data: optionsWith(PRODUCT_BRANDS, form.values.brand),
										searchable: true,
										clearable: true,
										...select("brand")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
										label: "Scent Type",
										placeholder: "Scent Type",
										data: optionsWith(SCENT_TYPES, form.values.scentType),
										clearable: true,
										...select("scentType")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
										label: "Fragrance Type",
										placeholder: "Fragrance Type",
										data: optionsWith(FRAGRANCE_TYPES, form.values.fragranceType),
										clearable: true,
										...select("fragranceType")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
										label: "Size (Oz)",
										placeholder: "Size",
										data: optionsWith(SIZES, form.values.size),
										clearable: true,
										...select("size")
									})
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
								label: "Usage",
								autosize: true,
								minRows: 2,
								...form.getInputProps("usage")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
								label: "About",
								autosize: true,
								minRows: 2,
								...form.getInputProps("about")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
								label: "Scent Profile",
								autosize: true,
								minRows: 2,
								...form.getInputProps("scentProfile")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
								label: "Return Policy",
								autosize: true,
								minRows: 2,
								...form.getInputProps("returnPolicy")
							}),
							phase.kind === "uploading" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								gap: 4,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Progress, {
									value: phase.percent,
									"aria-label": "Upload progress",
									striped: true,
									animated: true
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
									size: "sm",
									"aria-live": "polite",
									children: [
										"Uploading… ",
										phase.percent,
										"%"
									]
								})]
							}),
							phase.kind !== "saved" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								type: "submit",
								loading: phase.kind === "uploading",
								children: isUpdate ? "Update Product" : "Create Product"
							}) })
						]
					})
				})
			}),
			phase.kind === "saved" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "sm",
				mt: "md",
				"aria-live": "polite",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					children: [
						"Going back to the products list in ",
						redirect.secondsLeft,
						" s"
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "light",
					onClick: backToList,
					children: "Go now"
				})]
			})
		]
	});
}
export { ProductForm as t };

//# sourceMappingURL=product-form-DQ0szYnd.js.map
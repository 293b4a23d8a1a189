import { F as getRadius, G as require_react, J as __toESM, M as createVarsResolver, S as rgba, V as rem, W as require_jsx_runtime, d as useStyles, f as useProps, t as Box } from "./Box-Cm_KqtDt.js";
import { n as useDidUpdate } from "./use-reduced-motion-BODuG8mh.js";
import { r as useMergedRef } from "./use-merged-ref-DNs_jaWh.js";
import { n as getDefaultZIndex } from "./OptionalPortal-B3pM4_Fa.js";
import { t as polymorphicFactory } from "./polymorphic-factory-a7QsrNxT.js";
import { t as VisuallyHidden } from "./VisuallyHidden-B1kbmkQC.js";
import { z as isElement } from "../entry-server.js";
// node_modules/@mantine/hooks/esm/use-focus-return/use-focus-return.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useFocusReturn({ opened, shouldReturnFocus = true }) {
	const lastActiveElement = (0, import_react.useRef)(null);
	const returnFocus = () => {
		if (lastActiveElement.current && "focus" in lastActiveElement.current && typeof lastActiveElement.current.focus === "function") lastActiveElement.current?.focus({ preventScroll: true });
	};
	useDidUpdate(() => {
		let timeout = -1;
		const clearFocusTimeout = (event) => {
			if (event.key === "Tab") window.clearTimeout(timeout);
		};
		document.addEventListener("keydown", clearFocusTimeout);
		if (opened) lastActiveElement.current = document.activeElement;
		else if (shouldReturnFocus) {
			const activeElementAtClose = document.activeElement;
			timeout = window.setTimeout(() => {
				const currentActiveElement = document.activeElement;
				if (currentActiveElement === null || currentActiveElement === document.body || currentActiveElement === activeElementAtClose) returnFocus();
			}, 10);
		}
		return () => {
			window.clearTimeout(timeout);
			document.removeEventListener("keydown", clearFocusTimeout);
		};
	}, [opened, shouldReturnFocus]);
	return returnFocus;
}
// node_modules/@mantine/hooks/esm/use-focus-trap/tabbable.mjs
var TABBABLE_NODES = /input|select|textarea|button|object|summary|iframe/;
var FOCUS_SELECTOR = "a, input, select, textarea, button, object, summary, iframe, audio[controls], video[controls], [contenteditable], [tabindex]";
function isContentEditable(element) {
	const value = element.getAttribute("contenteditable");
	return value !== null && value !== "false";
}
function hasMediaControls(element) {
	const nodeName = element.nodeName.toLowerCase();
	return (nodeName === "audio" || nodeName === "video") && element.hasAttribute("controls");
}
function hidden(element) {
	return element.style.display === "none";
}
function visible(element) {
	if (element.getAttribute("aria-hidden") || element.getAttribute("hidden") || element.getAttribute("type") === "hidden") return false;
	let parentElement = element;
	while (parentElement) {
		if (parentElement === document.body || parentElement.nodeType === 11) break;
		if (hidden(parentElement)) return false;
		parentElement = parentElement.parentNode;
	}
	return true;
}
function getElementTabIndex(element) {
	let tabIndex = element.getAttribute("tabindex");
	if (tabIndex === null) tabIndex = void 0;
	return parseInt(tabIndex, 10);
}
function focusable(element) {
	const nodeName = element.nodeName.toLowerCase();
	const isTabIndexNotNaN = !Number.isNaN(getElementTabIndex(element));
	return (TABBABLE_NODES.test(nodeName) && !element.disabled || isContentEditable(element) || hasMediaControls(element) || (element instanceof HTMLAnchorElement ? element.href || isTabIndexNotNaN : isTabIndexNotNaN)) && visible(element);
}
function tabbable(element) {
	const tabIndex = getElementTabIndex(element);
	return (Number.isNaN(tabIndex) || tabIndex >= 0) && focusable(element);
}
function findTabbableDescendants(element) {
	const elements = Array.from(element.querySelectorAll(FOCUS_SELECTOR)).filter(tabbable);
	const positive = elements.filter((item) => getElementTabIndex(item) > 0).sort((a, b) => getElementTabIndex(a) - getElementTabIndex(b));
	const regular = elements.filter((item) => !(getElementTabIndex(item) > 0));
	return [...positive, ...regular];
}
// node_modules/@mantine/hooks/esm/use-focus-trap/scope-tab.mjs
var NATIVE_TAB_STOPS_INPUT_TYPES = [
	"date",
	"time",
	"datetime-local",
	"month",
	"week"
];
var NATIVE_TAB_STOPS_NODES = [
	"audio",
	"video",
	"iframe",
	"object",
	"embed"
];
function isRadio(element) {
	return !!element && element.tagName === "INPUT" && element.type === "radio";
}
function isSameRadioGroup(a, b) {
	return a.name !== "" && a.name === b.name && a.form === b.form;
}
function hasNativeTabStops(element) {
	const nodeName = element.nodeName.toLowerCase();
	if (nodeName === "input") return NATIVE_TAB_STOPS_INPUT_TYPES.includes(element.type);
	return NATIVE_TAB_STOPS_NODES.includes(nodeName);
}
function getTabSequence(node, activeElement) {
	const tabbable = findTabbableDescendants(node);
	return tabbable.filter((element) => {
		if (element === activeElement || !isRadio(element)) return true;
		if (isRadio(activeElement) && isSameRadioGroup(element, activeElement)) return false;
		if (element.checked) return true;
		return !tabbable.some((item) => isRadio(item) && item.checked && isSameRadioGroup(item, element));
	});
}
function getStartIndex(sequence, activeElement, node, backwards) {
	const activeIndex = sequence.indexOf(activeElement);
	if (activeIndex !== -1) return activeIndex + 1;
	if (activeElement === node) return 0;
	const position = backwards ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING;
	const nextIndex = sequence.findIndex((element) => (activeElement.compareDocumentPosition(element) & position) !== 0);
	return nextIndex === -1 ? 0 : nextIndex;
}
function getCandidates(node, activeElement, backwards) {
	const sequence = getTabSequence(node, activeElement);
	if (backwards) sequence.reverse();
	const startIndex = getStartIndex(sequence, activeElement, node, backwards);
	return [...sequence.slice(startIndex), ...sequence.slice(0, startIndex)].filter((element) => element !== activeElement);
}
function focusFirstAvailable(candidates, root) {
	for (const candidate of candidates) {
		candidate.focus();
		if (root.activeElement === candidate) return;
	}
}
function scopeTab(node, event) {
	const root = node.getRootNode();
	const activeElement = root.activeElement;
	if (!activeElement || activeElement !== node && !node.contains(activeElement)) return;
	const candidates = getCandidates(node, activeElement, event.shiftKey);
	if (hasNativeTabStops(activeElement)) {
		setTimeout(() => {
			const current = root.activeElement;
			if (node.isConnected && current !== activeElement && current !== candidates[0]) focusFirstAvailable([...candidates, activeElement], root);
		});
		return;
	}
	event.preventDefault();
	focusFirstAvailable(candidates, root);
}
// node_modules/@mantine/hooks/esm/use-focus-trap/use-focus-trap.mjs
var activeTraps = /* @__PURE__ */ new Set();
function hasNestedActiveTrap(ref, node) {
	const activeElement = node.getRootNode().activeElement;
	if (!activeElement) return false;
	for (const trap of activeTraps) {
		const nested = trap.current;
		if (trap !== ref && nested && nested !== node && node.contains(nested) && nested.contains(activeElement)) return true;
	}
	return false;
}
function useFocusTrap(active = true) {
	const ref = (0, import_react.useRef)(null);
	const focusNode = (node) => {
		let focusElement = node.querySelector("[data-autofocus]");
		if (!focusElement) {
			const children = Array.from(node.querySelectorAll(FOCUS_SELECTOR));
			focusElement = children.find(tabbable) || children.find(focusable) || null;
			if (!focusElement && focusable(node)) focusElement = node;
		}
		if (focusElement) focusElement.focus({ preventScroll: true });
		else console.warn("[@mantine/hooks/use-focus-trap] Failed to find focusable element within provided node", node);
	};
	const setRef = (0, import_react.useCallback)((node) => {
		if (!active) return;
		if (node === null) {
			ref.current = null;
			return;
		}
		if (ref.current === node) return;
		setTimeout(() => {
			if (node.getRootNode()) focusNode(node);
			else console.warn("[@mantine/hooks/use-focus-trap] Ref node is not part of the dom", node);
		});
		ref.current = node;
	}, [active]);
	(0, import_react.useEffect)(() => {
		if (!active) return;
		if (ref.current) setTimeout(() => {
			if (ref.current) focusNode(ref.current);
		});
		const handleKeyDown = (event) => {
			if (event.key !== "Tab" || event.defaultPrevented || !ref.current || hasNestedActiveTrap(ref, ref.current)) return;
			scopeTab(ref.current, event);
		};
		activeTraps.add(ref);
		document.addEventListener("keydown", handleKeyDown);
		return () => {
			activeTraps.delete(ref);
			document.removeEventListener("keydown", handleKeyDown);
		};
	}, [active]);
	return setRef;
}
// node_modules/@mantine/core/esm/core/utils/get-single-element-child/get-single-element-child.mjs
var import_jsx_runtime = require_jsx_runtime();
function getSingleElementChild(children) {
	const _children = import_react.Children.toArray(children);
	if (_children.length !== 1 || !isElement(_children[0])) return null;
	return _children[0];
}
// node_modules/@mantine/core/esm/components/Overlay/Overlay.module.mjs
var Overlay_module_default = { "root": "m_9814e45f" };
// node_modules/@mantine/core/esm/components/Overlay/Overlay.mjs
var defaultProps = { zIndex: getDefaultZIndex("modal") };
var varsResolver = createVarsResolver((_, { gradient, color, backgroundOpacity, blur, radius, zIndex }) => ({ root: {
	"--overlay-bg": gradient || (color !== void 0 || backgroundOpacity !== void 0) && rgba(color || "#000", backgroundOpacity ?? .6) || void 0,
	"--overlay-filter": blur ? `blur(${rem(blur)})` : void 0,
	"--overlay-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--overlay-z-index": zIndex?.toString()
} }));
var Overlay = polymorphicFactory((_props) => {
	const props = useProps("Overlay", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, fixed, center, children, radius, zIndex, gradient, blur, color, backgroundOpacity, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Overlay",
		props,
		classes: Overlay_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		mod: [{
			center,
			fixed
		}, mod],
		...others,
		children
	});
});
Overlay.classes = Overlay_module_default;
Overlay.varsResolver = varsResolver;
Overlay.displayName = "@mantine/core/Overlay";
// node_modules/@mantine/core/esm/components/FocusTrap/FocusTrap.mjs
function FocusTrap({ children, active = true, refProp = "ref", innerRef }) {
	const focusTrapRef = useFocusTrap(active);
	const ref = useMergedRef(focusTrapRef, innerRef);
	const child = getSingleElementChild(children);
	if (!child) return children;
	return (0, import_react.cloneElement)(child, { [refProp]: ref });
}
function FocusTrapInitialFocus(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, {
		tabIndex: -1,
		"data-autofocus": true,
		...props
	});
}
FocusTrap.displayName = "@mantine/core/FocusTrap";
FocusTrapInitialFocus.displayName = "@mantine/core/FocusTrapInitialFocus";
FocusTrap.InitialFocus = FocusTrapInitialFocus;
export { useFocusReturn as i, Overlay as n, getSingleElementChild as r, FocusTrap as t };

//# sourceMappingURL=FocusTrap-z_C9VQ67.js.map
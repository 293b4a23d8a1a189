import { n as getDefaultZIndex, t as OptionalPortal } from "./OptionalPortal-B3pM4_Fa.js";
import { F as getRadius, G as require_react, I as getShadow, J as __toESM, M as createVarsResolver, V as rem, W as require_jsx_runtime, d as useStyles, f as useProps, j as clsx, n as factory, t as Box, y as useMantineEnv } from "./Box-Cm_KqtDt.js";
import { t as useResolvedStylesApi } from "./use-resolved-styles-api-DSIhyLZA.js";
import { t as useDirection } from "./DirectionProvider-Vq3Z5VLN.js";
import { i as useFocusReturn, n as Overlay, r as getSingleElementChild, t as FocusTrap } from "./FocusTrap-z_C9VQ67.js";
import { t as Transition } from "./Transition-Bmc3nGWa.js";
import { t as createSafeContext } from "./create-safe-context-CiN6B_TC.js";
import { t as createEventHandler } from "./create-event-handler-CS6DelLA.js";
import { r as useMergedRef } from "./use-merged-ref-DNs_jaWh.js";
import { n as useDidUpdate } from "./use-reduced-motion-BODuG8mh.js";
import { t as useIsomorphicEffect } from "./use-isomorphic-effect-Nmm-0-al.js";
import { t as useUncontrolled } from "./use-uncontrolled-BaFvwtq4.js";
import { c as hide, d as offset, f as shift, l as inline, m as autoUpdate, n as useFloating, o as arrow, p as size, s as flip, u as limitShift } from "./floating-ui.react-DEohixHt.js";
import { t as useId$1 } from "./use-id-CgPvFXNd.js";
// node_modules/@mantine/hooks/esm/use-click-outside/use-click-outside.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var DEFAULT_EVENTS$1 = ["mousedown", "touchstart"];
function useClickOutside(callback, events, nodes, enabled = true, capture = false) {
	const ref = (0, import_react.useRef)(null);
	const eventsList = events || DEFAULT_EVENTS$1;
	const listener = (0, import_react.useEffectEvent)((event) => {
		const { target } = event ?? {};
		if (!document.body.contains(target) && target?.tagName !== "HTML") return;
		const path = event.composedPath();
		if (Array.isArray(nodes)) nodes.every((node) => !!node && !path.includes(node)) && callback(event);
		else if (ref.current && !path.includes(ref.current)) callback(event);
	});
	const eventsKey = eventsList.join(",");
	(0, import_react.useEffect)(() => {
		if (!enabled) return;
		const events = eventsKey.split(",");
		events.forEach((fn) => document.addEventListener(fn, listener, capture));
		return () => {
			events.forEach((fn) => document.removeEventListener(fn, listener, capture));
		};
	}, [
		eventsKey,
		enabled,
		capture
	]);
	return ref;
}
// node_modules/@mantine/hooks/esm/use-long-press/use-long-press.mjs
var DEFAULT_EVENTS = ["mouse", "touch"];
var DEFAULT_MOVE_THRESHOLD = 10;
function useLongPress(onLongPress, options = {}) {
	const { threshold = 400, events = DEFAULT_EVENTS, cancelOnMove = false, onStart, onFinish, onCancel } = options;
	const isLongPressActive = (0, import_react.useRef)(false);
	const isPressed = (0, import_react.useRef)(false);
	const timeout = (0, import_react.useRef)(-1);
	const startPosition = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => () => window.clearTimeout(timeout.current), []);
	const eventsKey = events.join(",");
	return (0, import_react.useMemo)(() => {
		if (typeof onLongPress !== "function") return {};
		const moveEnabled = cancelOnMove !== false;
		const moveThreshold = cancelOnMove === true ? DEFAULT_MOVE_THRESHOLD : cancelOnMove === false ? 0 : cancelOnMove;
		const start = (event) => {
			if (!isMouseEvent(event) && !isTouchEvent(event)) return;
			if (onStart) onStart(event);
			startPosition.current = getEventPosition(event);
			isPressed.current = true;
			timeout.current = window.setTimeout(() => {
				onLongPress(event);
				isLongPressActive.current = true;
			}, threshold);
		};
		const cancel = (event) => {
			if (!isMouseEvent(event) && !isTouchEvent(event)) return;
			if (isLongPressActive.current) {
				if (onFinish) onFinish(event);
			} else if (isPressed.current) {
				if (onCancel) onCancel(event);
			}
			isLongPressActive.current = false;
			isPressed.current = false;
			startPosition.current = null;
			if (timeout.current !== -1) {
				window.clearTimeout(timeout.current);
				timeout.current = -1;
			}
		};
		const move = (event) => {
			if (!moveEnabled || !isPressed.current || isLongPressActive.current) return;
			const position = getEventPosition(event);
			if (!position || !startPosition.current) return;
			const dx = position.x - startPosition.current.x;
			const dy = position.y - startPosition.current.y;
			if (Math.sqrt(dx * dx + dy * dy) > moveThreshold) cancel(event);
		};
		const handlers = {};
		if (events.includes("mouse")) {
			handlers.onMouseDown = start;
			handlers.onMouseUp = cancel;
			handlers.onMouseLeave = cancel;
			if (moveEnabled) handlers.onMouseMove = move;
		}
		if (events.includes("touch")) {
			handlers.onTouchStart = start;
			handlers.onTouchEnd = cancel;
			handlers.onTouchCancel = cancel;
			if (moveEnabled) handlers.onTouchMove = move;
		}
		return handlers;
	}, [
		onLongPress,
		threshold,
		onCancel,
		onFinish,
		onStart,
		cancelOnMove,
		eventsKey
	]);
}
function getEventPosition(event) {
	if (isTouchEvent(event)) {
		const touch = event.touches[0] ?? event.changedTouches[0];
		return touch ? {
			x: touch.clientX,
			y: touch.clientY
		} : null;
	}
	return {
		x: event.clientX,
		y: event.clientY
	};
}
function isTouchEvent(event) {
	return window.TouchEvent ? event.nativeEvent instanceof TouchEvent : "touches" in event.nativeEvent;
}
function isMouseEvent(event) {
	return event.nativeEvent instanceof MouseEvent;
}
// node_modules/@mantine/core/esm/core/utils/noop/noop.mjs
var noop = () => {};
// node_modules/@mantine/core/esm/core/utils/close-on-escape/close-on-escape.mjs
function closeOnEscape(callback, options = { active: true }) {
	if (typeof callback !== "function" || !options.active) return options.onKeyDown || noop;
	return (event) => {
		if (event.key === "Escape") {
			callback(event);
			options.onTrigger?.();
		}
	};
}
// node_modules/@mantine/core/esm/core/utils/get-ref-prop/get-ref-prop.mjs
var import_jsx_runtime = require_jsx_runtime();
function getRefProp(element) {
	if ("19.3.1".startsWith("18."));
	return element?.props?.ref;
}
// node_modules/@mantine/core/esm/utils/Floating/FloatingArrow/get-arrow-position-styles.mjs
function horizontalSide(placement, arrowY, arrowOffset, arrowPosition) {
	if (placement === "center" || arrowPosition === "center") return { top: arrowY };
	if (placement === "end") return { bottom: arrowOffset };
	if (placement === "start") return { top: arrowOffset };
	return {};
}
function verticalSide(placement, arrowX, arrowOffset, arrowPosition, dir) {
	if (placement === "center" || arrowPosition === "center") return { left: arrowX };
	if (placement === "end") return { [dir === "ltr" ? "right" : "left"]: arrowOffset };
	if (placement === "start") return { [dir === "ltr" ? "left" : "right"]: arrowOffset };
	return {};
}
var radiusByFloatingSide = {
	bottom: "borderTopLeftRadius",
	left: "borderTopRightRadius",
	right: "borderBottomLeftRadius",
	top: "borderBottomRightRadius"
};
function getMergeArrowStyles({ position, arrowSize, dir }) {
	const [side, placement] = position.split("-");
	if (!placement) return;
	const baseStyles = {
		width: arrowSize,
		height: arrowSize,
		position: "absolute"
	};
	if (side === "bottom") {
		const isStart = placement === "start";
		const physicalSide = isStart ? dir === "ltr" ? "left" : "right" : dir === "ltr" ? "right" : "left";
		return {
			...baseStyles,
			top: -arrowSize,
			[physicalSide]: 0,
			clipPath: isStart !== (dir === "rtl") ? "polygon(0% 0%, 0% 100%, 100% 100%)" : "polygon(100% 0%, 0% 100%, 100% 100%)"
		};
	}
	if (side === "top") {
		const isStart = placement === "start";
		const physicalSide = isStart ? dir === "ltr" ? "left" : "right" : dir === "ltr" ? "right" : "left";
		return {
			...baseStyles,
			bottom: -arrowSize,
			[physicalSide]: 0,
			clipPath: isStart !== (dir === "rtl") ? "polygon(0% 0%, 100% 0%, 0% 100%)" : "polygon(0% 0%, 100% 0%, 100% 100%)"
		};
	}
	if (side === "left") return {
		...baseStyles,
		right: -arrowSize,
		[placement === "start" ? "top" : "bottom"]: 0,
		clipPath: placement === "start" ? "polygon(0% 0%, 100% 0%, 0% 100%)" : "polygon(0% 0%, 0% 100%, 100% 100%)"
	};
	if (side === "right") return {
		...baseStyles,
		left: -arrowSize,
		[placement === "start" ? "top" : "bottom"]: 0,
		clipPath: placement === "start" ? "polygon(0% 0%, 100% 0%, 100% 100%)" : "polygon(100% 0%, 0% 100%, 100% 100%)"
	};
}
function getArrowPositionStyles({ position, arrowSize, arrowOffset, arrowRadius, arrowPosition, arrowX, arrowY, dir }) {
	if (arrowPosition === "merge") {
		const mergeStyles = getMergeArrowStyles({
			position,
			arrowSize,
			dir
		});
		if (mergeStyles) return mergeStyles;
	}
	const [side, placement = "center"] = position.split("-");
	const baseStyles = {
		width: arrowSize,
		height: arrowSize,
		transform: "rotate(45deg)",
		position: "absolute",
		[radiusByFloatingSide[side]]: arrowRadius
	};
	const arrowPlacement = -arrowSize / 2;
	if (side === "left") return {
		...baseStyles,
		...horizontalSide(placement, arrowY, arrowOffset, arrowPosition),
		right: arrowPlacement,
		borderLeftColor: "transparent",
		borderBottomColor: "transparent",
		clipPath: "polygon(100% 0, 0 0, 100% 100%)"
	};
	if (side === "right") return {
		...baseStyles,
		...horizontalSide(placement, arrowY, arrowOffset, arrowPosition),
		left: arrowPlacement,
		borderRightColor: "transparent",
		borderTopColor: "transparent",
		clipPath: "polygon(0 100%, 0 0, 100% 100%)"
	};
	if (side === "top") return {
		...baseStyles,
		...verticalSide(placement, arrowX, arrowOffset, arrowPosition, dir),
		bottom: arrowPlacement,
		borderTopColor: "transparent",
		borderLeftColor: "transparent",
		clipPath: "polygon(0 100%, 100% 100%, 100% 0)"
	};
	if (side === "bottom") return {
		...baseStyles,
		...verticalSide(placement, arrowX, arrowOffset, arrowPosition, dir),
		top: arrowPlacement,
		borderBottomColor: "transparent",
		borderRightColor: "transparent",
		clipPath: "polygon(0 100%, 0 0, 100% 0)"
	};
	return {};
}
function getArrowMergeDropdownStyles({ position, dir }) {
	const [side, placement] = position.split("-");
	if (!placement) return;
	const isPhysicallyLeft = placement === "start" && dir === "ltr" || placement === "end" && dir === "rtl";
	if (side === "bottom") return isPhysicallyLeft ? { borderTopLeftRadius: 0 } : { borderTopRightRadius: 0 };
	if (side === "top") return isPhysicallyLeft ? { borderBottomLeftRadius: 0 } : { borderBottomRightRadius: 0 };
	if (side === "left") return placement === "start" ? { borderTopRightRadius: 0 } : { borderBottomRightRadius: 0 };
	if (side === "right") return placement === "start" ? { borderTopLeftRadius: 0 } : { borderBottomLeftRadius: 0 };
}
// node_modules/@mantine/core/esm/utils/Floating/FloatingArrow/FloatingArrow.mjs
function FloatingArrow({ position, arrowSize, arrowOffset, arrowRadius, arrowPosition, visible, arrowX, arrowY, style, ...others }) {
	const { dir } = useDirection();
	if (!visible) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "presentation",
		...others,
		style: {
			...style,
			...getArrowPositionStyles({
				position,
				arrowSize,
				arrowOffset,
				arrowRadius,
				arrowPosition,
				dir,
				arrowX,
				arrowY
			})
		}
	});
}
FloatingArrow.displayName = "@mantine/core/FloatingArrow";
// node_modules/@mantine/core/esm/utils/Floating/get-floating-position/get-floating-position.mjs
function getFloatingPosition(dir, position) {
	if (dir === "rtl" && (position.includes("right") || position.includes("left"))) {
		const [side, placement] = position.split("-");
		const flippedPosition = side === "right" ? "left" : "right";
		return placement === void 0 ? flippedPosition : `${flippedPosition}-${placement}`;
	}
	return position;
}
// node_modules/@mantine/core/esm/components/Popover/Popover.context.mjs
var [PopoverContextProvider, usePopoverContext] = createSafeContext("Popover component was not found in the tree");
// node_modules/@mantine/core/esm/utils/Floating/use-context-menu-handlers.mjs
function useContextMenuHandlers({ childProps, disabled, opened, longPressDelay = 500, setReference, open }) {
	const touchActiveRef = (0, import_react.useRef)(false);
	const gestureHandledRef = (0, import_react.useRef)(false);
	const touchTargetRef = (0, import_react.useRef)(null);
	const disabledRef = (0, import_react.useRef)(disabled);
	disabledRef.current = disabled;
	const openAtPoint = (clientX, clientY, contextElement) => {
		setReference({
			getBoundingClientRect: () => ({
				x: clientX,
				y: clientY,
				width: 0,
				height: 0,
				top: clientY,
				left: clientX,
				right: clientX,
				bottom: clientY,
				toJSON: () => void 0
			}),
			contextElement
		});
		open();
	};
	const onMouseDown = createEventHandler(childProps.onMouseDown, (event) => {
		if (disabled) return;
		if (event.button === 2) event.stopPropagation();
	});
	const onContextMenu = createEventHandler(childProps.onContextMenu, (event) => {
		if (disabled || event.defaultPrevented) return;
		event.preventDefault();
		if (gestureHandledRef.current) return;
		openAtPoint(event.clientX, event.clientY, event.currentTarget);
		if (touchActiveRef.current) gestureHandledRef.current = true;
	});
	const longPressHandlers = useLongPress((event) => {
		if (disabledRef.current || gestureHandledRef.current) return;
		const touchEvent = event;
		const touch = touchEvent.touches[0] ?? touchEvent.changedTouches[0];
		if (!touch) return;
		openAtPoint(touch.clientX, touch.clientY, touchTargetRef.current);
		gestureHandledRef.current = true;
	}, {
		threshold: longPressDelay,
		events: ["touch"],
		cancelOnMove: true,
		onStart: (event) => {
			touchActiveRef.current = true;
			gestureHandledRef.current = false;
			touchTargetRef.current = event.currentTarget;
		},
		onFinish: (event) => {
			touchActiveRef.current = false;
			gestureHandledRef.current = false;
			if (!disabledRef.current) event.preventDefault();
		},
		onCancel: () => {
			touchActiveRef.current = false;
			gestureHandledRef.current = false;
		}
	});
	return {
		onContextMenu,
		onMouseDown,
		onTouchStart: createEventHandler(childProps.onTouchStart, longPressHandlers.onTouchStart),
		onTouchEnd: createEventHandler(childProps.onTouchEnd, longPressHandlers.onTouchEnd),
		onTouchCancel: createEventHandler(childProps.onTouchCancel, longPressHandlers.onTouchCancel),
		onTouchMove: createEventHandler(childProps.onTouchMove, longPressHandlers.onTouchMove),
		style: disabled ? childProps.style : {
			...childProps.style,
			WebkitTouchCallout: "none",
			WebkitUserSelect: "none",
			userSelect: "none"
		},
		"data-expanded": opened ? true : void 0
	};
}
// node_modules/@mantine/core/esm/components/Popover/PopoverContextMenu/PopoverContextMenu.mjs
function PopoverContextMenu(props) {
	const { children, disabled, longPressDelay } = useProps("PopoverContextMenu", null, props);
	const child = getSingleElementChild(children);
	if (!child) throw new Error("Popover.ContextMenu component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported");
	const ctx = usePopoverContext();
	const handlers = useContextMenuHandlers({
		childProps: child.props,
		disabled: disabled || ctx.disabled,
		opened: ctx.opened,
		longPressDelay,
		setReference: ctx.reference,
		open: () => {
			if (!ctx.opened) ctx.onToggle();
		}
	});
	return (0, import_react.cloneElement)(child, handlers);
}
PopoverContextMenu.displayName = "@mantine/core/PopoverContextMenu";
// node_modules/@mantine/core/esm/components/Popover/Popover.module.mjs
var Popover_module_default = {
	"dropdown": "m_38a85659",
	"arrow": "m_a31dc6c1",
	"overlay": "m_3d7bc908"
};
// node_modules/@mantine/core/esm/components/Popover/PopoverDropdown/PopoverDropdown.mjs
var PopoverDropdown = factory((_props) => {
	const props = useProps("PopoverDropdown", null, _props);
	const { className, style, vars, children, onKeyDownCapture, variant, classNames, styles, ref, ...others } = props;
	const ctx = usePopoverContext();
	const { dir } = useDirection();
	const mergeStyles = ctx.arrowPosition === "merge" && ctx.withArrow ? getArrowMergeDropdownStyles({
		position: ctx.placement,
		dir
	}) : void 0;
	const returnFocus = useFocusReturn({
		opened: ctx.opened,
		shouldReturnFocus: ctx.returnFocus
	});
	const accessibleProps = ctx.withRoles ? {
		"aria-labelledby": ctx.getTargetId(),
		id: ctx.getDropdownId(),
		role: "dialog",
		tabIndex: -1
	} : {};
	const mergedRef = useMergedRef(ref, ctx.floating);
	if (ctx.disabled) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionalPortal, {
		...ctx.portalProps,
		withinPortal: ctx.withinPortal,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
			mounted: ctx.opened,
			...ctx.transitionProps,
			transition: ctx.transitionProps?.transition || "fade",
			duration: ctx.transitionProps?.duration ?? 150,
			keepMounted: ctx.keepMounted,
			keepMountedMode: ctx.keepMountedMode,
			exitDuration: typeof ctx.transitionProps?.exitDuration === "number" ? ctx.transitionProps.exitDuration : ctx.transitionProps?.duration,
			children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusTrap, {
				active: ctx.trapFocus && ctx.opened,
				innerRef: mergedRef,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					...accessibleProps,
					...others,
					variant,
					onKeyDownCapture: closeOnEscape(() => {
						ctx.onClose?.();
						ctx.onDismiss?.();
					}, {
						active: ctx.closeOnEscape,
						onTrigger: returnFocus,
						onKeyDown: onKeyDownCapture
					}),
					"data-position": ctx.placement,
					"data-fixed": ctx.floatingStrategy === "fixed" || void 0,
					...ctx.getStyles("dropdown", {
						className,
						props,
						classNames,
						styles,
						style: [
							{
								...transitionStyles,
								...mergeStyles,
								zIndex: ctx.zIndex,
								top: ctx.y ?? 0,
								left: ctx.x ?? 0,
								width: ctx.width === "target" ? void 0 : rem(ctx.width),
								...ctx.referenceHidden ? { display: "none" } : null
							},
							ctx.resolvedStyles?.dropdown,
							styles?.dropdown,
							style
						]
					}),
					children: [children, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FloatingArrow, {
						ref: ctx.arrowRef,
						arrowX: ctx.arrowX,
						arrowY: ctx.arrowY,
						visible: ctx.withArrow,
						position: ctx.placement,
						arrowSize: ctx.arrowSize,
						arrowRadius: ctx.arrowRadius,
						arrowOffset: ctx.arrowOffset,
						arrowPosition: ctx.arrowPosition,
						...ctx.getStyles("arrow", {
							props,
							classNames,
							styles
						})
					})]
				})
			})
		})
	});
});
PopoverDropdown.classes = Popover_module_default;
PopoverDropdown.displayName = "@mantine/core/PopoverDropdown";
// node_modules/@mantine/core/esm/components/Popover/PopoverTarget/PopoverTarget.mjs
var defaultProps$1 = {
	refProp: "ref",
	popupType: "dialog"
};
var PopoverTarget = factory((props) => {
	const { children, refProp, popupType, ref, ...others } = useProps("PopoverTarget", defaultProps$1, props);
	const child = getSingleElementChild(children);
	if (!child) throw new Error("Popover.Target component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported");
	const forwardedProps = others;
	const ctx = usePopoverContext();
	const targetRef = useMergedRef(ctx.reference, getRefProp(child), ref);
	const accessibleProps = ctx.withRoles ? {
		"aria-haspopup": popupType,
		"aria-expanded": ctx.opened,
		"aria-controls": ctx.opened ? ctx.getDropdownId() : void 0,
		id: ctx.getTargetId()
	} : {};
	const childProps = child.props;
	return (0, import_react.cloneElement)(child, {
		...forwardedProps,
		...accessibleProps,
		...ctx.targetProps,
		className: clsx(ctx.targetProps.className, forwardedProps.className, childProps.className),
		[refProp]: targetRef,
		...!ctx.controlled ? { onClick: (event) => {
			ctx.onToggle();
			childProps.onClick?.(event);
		} } : null
	});
});
PopoverTarget.displayName = "@mantine/core/PopoverTarget";
// node_modules/@mantine/core/esm/components/Popover/use-popover.mjs
function getDefaultMiddlewares(middlewares) {
	if (middlewares === void 0) return {
		shift: true,
		flip: true
	};
	const result = { ...middlewares };
	if (middlewares.shift === void 0) result.shift = true;
	if (middlewares.flip === void 0) result.flip = true;
	return result;
}
function getPopoverMiddlewares(options, getFloating, disableFlip, lockEnabled) {
	const middlewaresOptions = getDefaultMiddlewares(options.middlewares);
	const middlewares = [offset(options.offset), hide()];
	if (middlewaresOptions.flip && !disableFlip) {
		const userFlip = typeof middlewaresOptions.flip === "boolean" ? {} : middlewaresOptions.flip;
		const flipOptions = lockEnabled ? {
			fallbackStrategy: "initialPlacement",
			...userFlip
		} : userFlip;
		middlewares.push(flip(flipOptions));
	}
	if (middlewaresOptions.shift) {
		const shiftOptions = typeof middlewaresOptions.shift === "boolean" ? {} : middlewaresOptions.shift;
		middlewares.push(shift((state) => {
			const isVerticalPlacement = state.placement.startsWith("top") || state.placement.startsWith("bottom");
			return {
				limiter: limitShift(),
				padding: 5,
				...options.width === "target" && isVerticalPlacement ? { mainAxis: false } : null,
				...shiftOptions
			};
		}));
	}
	if (middlewaresOptions.inline) middlewares.push(typeof middlewaresOptions.inline === "boolean" ? inline() : inline(middlewaresOptions.inline));
	middlewares.push(arrow({
		element: options.arrowRef,
		padding: options.arrowOffset
	}));
	if (middlewaresOptions.size || options.width === "target") middlewares.push(size({
		...typeof middlewaresOptions.size === "boolean" ? {} : middlewaresOptions.size,
		apply({ rects, availableWidth, availableHeight, ...rest }) {
			const styles = getFloating().refs.floating.current?.style ?? {};
			if (middlewaresOptions.size) {
				if (typeof middlewaresOptions.size === "object" && !!middlewaresOptions.size.apply) middlewaresOptions.size.apply({
					rects,
					availableWidth,
					availableHeight,
					...rest
				});
				else Object.assign(styles, {
					maxWidth: `${availableWidth}px`,
					maxHeight: `${availableHeight}px`
				});
			}
			if (options.width === "target") Object.assign(styles, { width: `${rects.reference.width}px` });
		}
	}));
	return middlewares;
}
function usePopover(options) {
	const [_opened, setOpened] = useUncontrolled({
		value: options.opened,
		defaultValue: options.defaultOpened,
		finalValue: false,
		onChange: options.onChange
	});
	const previouslyOpened = (0, import_react.useRef)(_opened);
	const measuredAfterShowRef = (0, import_react.useRef)(false);
	const [lockedPlacement, setLockedPlacement] = (0, import_react.useState)(null);
	const lockEnabled = options.preventPositionChangeWhenVisible !== false;
	const wasOpenedRef = (0, import_react.useRef)(_opened);
	if (_opened !== wasOpenedRef.current) {
		wasOpenedRef.current = _opened;
		if (_opened && lockedPlacement !== null) setLockedPlacement(null);
	}
	const previousPositionRef = (0, import_react.useRef)(options.position);
	if (options.position !== previousPositionRef.current) {
		previousPositionRef.current = options.position;
		measuredAfterShowRef.current = false;
		if (lockedPlacement !== null) setLockedPlacement(null);
	}
	const resetLockedPlacement = (0, import_react.useCallback)(() => setLockedPlacement(null), []);
	const onClose = () => {
		if (_opened && !options.disabled) setOpened(false);
	};
	const onToggle = () => {
		if (!options.disabled) setOpened(!_opened);
	};
	const floating = useFloating({
		open: _opened,
		strategy: options.strategy,
		placement: lockEnabled ? lockedPlacement ?? options.position : options.position,
		middleware: getPopoverMiddlewares(options, () => floating, lockEnabled && lockedPlacement !== null, lockEnabled),
		whileElementsMounted: !options.keepMounted ? autoUpdate : void 0
	});
	(0, import_react.useEffect)(() => {
		if (!options.keepMounted) return;
		const referenceElement = floating.refs.reference.current;
		const floatingElement = floating.refs.floating.current;
		if (_opened && referenceElement && floatingElement) return autoUpdate(referenceElement, floatingElement, floating.update);
	}, [
		options.keepMounted,
		_opened,
		floating.update,
		floating.elements.reference,
		floating.elements.floating
	]);
	useIsomorphicEffect(() => {
		if (!_opened) {
			measuredAfterShowRef.current = false;
			return;
		}
		if (!lockEnabled || lockedPlacement !== null) return;
		const flEl = floating.refs.floating.current;
		if (!flEl || flEl.offsetHeight === 0 || flEl.offsetWidth === 0) return;
		if (!measuredAfterShowRef.current) {
			measuredAfterShowRef.current = true;
			floating.update();
			return;
		}
		if (floating.isPositioned) setLockedPlacement(floating.placement);
	}, [
		lockEnabled,
		_opened,
		floating.isPositioned,
		floating.placement,
		lockedPlacement,
		floating.update
	]);
	const previousPlacementRef = (0, import_react.useRef)(floating.placement);
	useIsomorphicEffect(() => {
		if (previousPlacementRef.current !== floating.placement) {
			previousPlacementRef.current = floating.placement;
			options.onPositionChange?.(floating.placement);
		}
	}, [floating.placement]);
	useDidUpdate(() => {
		if (_opened !== previouslyOpened.current) {
			if (!_opened) options.onClose?.();
			else options.onOpen?.();
		}
		previouslyOpened.current = _opened;
	}, [
		_opened,
		options.onClose,
		options.onOpen
	]);
	return {
		floating,
		controlled: typeof options.opened === "boolean",
		opened: _opened,
		onClose,
		onToggle,
		resetLockedPlacement
	};
}
// node_modules/@mantine/core/esm/components/Popover/Popover.mjs
var defaultProps = {
	position: "bottom",
	offset: 8,
	transitionProps: {
		transition: "fade",
		duration: 150
	},
	middlewares: {
		flip: true,
		shift: true,
		inline: false
	},
	arrowSize: 7,
	arrowOffset: 5,
	arrowRadius: 0,
	arrowPosition: "side",
	closeOnClickOutside: true,
	withinPortal: true,
	closeOnEscape: true,
	trapFocus: false,
	withRoles: true,
	returnFocus: false,
	withOverlay: false,
	hideDetached: true,
	preventPositionChangeWhenVisible: true,
	clickOutsideEvents: ["mousedown", "touchstart"],
	clickOutsideCapture: false,
	zIndex: getDefaultZIndex("popover"),
	__staticSelector: "Popover",
	width: "max-content"
};
var varsResolver = createVarsResolver((_, { radius, shadow }) => ({ dropdown: {
	"--popover-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--popover-shadow": getShadow(shadow)
} }));
function Popover(_props) {
	const props = useProps("Popover", defaultProps, _props);
	const { children, position, offset, onPositionChange, opened, transitionProps, onExitTransitionEnd, onEnterTransitionEnd, width, middlewares, withArrow, arrowSize, arrowOffset, arrowRadius, arrowPosition, unstyled, classNames, styles, closeOnClickOutside, withinPortal, portalProps, closeOnEscape, clickOutsideEvents, clickOutsideCapture, trapFocus, onClose, onDismiss, onOpen, onChange, zIndex, radius, shadow, id, defaultOpened, __staticSelector, withRoles, disabled, returnFocus, variant, keepMounted, keepMountedMode, vars, floatingStrategy, withOverlay, overlayProps, hideDetached, attributes, preventPositionChangeWhenVisible, ...others } = props;
	const getStyles = useStyles({
		name: __staticSelector,
		props,
		classes: Popover_module_default,
		classNames,
		styles,
		unstyled,
		attributes,
		rootSelector: "dropdown",
		vars,
		varsResolver
	});
	const { resolvedStyles } = useResolvedStylesApi({
		classNames,
		styles,
		props
	});
	const arrowRef = (0, import_react.useRef)(null);
	const [targetNode, setTargetNode] = (0, import_react.useState)(null);
	const [dropdownNode, setDropdownNode] = (0, import_react.useState)(null);
	const { dir } = useDirection();
	const env = useMantineEnv();
	const uid = useId$1(id);
	const popover = usePopover({
		middlewares,
		width,
		position: getFloatingPosition(dir, position),
		offset: typeof offset === "number" ? offset + (withArrow ? arrowSize / 2 : 0) : offset,
		arrowRef,
		arrowOffset,
		onPositionChange,
		opened,
		defaultOpened,
		onChange,
		onOpen,
		onClose,
		onDismiss,
		strategy: floatingStrategy,
		disabled,
		preventPositionChangeWhenVisible,
		keepMounted
	});
	useClickOutside(() => {
		if (closeOnClickOutside) {
			popover.onClose();
			onDismiss?.();
		}
	}, clickOutsideEvents, [targetNode, dropdownNode], true, clickOutsideCapture);
	const reference = (0, import_react.useCallback)((node) => {
		setTargetNode(node);
		popover.floating.refs.setReference(node);
	}, [popover.floating.refs.setReference]);
	const floating = (0, import_react.useCallback)((node) => {
		setDropdownNode(node);
		popover.floating.refs.setFloating(node);
	}, [popover.floating.refs.setFloating]);
	const onExited = (0, import_react.useCallback)(() => {
		transitionProps?.onExited?.();
		onExitTransitionEnd?.();
		popover.resetLockedPlacement();
	}, [
		transitionProps?.onExited,
		onExitTransitionEnd,
		popover.resetLockedPlacement
	]);
	const onEntered = (0, import_react.useCallback)(() => {
		transitionProps?.onEntered?.();
		onEnterTransitionEnd?.();
	}, [transitionProps?.onEntered, onEnterTransitionEnd]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PopoverContextProvider, {
		value: {
			returnFocus,
			disabled,
			controlled: popover.controlled,
			reference,
			floating,
			x: popover.floating.x,
			y: popover.floating.y,
			arrowX: popover.floating?.middlewareData?.arrow?.x,
			arrowY: popover.floating?.middlewareData?.arrow?.y,
			opened: popover.opened,
			arrowRef,
			transitionProps: {
				...transitionProps,
				onExited,
				onEntered
			},
			width,
			withArrow,
			arrowSize,
			arrowOffset,
			arrowRadius,
			arrowPosition,
			placement: popover.floating.placement,
			trapFocus,
			withinPortal,
			portalProps,
			zIndex,
			radius,
			shadow,
			closeOnEscape,
			onDismiss,
			onClose: popover.onClose,
			onToggle: popover.onToggle,
			getTargetId: () => uid,
			getDropdownId: () => `${uid}-dropdown`,
			withRoles,
			targetProps: others,
			__staticSelector,
			classNames,
			styles,
			unstyled,
			variant,
			keepMounted,
			keepMountedMode,
			getStyles,
			resolvedStyles,
			floatingStrategy,
			referenceHidden: hideDetached && env !== "test" ? popover.floating.middlewareData.hide?.referenceHidden : false
		},
		children: [children, withOverlay && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
			transition: "fade",
			mounted: popover.opened,
			duration: transitionProps?.duration || 250,
			exitDuration: transitionProps?.exitDuration || 250,
			children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionalPortal, {
				withinPortal,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Overlay, {
					...overlayProps,
					...getStyles("overlay", {
						className: overlayProps?.className,
						style: [transitionStyles, overlayProps?.style]
					})
				})
			})
		})]
	});
}
Popover.Target = PopoverTarget;
Popover.Dropdown = PopoverDropdown;
Popover.ContextMenu = PopoverContextMenu;
Popover.varsResolver = varsResolver;
Popover.displayName = "@mantine/core/Popover";
Popover.extend = (input) => input;
Popover.withProps = (fixedProps) => {
	const Extended = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover, {
		...fixedProps,
		...props
	});
	Extended.extend = Popover.extend;
	Extended.displayName = `WithProps(${Popover.displayName})`;
	return Extended;
};
export { getRefProp as a, getFloatingPosition as i, useContextMenuHandlers as n, noop as o, usePopoverContext as r, Popover as t };

//# sourceMappingURL=Popover-Cp_H5_NB.js.map
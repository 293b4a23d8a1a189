import { A as Divider, D as TextInput, E as Title, L as getAutoContrastValue, M as Button, N as Anchor, O as Stack, R as getContrastColor, S as OUTBOX_QUERY_ROOT, T as queueCheckout, j as Container, k as SimpleGrid, w as cartSignature, x as sendOrder } from "../entry-server.js";
import { t as Grid } from "./Grid-CzmTiiik.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { D as parseThemeColor, E as getThemeColor, F as getRadius, G as require_react, J as __toESM, L as getSize, M as createVarsResolver, W as require_jsx_runtime, c as extractStyleProps, d as useStyles, f as useProps, n as factory, r as genericFactory, t as Box } from "./Box-Cm_KqtDt.js";
import { r as InputsGroupFieldset, t as InlineInput } from "./InlineInput-BRuJrqgx.js";
import { t as RadioIcon } from "./RadioIcon-DDl-ngYR.js";
import { t as Input } from "./Input-1wzKONVa.js";
import { t as useId$1 } from "./use-id-CgPvFXNd.js";
import { t as useUncontrolled } from "./use-uncontrolled-BaFvwtq4.js";
import { t as useDirection } from "./DirectionProvider-Vq3Z5VLN.js";
import { t as UnstyledButton } from "./UnstyledButton-D854g3h1.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as useForm } from "./use-form-L1XHZZVw.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { r as useAtomValue } from "./react-BVC5ilZM.js";
import { d as cartAtom, i as sessionUserAtom } from "./auth-atoms-DYCAUkaS.js";
import { t as formatNaira } from "./currency-7dqU9yeh.js";
import { t as cartTotals } from "./shipping-BY7eZUll.js";
import { t as truncateText } from "./truncate-DsfckIa8.js";
import { n as notifications } from "./notifications.store-CqF2vKlG.js";
import { j as useQueryClient } from "./removable-oH0J22qQ.js";
import { t as useNavigate } from "./useNavigate-Dz6aWI5Q.js";
// node_modules/@mantine/core/esm/components/Radio/RadioGroup/RadioGroup.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var RadioGroupContext = (0, import_react.createContext)(null);
var RadioGroup = genericFactory(((props) => {
	const { value, defaultValue, onChange, size, wrapperProps, children, name, readOnly, disabled, ...others } = useProps("RadioGroup", null, props);
	const _name = useId$1(name);
	const [_value, setValue] = useUncontrolled({
		value,
		defaultValue,
		finalValue: "",
		onChange
	});
	const handleChange = (event) => !readOnly && setValue(typeof event === "string" ? event : event.currentTarget.value);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroupContext, {
		value: {
			value: _value,
			onChange: handleChange,
			size,
			name: _name,
			disabled
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input.Wrapper, {
			size,
			...wrapperProps,
			...others,
			labelElement: "div",
			__staticSelector: "RadioGroup",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputsGroupFieldset, {
				role: "radiogroup",
				children
			})
		})
	});
}));
RadioGroup.classes = Input.Wrapper.classes;
RadioGroup.displayName = "@mantine/core/RadioGroup";
// node_modules/@mantine/core/esm/components/Radio/RadioCard/RadioCard.module.mjs
var RadioCard_module_default = { "card": "m_9dc8ae12" };
// node_modules/@mantine/core/esm/components/Radio/RadioCard/RadioCard.mjs
var RadioCardContext = (0, import_react.createContext)(null);
var defaultProps$2 = { withBorder: true };
var varsResolver$2 = createVarsResolver((_, { radius }) => ({ card: { "--card-radius": getRadius(radius) } }));
var RadioCard = factory((_props) => {
	const props = useProps("RadioCard", defaultProps$2, _props);
	const { classNames, className, style, styles, unstyled, vars, checked, mod, withBorder, value, onClick, name, onKeyDown, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "RadioCard",
		classes: RadioCard_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$2,
		rootSelector: "card"
	});
	const { dir } = useDirection();
	const ctx = (0, import_react.use)(RadioGroupContext);
	const _checked = typeof checked === "boolean" ? checked : ctx?.value === value || false;
	const _name = name || ctx?.name;
	const handleKeyDown = (event) => {
		onKeyDown?.(event);
		if (!_name) return;
		if ([
			"ArrowDown",
			"ArrowUp",
			"ArrowLeft",
			"ArrowRight"
		].includes(event.nativeEvent.code)) {
			event.preventDefault();
			const siblings = Array.from(document.querySelectorAll(`[role="radio"][name="${_name}"]`));
			const currentIndex = siblings.findIndex((element) => element === event.target);
			const nextIndex = currentIndex + 1 >= siblings.length ? 0 : currentIndex + 1;
			const prevIndex = currentIndex - 1 < 0 ? siblings.length - 1 : currentIndex - 1;
			if (event.nativeEvent.code === "ArrowDown") {
				siblings[nextIndex].focus();
				siblings[nextIndex].click();
			}
			if (event.nativeEvent.code === "ArrowUp") {
				siblings[prevIndex].focus();
				siblings[prevIndex].click();
			}
			if (event.nativeEvent.code === "ArrowLeft") {
				siblings[dir === "ltr" ? prevIndex : nextIndex].focus();
				siblings[dir === "ltr" ? prevIndex : nextIndex].click();
			}
			if (event.nativeEvent.code === "ArrowRight") {
				siblings[dir === "ltr" ? nextIndex : prevIndex].focus();
				siblings[dir === "ltr" ? nextIndex : prevIndex].click();
			}
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioCardContext, {
		value: { checked: _checked },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnstyledButton, {
			mod: [{
				"with-border": withBorder,
				checked: _checked
			}, mod],
			...getStyles("card"),
			...others,
			role: "radio",
			"aria-checked": _checked,
			name: _name,
			onClick: (event) => {
				onClick?.(event);
				ctx?.onChange(value || "");
			},
			onKeyDown: handleKeyDown
		})
	});
});
RadioCard.displayName = "@mantine/core/RadioCard";
RadioCard.classes = RadioCard_module_default;
RadioCard.varsResolver = varsResolver$2;
// node_modules/@mantine/core/esm/components/Radio/RadioIndicator/RadioIndicator.module.mjs
var RadioIndicator_module_default = {
	"indicator": "m_717d7ff6",
	"icon": "m_3e4da632",
	"indicator--light": "m_7eec72c0",
	"indicator--outline": "m_2980836c"
};
// node_modules/@mantine/core/esm/components/Radio/RadioIndicator/RadioIndicator.mjs
var defaultProps$1 = { icon: RadioIcon };
var varsResolver$1 = createVarsResolver((theme, { radius, color, size, iconColor, variant, autoContrast }) => {
	const parsedColor = parseThemeColor({
		color: color || theme.primaryColor,
		theme
	});
	const outlineColor = parsedColor.isThemeColor && parsedColor.shade === void 0 ? `var(--mantine-color-${parsedColor.color}-outline)` : parsedColor.color;
	const lightColors = variant === "light" ? theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		variant: "light",
		autoContrast
	}) : void 0;
	const resolvedColor = variant === "outline" ? outlineColor : lightColors ? lightColors.color : getThemeColor(color, theme);
	return { indicator: {
		"--radio-size": getSize(size, "radio-size"),
		"--radio-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--radio-color": resolvedColor,
		"--radio-bg": lightColors?.background,
		"--radio-icon-size": typeof size === "number" ? `calc(${getSize(size, "radio-size")} * 0.4)` : getSize(size, "radio-icon-size"),
		"--radio-icon-color": iconColor ? getThemeColor(iconColor, theme) : lightColors ? lightColors.color : getAutoContrastValue(autoContrast, theme) ? getContrastColor({
			color,
			theme,
			autoContrast
		}) : void 0
	} };
});
var RadioIndicator = factory((_props) => {
	const props = useProps("RadioIndicator", defaultProps$1, _props);
	const { classNames, className, style, styles, unstyled, vars, icon: Icon, radius, color, iconColor, autoContrast, checked, mod, variant, disabled, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "RadioIndicator",
		classes: RadioIndicator_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$1,
		rootSelector: "indicator"
	});
	const ctx = (0, import_react.use)(RadioCardContext);
	const _checked = typeof checked === "boolean" ? checked : ctx?.checked || false;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("indicator", { variant }),
		variant,
		mod: [{
			checked: _checked,
			disabled
		}, mod],
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { ...getStyles("icon") })
	});
});
RadioIndicator.displayName = "@mantine/core/RadioIndicator";
RadioIndicator.classes = RadioIndicator_module_default;
RadioIndicator.varsResolver = varsResolver$1;
// node_modules/@mantine/core/esm/components/Radio/Radio.module.mjs
var Radio_module_default = {
	"root": "m_f3f1af94",
	"inner": "m_89c4f5e4",
	"icon": "m_f3ed6b2b",
	"radio": "m_8a3dbb89",
	"radio--light": "m_99d09bcd",
	"radio--outline": "m_1bfe9d39"
};
// node_modules/@mantine/core/esm/components/Radio/Radio.mjs
var defaultProps = {
	labelPosition: "right",
	withErrorStyles: true
};
var varsResolver = createVarsResolver((theme, { size, radius, color, iconColor, variant, autoContrast }) => {
	const parsedColor = parseThemeColor({
		color: color || theme.primaryColor,
		theme
	});
	const outlineColor = parsedColor.isThemeColor && parsedColor.shade === void 0 ? `var(--mantine-color-${parsedColor.color}-outline)` : parsedColor.color;
	const lightColors = variant === "light" ? theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		variant: "light",
		autoContrast
	}) : void 0;
	const resolvedColor = variant === "outline" ? outlineColor : lightColors ? lightColors.color : getThemeColor(color, theme);
	return { root: {
		"--radio-size": getSize(size, "radio-size"),
		"--radio-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--radio-color": resolvedColor,
		"--radio-bg": lightColors?.background,
		"--radio-icon-color": iconColor ? getThemeColor(iconColor, theme) : lightColors ? lightColors.color : getAutoContrastValue(autoContrast, theme) ? getContrastColor({
			color,
			theme,
			autoContrast
		}) : void 0,
		"--radio-icon-size": getSize(size, "radio-icon-size")
	} };
});
var Radio = factory((_props) => {
	const props = useProps("Radio", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, id, size, label, labelPosition, description, error, radius, color, variant, disabled, wrapperProps, icon: Icon = RadioIcon, rootRef, iconColor, onChange, mod, attributes, withErrorStyles, checked, readOnly, onClick, ...others } = props;
	const getStyles = useStyles({
		name: "Radio",
		classes: Radio_module_default,
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
	const ctx = (0, import_react.use)(RadioGroupContext);
	const contextSize = ctx?.size ?? size;
	const componentSize = props.size ? size : contextSize;
	const { styleProps, rest } = extractStyleProps(others);
	const uuid = useId$1(id);
	const describedBy = [
		description ? `${uuid}-description` : void 0,
		error && typeof error !== "boolean" ? `${uuid}-error` : void 0,
		rest["aria-describedby"]
	].filter(Boolean).join(" ") || void 0;
	const contextChecked = ctx ? ctx.value === rest.value : void 0;
	const withContextProps = {
		checked: contextChecked ?? checked,
		name: rest.name ?? ctx?.name,
		onChange: (event) => {
			if (readOnly) return;
			ctx?.onChange(event);
			onChange?.(event);
		},
		disabled: ctx?.disabled ?? disabled
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InlineInput, {
		...getStyles("root"),
		__staticSelector: "Radio",
		__stylesApiProps: props,
		id: uuid,
		size: componentSize,
		labelPosition,
		label,
		description,
		error,
		disabled: withContextProps.disabled,
		classNames,
		styles,
		unstyled,
		"data-checked": (contextChecked ?? checked) || void 0,
		variant,
		ref: rootRef,
		mod,
		attributes,
		...styleProps,
		...wrapperProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			...getStyles("inner"),
			mod: { "label-position": labelPosition },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("radio", {
					focusable: true,
					variant
				}),
				...rest,
				...withContextProps,
				component: "input",
				mod: {
					error: !!error,
					"with-error-styles": withErrorStyles
				},
				id: uuid,
				type: "radio",
				readOnly,
				"aria-describedby": describedBy,
				onClick: (event) => {
					if (readOnly && withContextProps.checked === void 0) event.preventDefault();
					onClick?.(event);
				}
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				...getStyles("icon"),
				"aria-hidden": true
			})]
		})
	});
});
Radio.classes = Radio_module_default;
Radio.varsResolver = varsResolver;
Radio.displayName = "@mantine/core/Radio";
Radio.Group = RadioGroup;
Radio.Card = RadioCard;
Radio.Indicator = RadioIndicator;
// src/features/checkout/card-fields.tsx
/**
* Card details are typed here for the shopper's reference only. They are uncontrolled inputs
* outside the form's values and have no `name`, so they are never serialised or sent: the shop
* has no card processor, and a card number or CVV must never leave the browser.
*/
function CardFields() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		size: "sm",
		c: "dimmed",
		mt: "sm",
		children: "Card details stay on this device and are never sent. You pay when your order is confirmed by our team."
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
		cols: {
			base: 1,
			sm: 3
		},
		mt: "xs",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Card Number",
				inputMode: "numeric",
				autoComplete: "off"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Expiry Date",
				placeholder: "MM/YY",
				autoComplete: "off"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "CVV",
				inputMode: "numeric",
				autoComplete: "off"
			})
		]
	})] });
}
// src/features/checkout/order-summary.tsx
function OrderSummary({ items, children }) {
	const totals = cartTotals(items);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		p: "md",
		radius: "md",
		component: "section",
		"aria-labelledby": "order-summary-title",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h4",
					id: "order-summary-title",
					children: "Order Summary"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
					component: "ul",
					gap: 6,
					p: 0,
					m: 0,
					style: { listStyle: "none" },
					children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						component: "li",
						justify: "space-between",
						wrap: "nowrap",
						gap: "xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
							size: "sm",
							title: item.name,
							children: [
								truncateText(item.name, 20),
								" × ",
								item.addedQty
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							fw: 600,
							children: formatNaira(item.price * item.addedQty)
						})]
					}, item._id))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Subtotal" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 600,
						children: formatNaira(totals.subtotal)
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Shipping" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 600,
						children: totals.shipping > 0 ? formatNaira(totals.shipping) : "Free shipping (Lagos only)"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 700,
						children: "Total"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 700,
						"data-testid": "checkout-total",
						children: formatNaira(totals.total)
					})]
				}),
				children
			]
		})
	});
}
// src/features/checkout/checkout-screen.tsx
function CheckoutScreen({ placeOrder }) {
	const liveCart = useAtomValue(cartAtom);
	const user = useAtomValue(sessionUserAtom);
	const { confirm, busy, sending } = placeOrder;
	const cart = sending ?? liveCart;
	const form = useForm({ initialValues: {
		fullName: user?.name ?? "",
		phone: "",
		email: user?.email ?? "",
		address: user?.address.street ?? "",
		city: user?.address.city ?? "",
		region: user?.address.state ?? "",
		deliveryMethod: "door",
		paymentMethod: "delivery"
	} });
	if (cart.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "sm",
		py: "xl",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			align: "center",
			ta: "center",
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					size: "h2",
					children: "Checkout"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Your cart is empty, so there is nothing to check out yet." }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: Link,
					to: "/all-fragrances",
					children: "Browse all fragrances"
				})
			]
		})
	});
	const submit = form.onSubmit((values) => confirm(cart, {
		deliveryMethod: values.deliveryMethod,
		fullName: values.fullName.trim(),
		phone: values.phone.trim(),
		address: values.address.trim(),
		region: values.region.trim(),
		city: values.city.trim()
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		size: "xl",
		py: "xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 1,
			size: "h2",
			mb: "md",
			children: "Checkout"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			onSubmit: submit,
			noValidate: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
				gap: "lg",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
					span: {
						base: 12,
						md: 7
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "lg",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
								withBorder: true,
								p: "md",
								radius: "md",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
									order: 2,
									size: "h4",
									mb: "sm",
									children: "Customer Details"
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
									cols: {
										base: 1,
										sm: 2
									},
									children: [
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
											label: "Full Name",
											autoComplete: "name",
											...form.getInputProps("fullName")
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
											label: "Phone",
											type: "tel",
											autoComplete: "tel",
											...form.getInputProps("phone")
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
											label: "Email",
											type: "email",
											autoComplete: "email",
											...form.getInputProps("email")
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
											label: "Address",
											autoComplete: "street-address",
											...form.getInputProps("address")
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
											label: "City",
											autoComplete: "address-level2",
											...form.getInputProps("city")
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
											label: "Region / State",
											autoComplete: "address-level1",
											...form.getInputProps("region")
										})
									]
								})]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
								withBorder: true,
								p: "md",
								radius: "md",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio.Group, {
									label: "Delivery Options",
									...form.getInputProps("deliveryMethod"),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
										mt: "xs",
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {
											value: "door",
											label: "Door Delivery"
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {
											value: "pickup",
											label: "Pick up"
										})]
									})
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
								withBorder: true,
								p: "md",
								radius: "md",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio.Group, {
									label: "Payment Method",
									...form.getInputProps("paymentMethod"),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
										mt: "xs",
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {
											value: "card",
											label: "Card"
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {
											value: "delivery",
											label: "Pay on delivery"
										})]
									})
								}), form.values.paymentMethod === "card" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardFields, {})]
							})
						]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
					span: {
						base: 12,
						md: 5
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderSummary, {
						items: cart,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							fullWidth: true,
							disabled: busy,
							children: busy ? "Loading..." : "Confirm Order"
						})
					})
				})]
			})
		})]
	});
}
// src/features/order-outbox/use-place-order.ts
var ALREADY_WAITING_MESSAGE = "An order is already waiting for connection. It is sent first; you can order again once it is through.";
/**
* Confirms a checkout. One Idempotency-Key per checkout attempt: a double click, a retry after a
* lost answer or a second tab all send the same key, so the server creates one order. A changed
* cart is a new attempt and gets a new key.
*
* The order is written to the outbox before it is sent, so a reload or a lost connection never
* loses it. Placed at once, the shopper sees the confirmation; without an answer, the order page
* shows it waiting while the order mutation keeps trying (order-mutation.ts). The cart is emptied
* only once the server has accepted the order.
*
* The route hands this to the checkout screen (features do not import each other).
*/
function usePlaceOrder() {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const user = useAtomValue(sessionUserAtom);
	const attempt = (0, import_react.useRef)(null);
	const inFlight = (0, import_react.useRef)(false);
	const [sending, setSending] = (0, import_react.useState)(null);
	async function confirm(cart, shipping) {
		if (inFlight.current || cart.length === 0 || !user) return;
		inFlight.current = true;
		setSending(cart);
		const signature = cartSignature(cart);
		if (attempt.current?.signature !== signature) attempt.current = {
			key: crypto.randomUUID(),
			signature
		};
		const key = attempt.current.key;
		try {
			const { queued, alreadyWaiting } = await queueCheckout({
				key,
				userId: user._id,
				body: {
					paymentRef: true,
					cartItems: [...cart],
					shipping
				},
				queuedAt: (/* @__PURE__ */ new Date()).toISOString()
			});
			queryClient.invalidateQueries({ queryKey: [OUTBOX_QUERY_ROOT] });
			if (alreadyWaiting) {
				if (cartSignature(queued.body.cartItems) !== signature) notifications.show({
					color: "red",
					message: ALREADY_WAITING_MESSAGE
				});
				await navigate({
					to: "/order",
					search: { queued: queued.key }
				});
				return;
			}
			const outcome = await sendOrder(queryClient, queued);
			if (outcome.kind === "placed") {
				attempt.current = null;
				await navigate({
					to: "/order",
					search: { id: outcome.order._id }
				});
			} else if (outcome.kind === "waiting") await navigate({
				to: "/order",
				search: { queued: key }
			});
		} finally {
			inFlight.current = false;
			setSending(null);
		}
	}
	return {
		confirm,
		busy: sending !== null,
		sending
	};
}
// src/routes/checkout.tsx?tsr-split=component
/** The checkout screen collects the order; the order outbox sends it and sees it through. */
function CheckoutPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckoutScreen, { placeOrder: usePlaceOrder() });
}
export { CheckoutPage as component };

//# sourceMappingURL=checkout-LGftRQyo.js.map
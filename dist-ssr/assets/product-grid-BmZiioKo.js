import { M as Button, N as Anchor, O as Stack, _ as useBrowserAtomValue, g as NO_IDS, k as SimpleGrid } from "../entry-server.js";
import { t as VisuallyHidden } from "./VisuallyHidden-B1kbmkQC.js";
import { G as require_react, J as __toESM, M as createVarsResolver, R as getSpacing, W as require_jsx_runtime, d as useStyles, f as useProps, t as Box } from "./Box-Cm_KqtDt.js";
import { t as polymorphicFactory } from "./polymorphic-factory-a7QsrNxT.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { t as createSafeContext } from "./create-safe-context-CiN6B_TC.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { i as useSetAtom } from "./react-BVC5ilZM.js";
import { p as cartIdsAtom, u as addToCartAtom } from "./auth-atoms-DYCAUkaS.js";
import { n as notifications } from "./notifications.store-CqF2vKlG.js";
import { t as formatNaira } from "./currency-7dqU9yeh.js";
import { t as Image } from "./Image-ByLI2TXT.js";
import { t as Skeleton } from "./Skeleton-CfKMCcZl.js";
// node_modules/@mantine/core/esm/components/Card/Card.context.mjs
var [CardProvider, useCardContext] = createSafeContext("Card component was not found in tree");
// node_modules/@mantine/core/esm/components/Card/Card.module.mjs
var Card_module_default = {
	"root": "m_e615b15f",
	"section": "m_599a2148"
};
// node_modules/@mantine/core/esm/components/Card/CardSection/CardSection.mjs
var import_jsx_runtime = require_jsx_runtime();
var CardSection = polymorphicFactory((_props) => {
	const { classNames, className, style, styles, vars, withBorder, inheritPadding, mod, ...others } = useProps("CardSection", null, _props);
	const ctx = useCardContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		mod: [{
			"with-border": withBorder,
			"inherit-padding": inheritPadding
		}, mod],
		...ctx.getStyles("section", {
			className,
			style,
			styles,
			classNames
		}),
		...others
	});
});
CardSection.classes = Card_module_default;
CardSection.displayName = "@mantine/core/CardSection";
// node_modules/@mantine/core/esm/components/Card/Card.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var varsResolver = createVarsResolver((_, { padding }) => ({ root: { "--card-padding": getSpacing(padding) } }));
var defaultProps = { orientation: "vertical" };
var Card = polymorphicFactory((_props) => {
	const props = useProps("Card", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, children, padding, attributes, orientation, ...others } = props;
	const getStyles = useStyles({
		name: "Card",
		props,
		classes: Card_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	const _children = import_react.Children.toArray(children);
	const content = _children.map((child, index) => {
		if (typeof child === "object" && child && "type" in child && (child.type === CardSection || child.type?.displayName === "@mantine/core/CardSection")) return (0, import_react.cloneElement)(child, {
			"data-orientation": orientation,
			"data-first-section": index === 0 || void 0,
			"data-last-section": index === _children.length - 1 || void 0
		});
		return child;
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardProvider, {
		value: { getStyles },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
			unstyled,
			"data-orientation": orientation,
			...getStyles("root"),
			...others,
			children: content
		})
	});
});
Card.classes = Card_module_default;
Card.varsResolver = varsResolver;
Card.displayName = "@mantine/core/Card";
Card.Section = CardSection;
// src/components/product/cart-full-toast.ts
var CART_FULL_MESSAGE = `Your cart already holds 50 different products, the most one order can take. Check out or remove a product to add another.`;
/** Told when an add was refused because one order can take no further product. */
function toastCartFull() {
	notifications.show({
		color: "red",
		message: CART_FULL_MESSAGE
	});
}
// src/components/product/cart-button.tsx
/** 'Add to cart', then a disabled 'Added'; a disabled 'Sold Out' when unavailable. */
function CartButton({ product, ...props }) {
	const inCart = useBrowserAtomValue(cartIdsAtom, NO_IDS).has(product._id);
	const addToCart = useSetAtom(addToCartAtom);
	if (!product.isAvailable) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		disabled: true,
		...props,
		children: "Sold Out"
	});
	if (inCart) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		disabled: true,
		...props,
		children: "Added"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		...props,
		onClick: () => {
			if (addToCart(product) === "full") toastCartFull();
		},
		"aria-label": `Add to cart: ${product.name}`,
		children: "Add to cart"
	});
}
// src/components/product/price.tsx
function Price({ amount, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		fw: 700,
		c: "plum.8",
		...props,
		children: formatNaira(amount)
	});
}
/** The product's first image, lazy, with its box reserved so nothing shifts when it arrives. */
function ProductImage({ product, size = 320, eager = false }) {
	const first = product.images[0];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
		src: first?.url,
		alt: product.name,
		width: size,
		height: size,
		loading: eager ? "eager" : "lazy",
		decoding: "async",
		fit: "cover",
		style: {
			aspectRatio: "1 / 1",
			width: "100%",
			height: "auto"
		},
		bg: "gray.1"
	});
}
// src/components/product/product-card.tsx
/** First image, name, description and price, linking to /detail/{id}, with the cart button. */
function ProductCard({ product, badge, eager = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		withBorder: true,
		padding: "sm",
		h: "100%",
		component: "article",
		"aria-label": product.name,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card.Section, {
			pos: "relative",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: "/detail/$id",
				params: { id: product._id },
				tabIndex: -1,
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductImage, {
					product,
					eager
				})
			}), badge && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				pos: "absolute",
				top: 8,
				left: 8,
				children: badge
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 6,
			mt: "sm",
			style: { flex: 1 },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					renderRoot: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						...props,
						to: "/detail/$id",
						params: { id: product._id }
					}),
					fw: 600,
					c: "dark",
					underline: "hover",
					lineClamp: 2,
					children: product.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					lineClamp: 2,
					children: product.description
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Price, {
					amount: product.price,
					mt: "auto"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CartButton, {
					product,
					fullWidth: true,
					size: "sm"
				})
			]
		})]
	});
}
// src/components/product/product-card-skeleton.tsx
function ProductCardSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		withBorder: true,
		padding: "sm",
		"data-testid": "product-card-skeleton",
		"aria-hidden": "true",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card.Section, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			style: { aspectRatio: "1 / 1" },
			radius: 0
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 8,
			mt: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					height: 16,
					width: "70%"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { height: 12 }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					height: 12,
					width: "85%"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					height: 18,
					width: "40%"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { height: 30 })
			]
		})]
	});
}
// src/components/product/product-grid.tsx
var DEFAULT_COLS = {
	base: 2,
	sm: 3,
	md: 4
};
function ProductGrid({ products, skeletonCount, cols = DEFAULT_COLS, label, badge, eagerCount = 0 }) {
	if (!products) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
		cols,
		spacing: "md",
		"aria-busy": "true",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, {
			role: "status",
			children: "Loading products"
		}), Array.from({ length: skeletonCount }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductCardSkeleton, {}, i))]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		cols,
		spacing: "md",
		component: "ul",
		"aria-label": label,
		p: 0,
		m: 0,
		style: { listStyle: "none" },
		children: products.map((product, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductCard, {
			product,
			badge,
			eager: index < eagerCount
		}) }, product._id))
	});
}
export { toastCartFull as a, Price as i, ProductCardSkeleton as n, Card as o, ProductCard as r, ProductGrid as t };

//# sourceMappingURL=product-grid-BmZiioKo.js.map
import { t as Badge } from "./Badge-DcY1NltU.js";
import { E as Title, H as useQuery, M as Button, O as Stack, _ as useBrowserAtomValue, g as NO_IDS, j as Container } from "../entry-server.js";
import { t as Grid } from "./Grid-CzmTiiik.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { t as useNavigate } from "./useNavigate-Dz6aWI5Q.js";
import { i as useSetAtom } from "./react-BVC5ilZM.js";
import { c as HTTPError } from "./client-C7a1WBi8.js";
import { G as require_react, J as __toESM, M as createVarsResolver, W as require_jsx_runtime, d as useStyles, f as useProps, n as factory, t as Box } from "./Box-Cm_KqtDt.js";
import { b as recentlyViewedCap, x as relatedCount } from "./constants-DgaztBQd.js";
import { P as lineQtyLimit, S as LINE_CAP_NOTICE, l as recordViewAtom, p as cartIdsAtom, u as addToCartAtom } from "./auth-atoms-DYCAUkaS.js";
import { a as relatedProductsQueryOptions, i as productQueryOptions, p as shuffle } from "./products-BlzgJcPo.js";
import { r as useBreakpointWidth, t as StarRating } from "./star-rating-DlJOeG2b.js";
import { a as toastCartFull, i as Price, t as ProductGrid } from "./product-grid-BmZiioKo.js";
import { t as RecentlyViewedStrip } from "./recently-viewed-strip-Bi21RBa0.js";
import { t as Accordion } from "./Accordion-HDD02mls.js";
import { t as Skeleton } from "./Skeleton-CfKMCcZl.js";
import { t as VisuallyHidden } from "./VisuallyHidden-B1kbmkQC.js";
import { t as ProductGallery } from "./product-gallery-K-lxM-um.js";
import { t as ActionIcon } from "./ActionIcon-BxSfl_Wh.js";
import { u as PlayIcon } from "./icons-DdcKCZ-u.js";
// node_modules/@mantine/core/esm/components/AspectRatio/AspectRatio.module.mjs
var AspectRatio_module_default = { "root": "m_71ac47fc" };
// node_modules/@mantine/core/esm/components/AspectRatio/AspectRatio.mjs
var import_jsx_runtime = require_jsx_runtime();
var varsResolver = createVarsResolver((_, { ratio }) => ({ root: { "--ar-ratio": ratio?.toString() } }));
var AspectRatio = factory((_props) => {
	const props = useProps("AspectRatio", null, _props);
	const { classNames, className, style, styles, unstyled, vars, ratio, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "AspectRatio",
		classes: AspectRatio_module_default,
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		...others
	});
});
AspectRatio.classes = AspectRatio_module_default;
AspectRatio.varsResolver = varsResolver;
AspectRatio.displayName = "@mantine/core/AspectRatio";
// src/features/catalogue/detail-accordion.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var SECTIONS = [
	{
		value: "about",
		label: "About The Product"
	},
	{
		value: "scentProfile",
		label: "Scent Profile"
	},
	{
		value: "scentType",
		label: "Scent Type"
	},
	{
		value: "usage",
		label: "Suggested For Use"
	},
	{
		value: "returnPolicy",
		label: "Refund Policy"
	}
];
function DetailAccordion({ product }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion, {
		variant: "separated",
		defaultValue: "about",
		mt: "xl",
		children: SECTIONS.map(({ value, label }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion.Item, {
			value,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Control, { children: label }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Panel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				style: { whiteSpace: "pre-line" },
				children: product[value] || "—"
			}) })]
		}, value))
	});
}
// src/features/catalogue/product-detail-skeleton.tsx
function ProductDetailSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		size: "xl",
		py: "xl",
		"aria-busy": "true",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, {
			role: "status",
			children: "Loading product"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
			gap: "xl",
			"data-testid": "product-detail-skeleton",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
				span: {
					base: 12,
					sm: 6
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { style: { aspectRatio: "1 / 1" } })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
				span: {
					base: 12,
					sm: 6
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "md",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
							height: 32,
							width: "70%"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { height: 14 }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
							height: 14,
							width: "90%"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
							height: 18,
							width: "40%"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
							height: 28,
							width: "30%"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { height: 40 }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { height: 40 })
					]
				})
			})]
		})]
	});
}
// src/features/catalogue/quantity-stepper.tsx
/**
* 1..max; the buttons disable at the ends. `limitNote` explains a max that is not the stock (the
* per-order cap): shown under the stepper and read as the plus button's description.
*/
function QuantityStepper({ value, max, limitNote, onChange }) {
	const upper = Math.max(1, max);
	const noteId = (0, import_react.useId)();
	const atLimit = value >= upper;
	const showNote = atLimit && limitNote !== void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		align: "flex-start",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: "xs",
			role: "group",
			"aria-label": "Quantity",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
					variant: "default",
					size: "lg",
					onClick: () => onChange(Math.max(1, value - 1)),
					disabled: value <= 1,
					"aria-label": "Decrease quantity",
					children: "−"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					w: 36,
					ta: "center",
					fw: 600,
					"aria-live": "polite",
					"data-testid": "quantity-value",
					children: value
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
					variant: "default",
					size: "lg",
					onClick: () => onChange(Math.min(upper, value + 1)),
					disabled: atLimit,
					"aria-label": "Increase quantity",
					"aria-describedby": showNote ? noteId : void 0,
					children: "+"
				})
			]
		}), showNote && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			id: noteId,
			children: limitNote
		})]
	});
}
// src/features/catalogue/shuffled-once.ts
var shuffledByLoad = /* @__PURE__ */ new WeakMap();
function shuffledOnce(items) {
	let shuffled = shuffledByLoad.get(items);
	if (!shuffled) {
		shuffled = shuffle(items);
		shuffledByLoad.set(items, shuffled);
	}
	return shuffled;
}
// src/features/catalogue/related-products.tsx
function RelatedProducts({ productId }) {
	const width = useBreakpointWidth();
	const { data, isError } = useQuery(relatedProductsQueryOptions(productId));
	const count = relatedCount(width);
	const shown = (0, import_react.useMemo)(() => data ? shuffledOnce(data).slice(0, count) : void 0, [data, count]);
	if (isError || shown && shown.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "section",
		"aria-labelledby": "related-title",
		gap: "md",
		mt: "xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 2,
			size: "h3",
			id: "related-title",
			children: "Related Products"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGrid, {
			products: shown,
			skeletonCount: count,
			cols: {
				base: 2,
				sm: 3,
				md: 4
			},
			label: "Related Products"
		})]
	});
}
// src/features/catalogue/video-facade.tsx
var PRODUCT_REVIEW_VIDEO_ID = "aqz-KE-bpKQ";
/**
* Click to load: nothing is requested from the video service until the shopper presses play,
* so the page works offline and in tests and sets no third-party cookies by itself.
*/
function VideoFacade({ title }) {
	const [playing, setPlaying] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "section",
		"aria-labelledby": "video-title",
		gap: "sm",
		mt: "xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 2,
			size: "h3",
			id: "video-title",
			children: "Product Review"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AspectRatio, {
			ratio: 16 / 9,
			maw: 800,
			children: playing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
				src: `https://www.youtube-nocookie.com/embed/${PRODUCT_REVIEW_VIDEO_ID}?autoplay=1`,
				title: `${title} review video`,
				allow: "accelerometer; autoplay; encrypted-media; picture-in-picture",
				allowFullScreen: true,
				style: {
					border: 0,
					borderRadius: 8
				}
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				style: {
					borderRadius: 8,
					background: "radial-gradient(circle at 30% 30%, #cf8dbb 0%, #6b2d5c 55%, #2b0f25 100%)",
					display: "flex",
					alignItems: "center",
					justifyContent: "center"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "lg",
					radius: "xl",
					color: "white",
					c: "plum.9",
					leftSection: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayIcon, { size: 20 }),
					onClick: () => setPlaying(true),
					children: "Play product review video"
				})
			})
		})]
	});
}
// src/features/catalogue/product-detail-screen.tsx
function ProductDetailScreen({ id }) {
	const { data: product, error, isPending, fetchStatus, refetch } = useQuery({
		...productQueryOptions(id),
		retryOnMount: false
	});
	const recordView = useSetAtom(recordViewAtom);
	const width = useBreakpointWidth();
	const loadedId = product?._id;
	(0, import_react.useEffect)(() => {
		if (loadedId) recordView(loadedId, recentlyViewedCap(width));
	}, [
		loadedId,
		recordView,
		width
	]);
	if (isPending && fetchStatus === "paused") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductNotFound, { reason: "offline" });
	if (isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductDetailSkeleton, {});
	if (!product) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductNotFound, {
		reason: error instanceof HTTPError && error.response.status === 404 ? "missing" : "failed",
		onRetry: () => void refetch()
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		size: "xl",
		py: "lg",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MainCard, { product }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailAccordion, { product }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VideoFacade, { title: product.name }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RelatedProducts, { productId: product._id }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentlyViewedStrip, { excludeId: product._id })
		]
	});
}
function MainCard({ product }) {
	const [quantity, setQuantity] = (0, import_react.useState)(1);
	const inCart = useBrowserAtomValue(cartIdsAtom, NO_IDS).has(product._id);
	const addToCart = useSetAtom(addToCartAtom);
	const navigate = useNavigate();
	const available = product.isAvailable && product.quantity > 0;
	/** Adds the chosen quantity; false when the cart can take no further product. */
	const add = () => {
		if (addToCart(product, quantity) !== "full") return true;
		toastCartFull();
		return false;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
		gap: "xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
			span: {
				base: 12,
				sm: 6
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGallery, {
				images: product.images,
				name: product.name,
				size: 560
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
			span: {
				base: 12,
				sm: 6
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 1,
						size: "h2",
						children: product.name
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						c: "dimmed",
						children: product.description
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarRating, { avgRating: product.avgRating }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Price, {
						amount: product.price,
						fz: "xl"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						gap: "xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							fw: 600,
							children: "Size:"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
							size: "sm",
							children: [product.size, " Oz"]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						gap: "xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							fw: 600,
							children: "Availability:"
						}), available ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, {
							color: "green",
							variant: "light",
							children: [
								"In Stock (",
								product.quantity,
								" left)"
							]
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							color: "red",
							variant: "light",
							children: "Out of Stock"
						})]
					}),
					available && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuantityStepper, {
						value: quantity,
						max: lineQtyLimit(product.quantity),
						limitNote: product.quantity > 10 ? LINE_CAP_NOTICE : void 0,
						onChange: setQuantity
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						gap: "sm",
						mt: "sm",
						children: [available ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "md",
							onClick: () => {
								if (add()) navigate({ to: "/cart" });
							},
							children: "Buy Now"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "md",
							disabled: true,
							children: "Sold Out"
						}), available && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "md",
							variant: "outline",
							disabled: inCart,
							onClick: add,
							children: inCart ? "Added" : "Add to cart"
						})]
					})
				]
			})
		})]
	});
}
var NOT_SHOWN_TEXT = {
	missing: "This fragrance may have been removed or the link is wrong.",
	offline: "You are offline and this product has not been saved on this device yet. It will load when you are back online.",
	failed: "Please check your connection and try again."
};
/** Why a product page shows no product: gone (a 404 page), offline, or a failed load (Retry). */
function ProductNotFound({ reason, onRetry }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "sm",
		py: 80,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			align: "center",
			ta: "center",
			gap: "md",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					size: "h2",
					children: reason === "missing" ? "Product not found" : "This product could not be loaded"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					c: "dimmed",
					children: NOT_SHOWN_TEXT[reason]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "center",
					children: [onRetry && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: onRetry,
						children: "Retry"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: "/all-fragrances",
						variant: onRetry ? "default" : "filled",
						children: "Browse all fragrances"
					})]
				})
			]
		})
	});
}
export { ProductNotFound as n, ProductDetailScreen as t };

//# sourceMappingURL=product-detail-screen-DTQBeBRv.js.map
import { E as Title, H as useQuery, M as Button, N as Anchor, O as Stack, j as Container, k as SimpleGrid } from "../entry-server.js";
import { t as RecentlyViewedStrip } from "./recently-viewed-strip-Bi21RBa0.js";
import { F as getRadius, G as require_react, J as __toESM, L as getSize, M as createVarsResolver, W as require_jsx_runtime, d as useStyles, f as useProps, n as factory, t as Box } from "./Box-Cm_KqtDt.js";
import { o as Card } from "./product-grid-BmZiioKo.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Image } from "./Image-ByLI2TXT.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as VisuallyHidden } from "./VisuallyHidden-B1kbmkQC.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { n as ProductBlock, t as FlashSaleBlock } from "./flash-sale-block-PDBM_JhN.js";
import { t as useReducedMotion } from "./use-reduced-motion-BODuG8mh.js";
import { _ as homeBlockSizes, c as HOME_BLOCK_PAGES, s as HERO_AUTOPLAY_MS, v as isMobileWidth, y as isTabletWidth } from "./constants-DgaztBQd.js";
import { r as productPageQueryOptions } from "./products-BlzgJcPo.js";
import { n as StarRow, r as useBreakpointWidth } from "./star-rating-DlJOeG2b.js";
import { t as ActionIcon } from "./ActionIcon-BxSfl_Wh.js";
import { t as Avatar } from "./Avatar-CuWuk_Dw.js";
import { c as LockIcon, f as ShieldIcon, i as ChevronRightIcon, o as HeadsetIcon, r as ChevronLeftIcon } from "./icons-DdcKCZ-u.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
// node_modules/@mantine/core/esm/components/ThemeIcon/ThemeIcon.module.mjs
var ThemeIcon_module_default = { "root": "m_7341320d" };
// node_modules/@mantine/core/esm/components/ThemeIcon/ThemeIcon.mjs
var import_jsx_runtime = require_jsx_runtime();
var varsResolver = createVarsResolver((theme, { size, radius, variant, gradient, color, autoContrast }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		gradient,
		variant: variant || "filled",
		autoContrast
	});
	return { root: {
		"--ti-size": getSize(size, "ti-size"),
		"--ti-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--ti-bg": color || variant ? colors.background : void 0,
		"--ti-color": color || variant ? colors.color : void 0,
		"--ti-bd": color || variant ? colors.border : void 0
	} };
});
var ThemeIcon = factory((_props) => {
	const props = useProps("ThemeIcon", null, _props);
	const { classNames, className, style, styles, unstyled, vars, autoContrast, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "ThemeIcon",
		classes: ThemeIcon_module_default,
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
ThemeIcon.classes = ThemeIcon_module_default;
ThemeIcon.varsResolver = varsResolver;
ThemeIcon.displayName = "@mantine/core/ThemeIcon";
// src/features/home/blog-cards.tsx
var POSTS = [
	{
		title: "How to Make Your Perfume Last All Day",
		author: "Tolu Adebayo",
		date: "12 March 2025",
		excerpt: "Pulse points, moisturised skin and a few habits that keep your scent going from morning to night.",
		image: "/images/blog-1.webp"
	},
	{
		title: "Choosing a Signature Scent for Lagos Heat",
		author: "Kemi Okafor",
		date: "28 February 2025",
		excerpt: "Fresh and citrus families shine in hot weather. Here is how to pick one that suits you.",
		image: "/images/blog-2.webp"
	},
	{
		title: "Eau De Parfum or Eau De Toilette?",
		author: "Yusuf Bello",
		date: "9 February 2025",
		excerpt: "Concentration, longevity and price: what the labels really mean before you buy.",
		image: "/images/blog-3.webp"
	},
	{
		title: "Gifting Fragrance Without Guesswork",
		author: "Ifeoma Eze",
		date: "20 January 2025",
		excerpt: "A simple guide to choosing a perfume someone will actually wear.",
		image: "/images/blog-4.webp"
	}
];
var DESKTOP_COUNT = 3;
function BlogCard({ post }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		withBorder: true,
		padding: "md",
		component: "article",
		h: "100%",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card.Section, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
			src: post.image,
			alt: "",
			width: 600,
			height: 360,
			loading: "lazy",
			style: {
				aspectRatio: "5 / 3",
				height: "auto"
			}
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 6,
			mt: "sm",
			style: { flex: 1 },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "xs",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "xs",
							c: "dimmed",
							children: post.author
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "xs",
							c: "dimmed",
							children: "·"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "xs",
							c: "dimmed",
							children: post.date
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 3,
					size: "h5",
					children: post.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					lineClamp: 3,
					style: { flex: 1 },
					children: post.excerpt
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
					component: Link,
					to: "/blog",
					fw: 600,
					size: "sm",
					children: ["Read More", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(VisuallyHidden, { children: [": ", post.title] })]
				})
			]
		})]
	});
}
/** Three posts on desktop, four on mobile. */
function BlogCards() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "section",
		"aria-labelledby": "blog-title",
		gap: "md",
		py: "lg",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				size: "h3",
				id: "blog-title",
				children: "Blog Posts"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				visibleFrom: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
					cols: 3,
					spacing: "md",
					"data-testid": "desktop-blog",
					children: POSTS.slice(0, DESKTOP_COUNT).map((post) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlogCard, { post }, post.title))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				hiddenFrom: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
					cols: 1,
					spacing: "md",
					"data-testid": "mobile-blog",
					children: POSTS.map((post) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlogCard, { post }, post.title))
				})
			})
		]
	});
}
// src/features/home/brand-strip.tsx
var BRANDS = [
	{
		name: "Dior",
		image: "/images/brand-dior.webp"
	},
	{
		name: "Versace",
		image: "/images/brand-versace.webp"
	},
	{
		name: "Armani",
		image: "/images/brand-armani.webp"
	},
	{
		name: "Lattafa",
		image: "/images/brand-lattafa.webp"
	}
];
/** Four brand tiles, each opening the listing filtered by that brand. */
function BrandStrip() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "section",
		"aria-labelledby": "brands-title",
		gap: "md",
		py: "lg",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			justify: "space-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				size: "h3",
				id: "brands-title",
				children: "All Fragrance Brands"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
				component: Link,
				to: "/all-fragrances",
				fw: 600,
				"aria-label": "View all brands",
				children: "View all"
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 2,
				sm: 4
			},
			spacing: "md",
			children: BRANDS.map((brand) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: "/all-fragrances",
				search: { brand: [brand.name] },
				"aria-label": `${brand.name} fragrances`,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: brand.image,
					alt: `${brand.name} logo`,
					width: 320,
					height: 160,
					loading: "lazy",
					style: {
						width: "100%",
						height: "auto",
						borderRadius: 12,
						display: "block"
					}
				})
			}, brand.name))
		})]
	});
}
// contract/hero-slides.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var HERO_SLIDES = [
	{
		headline: "Classic Elegance",
		tagline: "Timeless scents that never go out of style.",
		image: "/images/hero-1.webp"
	},
	{
		headline: "Sensual & Seductive",
		tagline: "Warm, rich notes for unforgettable evenings.",
		image: "/images/hero-2.webp"
	},
	{
		headline: "Fresh & Crisp",
		tagline: "Clean, bright fragrances for every day.",
		image: "/images/hero-3.webp"
	},
	{
		headline: "Modern Chic",
		tagline: "Bold signatures for the way you live now.",
		image: "/images/hero-4.webp"
	}
];
var hero_carousel_module_default = {
	root: "_root_1h8n9_1",
	track: "_track_1h8n9_7",
	slide: "_slide_1h8n9_19",
	image: "_image_1h8n9_25",
	content: "_content_1h8n9_33",
	dots: "_dots_1h8n9_44",
	dot: "_dot_1h8n9_44"
};
// src/features/home/hero-swipe.ts
/** Next slide index for a horizontal swipe of `dx` pixels, or null when below the threshold. */
function slideAfterSwipe(current, dx, count, threshold) {
	if (Math.abs(dx) <= threshold || count === 0) return null;
	return dx < 0 ? (current + 1) % count : (current - 1 + count) % count;
}
// src/features/home/hero-carousel.tsx
/**
* Four slides, auto-advancing every 5 s, swipeable, with indicators and no previous/next
* controls. Auto-advance pauses while focus or the pointer is inside, and when the shopper
* prefers reduced motion.
*/
function HeroCarousel() {
	const [active, setActive] = (0, import_react.useState)(0);
	const [paused, setPaused] = (0, import_react.useState)(false);
	const reducedMotion = useReducedMotion();
	const startX = (0, import_react.useRef)(null);
	const count = HERO_SLIDES.length;
	(0, import_react.useEffect)(() => {
		if (paused || reducedMotion) return;
		const timer = window.setInterval(() => setActive((i) => (i + 1) % count), HERO_AUTOPLAY_MS);
		return () => window.clearInterval(timer);
	}, [
		paused,
		reducedMotion,
		count,
		active
	]);
	const onPointerDown = (event) => {
		startX.current = event.clientX;
	};
	const onPointerUp = (event) => {
		if (startX.current === null) return;
		const next = slideAfterSwipe(active, event.clientX - startX.current, count, 40);
		startX.current = null;
		if (next !== null) setActive(next);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: hero_carousel_module_default.root,
		style: { height: 450 },
		"aria-roledescription": "carousel",
		"aria-label": "Featured collections",
		onFocus: () => setPaused(true),
		onBlur: (event) => {
			if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
		},
		onPointerDown,
		onPointerUp,
		onPointerCancel: () => startX.current = null,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: hero_carousel_module_default.track,
			style: { transform: `translateX(-${active * 100}%)` },
			children: HERO_SLIDES.map((slide, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: hero_carousel_module_default.slide,
				role: "group",
				"aria-roledescription": "slide",
				"aria-label": `${index + 1} of ${count}`,
				"aria-hidden": index !== active,
				inert: index !== active,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					className: hero_carousel_module_default.image,
					src: slide.image,
					alt: "",
					width: 1600,
					height: 450,
					loading: index === 0 ? "eager" : "lazy",
					draggable: false
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
					size: "xl",
					h: "100%",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: hero_carousel_module_default.content,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
								order: index === 0 ? 1 : 2,
								size: "h1",
								c: "white",
								children: slide.headline
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								size: "lg",
								c: "gray.1",
								children: slide.tagline
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								component: Link,
								to: "/all-fragrances",
								size: "md",
								color: "white",
								c: "plum.9",
								"aria-label": `Shop Now: ${slide.headline}`,
								children: "Shop Now"
							}) })
						]
					})
				})]
			}, slide.headline))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: hero_carousel_module_default.dots,
			children: HERO_SLIDES.map((slide, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: hero_carousel_module_default.dot,
				"aria-label": `Show slide ${index + 1}: ${slide.headline}`,
				"aria-current": index === active,
				onClick: () => setActive(index)
			}, slide.headline))
		})]
	});
}
// src/features/home/home-product-blocks.tsx
/** New Arrival and BestSeller show 2, 3 or 4 placeholders by width (spec section 8). */
function pagedSkeletonCount(width) {
	if (isMobileWidth(width)) return 2;
	if (isTabletWidth(width)) return 3;
	return 4;
}
function usePage(page, limit) {
	const { data, isError } = useQuery(productPageQueryOptions(page, limit));
	return isError ? [] : data;
}
function NewArrivalBlock() {
	const width = useBreakpointWidth();
	const products = usePage(HOME_BLOCK_PAGES.newArrival, homeBlockSizes(width).newArrival);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductBlock, {
		id: "new-arrival-title",
		title: "New Arrival",
		products,
		skeletonCount: pagedSkeletonCount(width),
		viewAll: "/new-arrivals"
	});
}
function BestSellerBlock() {
	const width = useBreakpointWidth();
	const products = usePage(HOME_BLOCK_PAGES.bestSeller, homeBlockSizes(width).bestSeller);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductBlock, {
		id: "best-seller-title",
		title: "BestSeller",
		products,
		skeletonCount: pagedSkeletonCount(width),
		viewAll: "/new-arrivals"
	});
}
function AllFeaturedBlock() {
	const width = useBreakpointWidth();
	const products = usePage(HOME_BLOCK_PAGES.allFeatured, homeBlockSizes(width).allFeatured);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductBlock, {
		id: "all-featured-title",
		title: "All Featured Fragrance",
		products,
		skeletonCount: 4,
		viewAll: "/all-fragrances"
	});
}
// src/features/home/review-data.ts
var r = (quote, name, n) => ({
	quote,
	name,
	photo: `/images/avatar-${n}.webp`
});
/** The two desktop sets the arrows toggle between. */
var REVIEW_SETS = [[
	r("My Dior arrived sealed and smelled exactly like the store tester. Delivery was quick.", "Adaeze O.", 1),
	r("Great prices in naira and the oud lasts all day. I have already ordered again.", "Tunde A.", 2),
	r("Customer support helped me pick a gift for my wife. She loves it!", "Chinedu E.", 3),
	r("Authentic perfumes at last, without travelling abroad. Highly recommended.", "Funke B.", 4)
], [
	r("The Lattafa collection is amazing value. Packaging was neat and secure.", "Ibrahim K.", 2),
	r("Paid online without stress and got my order in two days in Lagos.", "Ngozi U.", 1),
	r("Found a discontinued scent I had been hunting for years. Thank you!", "Segun F.", 4),
	r("Lovely fresh fragrances for the heat. The filters made choosing easy.", "Amaka N.", 3)
]];
/** Shown on small screens instead of the two desktop sets. */
var MOBILE_REVIEWS = [
	r("Fast delivery and genuine products. My go-to perfume shop now.", "Bola T.", 3),
	r("I love the flash sales: got a designer scent for much less.", "Emeka J.", 2),
	r("Every bottle I have bought has been authentic and long-lasting.", "Halima S.", 1),
	r("Friendly support team and easy returns. Five stars from me.", "Kunle D.", 4)
];
// src/features/home/reviews-section.tsx
function ReviewCard({ review }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
		withBorder: true,
		padding: "md",
		component: "figure",
		m: 0,
		h: "100%",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			h: "100%",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarRow, {
					full: 5,
					half: false
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					component: "blockquote",
					m: 0,
					size: "sm",
					style: { flex: 1 },
					children: [
						"“",
						review.quote,
						"”"
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "sm",
					component: "figcaption",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
						src: review.photo,
						alt: `Photo of ${review.name}`,
						size: 48,
						radius: "xl"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 600,
						size: "sm",
						children: review.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "xs",
						c: "dimmed",
						children: "Customer"
					})] })]
				})
			]
		})
	});
}
/** Two arrows flip one boolean that swaps the shown set; small screens get their own set. */
function ReviewsSection() {
	const [second, setSecond] = (0, import_react.useState)(false);
	const shown = REVIEW_SETS[second ? 1 : 0];
	const flip = () => setSecond((s) => !s);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "section",
		"aria-labelledby": "reviews-title",
		gap: "md",
		py: "lg",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h3",
					id: "reviews-title",
					children: "What Our Customers Says About Us"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "xs",
					visibleFrom: "sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
						variant: "default",
						size: "lg",
						radius: "xl",
						onClick: flip,
						"aria-label": "Previous reviews",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeftIcon, {})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
						variant: "default",
						size: "lg",
						radius: "xl",
						onClick: flip,
						"aria-label": "Next reviews",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRightIcon, {})
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				visibleFrom: "sm",
				"aria-live": "polite",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
					cols: {
						sm: 2,
						md: 4
					},
					spacing: "md",
					"data-testid": "desktop-reviews",
					children: shown.map((review) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewCard, { review }, review.name))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				hiddenFrom: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
					cols: 1,
					spacing: "md",
					"data-testid": "mobile-reviews",
					children: MOBILE_REVIEWS.map((review) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewCard, { review }, review.name))
				})
			})
		]
	});
}
// src/features/home/shop-by-gender.tsx
/** Each tile opens the listing filtered by one gender: a shareable link, like any filter. */
var TILES = [
	{
		gender: "Female",
		label: "For Her",
		tagline: "Florals, musks and sweet gourmands"
	},
	{
		gender: "Male",
		label: "For Him",
		tagline: "Woods, spices and fresh citrus"
	},
	{
		gender: "Unisex",
		label: "For Everyone",
		tagline: "Scents made to be shared"
	}
];
/** One of the spec's two home blocks 'whose contents are not shown' (see docs/deviations.md). */
function ShopByGender() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "section",
		"aria-labelledby": "shop-by-gender-title",
		gap: "md",
		mt: "xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 2,
			size: "h3",
			id: "shop-by-gender-title",
			children: "Shop by Gender"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 1,
				sm: 3
			},
			spacing: "md",
			children: TILES.map(({ gender, label, tagline }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: "/all-fragrances",
				search: { gender: [gender] },
				style: {
					textDecoration: "none",
					color: "inherit"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					withBorder: true,
					radius: "md",
					p: "lg",
					h: "100%",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 700,
						size: "lg",
						children: label
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						c: "dimmed",
						children: tagline
					})]
				})
			}, gender))
		})]
	});
}
// src/features/home/trust-strip.tsx
var ITEMS = [
	{
		text: "100% Authentic Fragrance",
		Icon: ShieldIcon
	},
	{
		text: "Secure & Safe Payment",
		Icon: LockIcon
	},
	{
		text: "Top-notch Customer Support",
		Icon: HeadsetIcon
	}
];
function TrustStrip() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: "xl",
		py: "lg",
		component: "section",
		"aria-label": "Why shop with us",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 1,
				sm: 3
			},
			spacing: "md",
			children: ITEMS.map(({ text, Icon }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				withBorder: true,
				p: "md",
				radius: "md",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "sm",
					wrap: "nowrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeIcon, {
						size: 40,
						radius: "xl",
						variant: "light",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 600,
						children: text
					})]
				})
			}, text))
		})
	});
}
// src/features/home/home-screen.tsx
function HomeScreen() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeroCarousel, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TrustStrip, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			size: "xl",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewArrivalBlock, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FlashSaleBlock, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BestSellerBlock, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandStrip, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AllFeaturedBlock, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShopByGender, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentlyViewedStrip, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewsSection, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlogCards, {})
			]
		})
	] });
}
// src/routes/index.tsx?tsr-split=component
var SplitComponent = HomeScreen;
export { SplitComponent as component };

//# sourceMappingURL=routes-BLoQhSW7.js.map
import { i as deleteProduct, o as productBySlugQueryOptions } from "./admin-products-BX-0CUBU.js";
import { E as Title, H as useQuery, M as Button, N as Anchor, O as Stack, P as Alert, k as SimpleGrid, n as Route } from "../entry-server.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Modal } from "./Modal-DWV00w_r.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { n as Progress, t as useCountdown } from "./use-countdown-fekmHmFs.js";
import { t as Skeleton } from "./Skeleton-CfKMCcZl.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { j as useQueryClient } from "./removable-oH0J22qQ.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { t as useNavigate } from "./useNavigate-Dz6aWI5Q.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { f as REDIRECT_DELAY_MS, r as DELETE_MODAL_CLOSE_MS } from "./constants-DgaztBQd.js";
import { t as formatNaira } from "./currency-7dqU9yeh.js";
import { m as deletedMessage } from "./messages-BDWLW28K.js";
import { t as serverErrorText } from "./error-message-BYOAjiQQ.js";
import { t as ProductGallery } from "./product-gallery-K-lxM-um.js";
import { n as toastSuccess, t as toastError } from "./toast-NshgotXN.js";
// src/features/admin/admin-product-detail.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var DELETE_FAILED_FALLBACK = "The product could not be deleted";
function Fact({ label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		size: "xs",
		c: "dimmed",
		tt: "uppercase",
		fw: 600,
		children: label
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children })] });
}
function DeleteProductModal({ product, opened, onClose }) {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const [phase, setPhase] = (0, import_react.useState)({ kind: "confirm" });
	const backToList = (0, import_react.useCallback)(() => {
		onClose();
		navigate({ to: "/dashboard/admin-products" });
	}, [navigate, onClose]);
	const closing = useCountdown(DELETE_MODAL_CLOSE_MS, backToList);
	const returning = useCountdown(REDIRECT_DELAY_MS, backToList);
	const confirm = async () => {
		setPhase({ kind: "deleting" });
		try {
			const name = await deleteProduct(product._id);
			toastSuccess(deletedMessage(name));
			setPhase({
				kind: "deleted",
				name
			});
			closing.start();
			const ownKey = JSON.stringify(productBySlugQueryOptions(product.slug).queryKey);
			queryClient.invalidateQueries({
				queryKey: ["products"],
				predicate: (query) => JSON.stringify(query.queryKey) !== ownKey
			});
		} catch (error) {
			const message = await serverErrorText(error) ?? DELETE_FAILED_FALLBACK;
			toastError(message);
			setPhase({
				kind: "failed",
				message
			});
			returning.start();
		}
	};
	const locked = phase.kind !== "confirm";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		opened,
		onClose: locked ? () => void 0 : onClose,
		withCloseButton: !locked,
		closeOnClickOutside: !locked,
		closeOnEscape: !locked,
		title: "Delete product",
		centered: true,
		children: phase.kind === "deleted" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: deletedMessage(phase.name) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Progress, {
					value: closing.percent,
					"aria-label": "Closing",
					transitionDuration: 100
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: "Returning to the products list…"
				})
			]
		}) : phase.kind === "failed" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					color: "red",
					title: "Not deleted",
					children: phase.message
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Progress, {
					value: returning.percent,
					color: "red",
					"aria-label": "Returning",
					transitionDuration: 100
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					c: "dimmed",
					children: [
						"Returning to the products list in ",
						returning.secondsLeft,
						" s"
					]
				})
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
				"Are you sure you want to delete “",
				product.name,
				"”?"
			] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "flex-end",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "default",
					onClick: onClose,
					disabled: phase.kind === "deleting",
					children: "No"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "red",
					onClick: () => void confirm(),
					loading: phase.kind === "deleting",
					children: "Delete"
				})]
			})]
		})
	});
}
function AdminProductDetail({ slug }) {
	const { data: product, isError } = useQuery(productBySlugQueryOptions(slug));
	const [deleting, setDeleting] = (0, import_react.useState)(false);
	if (!product && !isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "md",
			sm: "xl"
		},
		"data-testid": "product-skeleton",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			align: "flex-start",
			gap: "xl",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				height: 360,
				width: 360,
				maw: "100%",
				radius: "md"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "sm",
				style: {
					flex: 1,
					minWidth: 220
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						height: 28,
						width: "60%"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						height: 16,
						width: "40%"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						height: 16,
						width: "50%"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						height: 16,
						width: "45%"
					})
				]
			})]
		})
	});
	if (!product) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "red",
		title: "Product not found",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
			component: Link,
			to: "/dashboard/admin-products",
			children: "Back to the products list"
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "md",
			sm: "xl"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			align: "flex-start",
			gap: "xl",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGallery, {
				images: product.images,
				name: product.name,
				size: 360
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "md",
				style: {
					flex: 1,
					minWidth: 240
				},
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
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						cols: {
							base: 2,
							md: 3
						},
						spacing: "md",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Price",
								children: formatNaira(product.price)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Quantity",
								children: product.quantity
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Fragrance type",
								children: product.fragranceType || "—"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Gender",
								children: product.gender || "—"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Brand",
								children: product.brand || "—"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Scent type",
								children: product.scentType || "—"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Size",
								children: product.size ? `${product.size} Oz` : "—"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Category",
								children: product.category.name
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						gap: "sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							renderRoot: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								...props,
								to: "/dashboard/admin-product/update/$slug",
								params: { slug: product.slug }
							}),
							children: "Update"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							color: "red",
							variant: "light",
							onClick: () => setDeleting(true),
							children: "Delete"
						})]
					})
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteProductModal, {
			product,
			opened: deleting,
			onClose: () => setDeleting(false)
		})]
	});
}
// src/routes/dashboard/_admin/admin-product/detail.$slug.tsx?tsr-split=component---loader
function ProductDetailRoute() {
	const { slug } = Route.useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminProductDetail, { slug }, slug);
}
var SplitLoader = ({ context, params }) => context.queryClient.prefetchQuery(productBySlugQueryOptions(params.slug));
export { ProductDetailRoute as component, SplitLoader as loader };

//# sourceMappingURL=detail._slug-BHDUwvxC.js.map
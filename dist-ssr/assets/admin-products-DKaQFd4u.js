import { E as Title, H as useQuery, M as Button, N as Anchor, O as Stack, P as Alert } from "../entry-server.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Image } from "./Image-ByLI2TXT.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { t as Select } from "./Select-B5u5RbDF.js";
import { t as Skeleton } from "./Skeleton-CfKMCcZl.js";
import { t as Table } from "./Table-ChARiGJg.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { r as useMediaQuery } from "./use-reduced-motion-BODuG8mh.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { n as useAtom } from "./react-BVC5ilZM.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { h as STORAGE_KEYS, t as ADMIN_PAGE_SIZES } from "./constants-DgaztBQd.js";
import { n as adminProductsPageQueryOptions } from "./admin-products-BX-0CUBU.js";
import { t as atom } from "./vanilla-BeWjPVSk.js";
import { b as StoredProductsSchema, v as atomWithValidatedStorage, y as StoredPageNumberSchema } from "./auth-atoms-DYCAUkaS.js";
// src/features/admin/admin-list-atoms.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var adminPageAtom = atomWithValidatedStorage("adminCurrentPage", StoredPageNumberSchema, 1);
var storedLimitAtom = atomWithValidatedStorage(STORAGE_KEYS.currentLimit, StoredPageNumberSchema, 4);
function isAdminPageSize(value) {
	return ADMIN_PAGE_SIZES.includes(value);
}
/** Per-page limit; a stored value that is not one of the offered sizes reads as the default. */
var adminLimitAtom = atom((get) => {
	const stored = get(storedLimitAtom);
	return isAdminPageSize(stored) ? stored : 4;
}, (_get, set, limit) => {
	set(storedLimitAtom, limit);
	set(adminPageAtom, 1);
});
/** The products of the page last shown, so a reload paints the table before the API answers. */
var currentProductsAtom = atomWithValidatedStorage(STORAGE_KEYS.currentProducts, StoredProductsSchema, []);
// src/features/admin/admin-products.tsx
var import_jsx_runtime = require_jsx_runtime();
var THUMB_PX = 40;
var PAGE_SIZE_OPTIONS = ADMIN_PAGE_SIZES.map(String);
var dateFormat = new Intl.DateTimeFormat("en-GB", {
	day: "numeric",
	month: "short",
	year: "numeric"
});
function ProductRow({ product, position }) {
	const image = product.images[0];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: position }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
			src: image?.url,
			alt: product.name,
			w: THUMB_PX,
			h: THUMB_PX,
			width: THUMB_PX,
			height: THUMB_PX,
			loading: "lazy",
			radius: "sm",
			fit: "cover"
		}) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: product.name }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: product.quantity }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
			dateTime: product.createdAt,
			children: dateFormat.format(new Date(product.createdAt))
		}) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
			renderRoot: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				...props,
				to: "/dashboard/admin-product/detail/$slug",
				params: { slug: product.slug }
			}),
			"aria-label": `Detail of ${product.name}`,
			fz: "inherit",
			children: "Detail"
		}) })
	] });
}
function SkeletonRows({ count }) {
	return Array.from({ length: count }, (_, row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tr, {
		"data-testid": "product-row-skeleton",
		children: Array.from({ length: 6 }, (_, cell) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			height: cell === 1 ? THUMB_PX : 14,
			width: cell === 1 ? THUMB_PX : "80%"
		}) }, cell))
	}, row));
}
function AdminProducts() {
	const narrow = useMediaQuery("(max-width: 48em)");
	const [page, setPage] = useAtom(adminPageAtom);
	const [limit, setLimit] = useAtom(adminLimitAtom);
	const [storedProducts, setCurrentProducts] = useAtom(currentProductsAtom);
	const { data, isPending, isError, refetch } = useQuery(adminProductsPageQueryOptions(page, limit));
	(0, import_react.useEffect)(() => {
		if (!data) return;
		setCurrentProducts(data.products);
		if (data.totalPages > 0 && page > data.totalPages) setPage(data.totalPages);
	}, [
		data,
		page,
		setPage,
		setCurrentProducts
	]);
	const [opened] = (0, import_react.useState)({
		page,
		limit
	});
	const isOpenedPage = page === opened.page && limit === opened.limit;
	const rows = data?.products ?? (isPending && isOpenedPage ? storedProducts.slice(0, limit) : []);
	const [known, setKnown] = (0, import_react.useState)(null);
	if (data && (known?.limit !== limit || known.totalPages !== data.totalPages)) setKnown({
		limit,
		totalPages: data.totalPages
	});
	const lastTotal = known?.limit === limit ? known.totalPages : void 0;
	const totalPages = Math.max(1, data?.totalPages ?? lastTotal ?? page);
	const offset = (page - 1) * limit;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "xs",
			sm: "xl"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					align: "flex-end",
					wrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 1,
						size: "h2",
						children: "Products"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Per page",
						data: PAGE_SIZE_OPTIONS,
						value: String(limit),
						onChange: (value) => {
							if (value) setLimit(Number(value));
						},
						allowDeselect: false,
						w: 110
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					"data-testid": "product-total",
					children: ["Total products: ", data ? data.productCount : "…"]
				}),
				isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					color: "red",
					title: "Could not load the products",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "compact-sm",
						variant: "light",
						onClick: () => void refetch(),
						children: "Try again"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
					minWidth: 340,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
						striped: true,
						highlightOnHover: true,
						verticalSpacing: "xs",
						horizontalSpacing: narrow ? 6 : "sm",
						fz: narrow ? "xs" : "sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "#" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Photo" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Quantity" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Created" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Detail" })
						] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: rows.length > 0 ? rows.map((product, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductRow, {
							product,
							position: offset + index + 1
						}, product._id)) : isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SkeletonRows, { count: limit }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tr, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
							colSpan: 6,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								c: "dimmed",
								ta: "center",
								py: "md",
								children: "No products yet."
							})
						}) }) })]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "default",
							onClick: () => setPage(Math.max(1, page - 1)),
							disabled: page <= 1,
							children: "Previous"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
							"aria-live": "polite",
							children: [
								"Page ",
								page,
								"/",
								totalPages
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "default",
							onClick: () => setPage(page + 1),
							disabled: !data || page >= data.totalPages,
							children: "Next"
						})
					]
				})
			]
		})
	});
}
// src/routes/dashboard/_admin/admin-products.tsx?tsr-split=component
var SplitComponent = AdminProducts;
export { SplitComponent as component };

//# sourceMappingURL=admin-products-DKaQFd4u.js.map
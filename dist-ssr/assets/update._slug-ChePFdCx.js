import { o as productBySlugQueryOptions } from "./admin-products-BX-0CUBU.js";
import { H as useQuery, N as Anchor, O as Stack, P as Alert, r as categoriesQueryOptions, t as Route } from "../entry-server.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { t as Skeleton } from "./Skeleton-CfKMCcZl.js";
import { t as Link } from "./link-BNCXD9f-.js";
import { t as ProductForm } from "./product-form-DQ0szYnd.js";
import { W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
// src/features/admin/update-product-screen.tsx
var import_jsx_runtime = require_jsx_runtime();
function UpdateProductScreen({ slug }) {
	const { data: product, isError } = useQuery(productBySlugQueryOptions(slug));
	if (product) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductForm, { product }, product._id);
	if (isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "red",
		title: "Product not found",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
			component: Link,
			to: "/dashboard/admin-products",
			children: "Back to the products list"
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: {
			base: "md",
			sm: "xl"
		},
		"data-testid": "product-skeleton",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			gap: "md",
			children: Array.from({ length: 6 }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { height: 36 }, i))
		})
	});
}
// src/routes/dashboard/_admin/admin-product/update.$slug.tsx?tsr-split=component---loader
function UpdateProductRoute() {
	const { slug } = Route.useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UpdateProductScreen, { slug }, slug);
}
var SplitLoader = ({ context, params }) => Promise.all([context.queryClient.prefetchQuery(productBySlugQueryOptions(params.slug)), context.queryClient.prefetchQuery(categoriesQueryOptions())]);
export { UpdateProductRoute as component, SplitLoader as loader };

//# sourceMappingURL=update._slug-ChePFdCx.js.map
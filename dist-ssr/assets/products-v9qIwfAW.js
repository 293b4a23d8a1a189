import { t as queryOptions } from "./queryOptions-BR3H30r7.js";
import { A as ProductSearchResponseSchema, E as ProductListResponseSchema, O as ProductResponseSchema, j as RelatedProductsResponseSchema } from "./auth-atoms-CDJCPlQF.js";
import { t as api } from "./client-DssiPlVs.js";
import { t as isNetworkFailure } from "./network-failure-BX46YDWh.js";
// contract/product-page-path.ts
/** The path, under the API base, of one page of `product/all`. */
var productPagePath = (page, limit) => `product/all?${new URLSearchParams({
	page: String(page),
	limit: String(limit)
})}`;
// contract/rules/search-products.ts
/**
* The catalogue search the API does (`product/search/:keyword`): case-insensitive text match on
* name, description and brand; an empty keyword matches everything. The client runs it over the
* saved catalogue when the shopper is offline, so both sides must agree.
*/
function searchProducts(products, keyword) {
	const needle = keyword.trim().toLowerCase();
	if (needle === "") return [...products];
	return products.filter((p) => [
		p.name,
		p.description,
		p.brand
	].some((field) => field.toLowerCase().includes(needle)));
}
// src/api/products.ts
/** One page of `product/all`: the home blocks each read a different page. */
var productPageQueryOptions = (page, limit) => queryOptions({
	queryKey: [
		"products",
		"all",
		{
			page,
			limit
		}
	],
	queryFn: async ({ signal }) => ProductListResponseSchema.parse(await api.get(productPagePath(page, limit), { signal }).json()).products
});
/** The whole catalogue in one call: the listings filter, sort and page it in the browser. */
var catalogueQueryOptions = (limit) => productPageQueryOptions(1, limit);
/** `product/all` without parameters (the API's default page): Flash Sale reads items 5 to 8. */
var unpagedProductsQueryOptions = () => queryOptions({
	queryKey: [
		"products",
		"all",
		"unpaged"
	],
	queryFn: async ({ signal }) => ProductListResponseSchema.parse(await api.get("product/all", { signal }).json()).products
});
var productQueryOptions = (id) => queryOptions({
	queryKey: [
		"products",
		"detail",
		id
	],
	queryFn: async ({ signal }) => ProductResponseSchema.parse(await api.get(`product/${encodeURIComponent(id)}`, { signal }).json()).product
});
var relatedProductsQueryOptions = (id) => queryOptions({
	queryKey: [
		"products",
		"related",
		id
	],
	queryFn: async ({ signal }) => RelatedProductsResponseSchema.parse(await api.get(`product/related/${encodeURIComponent(id)}`, { signal }).json()).relatedProducts
});
/** The largest catalogue list already in the cache (restored from IndexedDB after a cold start). */
function savedCatalogue(client) {
	return client.getQueriesData({ queryKey: ["products", "all"] }).map(([, data]) => data).filter((data) => Array.isArray(data)).sort((a, b) => b.length - a.length)[0];
}
/**
* An empty keyword lists everything (the API answers `product/search/` with all products).
* Offline, a search never run before is answered from the saved catalogue with the same rule.
*/
var searchProductsQueryOptions = (keyword) => queryOptions({
	queryKey: [
		"products",
		"search",
		keyword
	],
	queryFn: async ({ signal, client }) => {
		try {
			return ProductSearchResponseSchema.parse(await api.get(`product/search/${encodeURIComponent(keyword)}`, { signal }).json()).products;
		} catch (error) {
			const saved = isNetworkFailure(error) ? savedCatalogue(client) : void 0;
			if (!saved) throw error;
			return searchProducts(saved, keyword);
		}
	}
});
export { searchProductsQueryOptions as a, relatedProductsQueryOptions as i, productPageQueryOptions as n, unpagedProductsQueryOptions as o, productQueryOptions as r, catalogueQueryOptions as t };

//# sourceMappingURL=products-v9qIwfAW.js.map
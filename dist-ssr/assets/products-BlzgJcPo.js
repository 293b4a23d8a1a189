import { t as queryOptions } from "./queryOptions-BR3H30r7.js";
import { d as NEW_ARRIVALS_FETCH_LIMIT, l as LISTING_FETCH_LIMIT } from "./constants-DgaztBQd.js";
import { D as object, E as number, O as preprocess, S as array, _ as SORT_KEYS, d as PRICE_BUCKETS, i as DEFAULT_SORT_KEY, k as string, r as AVAILABILITY_VALUES, x as _enum, y as SortKeySchema } from "./enums-wP262MW5.js";
import { A as ProductSearchResponseSchema, E as ProductListResponseSchema, O as ProductResponseSchema, j as RelatedProductsResponseSchema } from "./auth-atoms-DYCAUkaS.js";
import { t as api } from "./client-C7a1WBi8.js";
import { t as isNetworkFailure } from "./network-failure-VtMEvg53.js";
// contract/product-page-path.ts
/** The path, under the API base, of one page of `product/all`. */
var productPagePath = (page, limit) => `product/all?${new URLSearchParams({
	page: String(page),
	limit: String(limit)
})}`;
/**
* The spec's ranges ("up to 10000", "10000 to 50000", "50000 and above")
* overlap at their edges. Each price must land in exactly one bucket, so
* 10000 goes to the middle bucket and 50000 to Over50k, as its label
* '₦50,000+' says: Under10K < 10000 <= 10kTo50K < 50000 <= Over50k.
* Non-finite prices belong to no bucket.
*/
function priceBucketOf(price) {
	if (!Number.isFinite(price)) return null;
	if (price < 1e4) return "Under10K";
	if (price < 5e4) return "10kTo50K";
	return "Over50k";
}
function matchesPriceBucket(price, bucket) {
	return priceBucketOf(price) === bucket;
}
// contract/rules/filter-products.ts
var FILTER_GROUPS = [
	"gender",
	"brand",
	"fragranceType",
	"scentType",
	"price",
	"availability"
];
var TEXT_FILTER_GROUPS = [
	"gender",
	"brand",
	"fragranceType",
	"scentType"
];
Object.freeze({
	gender: [],
	brand: [],
	fragranceType: [],
	scentType: [],
	price: [],
	availability: []
});
function emptyFilters() {
	return {
		gender: [],
		brand: [],
		fragranceType: [],
		scentType: [],
		price: [],
		availability: []
	};
}
function normalise(value) {
	return value.trim().toLowerCase();
}
/**
* Header brand links and product data spell some brands differently. Keys and
* values are normalised (trimmed, lowercased). Selecting a key also matches
* the listed spellings: 'Lattafa' (nav) and 'Lataffa' (product form) are one
* brand, so that alias goes both ways; 'Giorgio Armani' also matches products
* filed as plain 'Armani', but not the other way round, since the nav lists
* 'Armani' as its own entry.
*/
var BRAND_ALIASES = {
	lattafa: ["lataffa"],
	lataffa: ["lattafa"],
	"giorgio armani": ["armani"]
};
/** Whether a selected brand (from the filter or nav) matches a product's brand. */
function brandMatches(selected, productBrand) {
	const wanted = normalise(selected);
	const actual = normalise(productBrand);
	if (wanted === actual) return true;
	return Object.hasOwn(BRAND_ALIASES, wanted) && (BRAND_ALIASES[wanted] ?? []).includes(actual);
}
function textMatches(selected, value, equal) {
	return selected.length === 0 || selected.some((s) => equal(s, value));
}
var sameText = (a, b) => normalise(a) === normalise(b);
/** Within a group any selected value may match (OR); every group must match (AND). */
function productMatchesFilters(product, filters) {
	return textMatches(filters.gender, product.gender, sameText) && textMatches(filters.brand, product.brand, brandMatches) && textMatches(filters.fragranceType, product.fragranceType, sameText) && textMatches(filters.scentType, product.scentType, sameText) && (filters.price.length === 0 || filters.price.some((bucket) => matchesPriceBucket(product.price, bucket))) && (filters.availability.length === 0 || filters.availability.some((a) => product.isAvailable === (a === "true")));
}
/** Returns a new array in the input order. */
function filterProducts(products, filters) {
	return products.filter((product) => productMatchesFilters(product, filters));
}
function countSelected(filters) {
	return FILTER_GROUPS.reduce((sum, group) => sum + filters[group].length, 0);
}
/** Adds the value if absent, removes it if present; returns new filters. */
function toggleFilterValue(filters, group, value) {
	const current = filters[group];
	const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
	return {
		...filters,
		[group]: next
	};
}
function distinctSorted(values) {
	const byKey = /* @__PURE__ */ new Map();
	for (const raw of values) {
		const value = raw.trim();
		const key = normalise(value);
		if (value.length > 0 && !byKey.has(key)) byKey.set(key, value);
	}
	return [...byKey.values()].sort((a, b) => a.localeCompare(b, void 0, { sensitivity: "base" }));
}
/**
* Option lists for the text filter groups, derived from the loaded products. Catalogues repeat
* a handful of spellings across thousands of products: the exact strings are collected first
* (insertion order keeps 'first spelling seen'), so trimming and lowercasing run once per
* spelling rather than once per product.
*/
function filterOptions(products) {
	const seen = {
		gender: /* @__PURE__ */ new Set(),
		brand: /* @__PURE__ */ new Set(),
		fragranceType: /* @__PURE__ */ new Set(),
		scentType: /* @__PURE__ */ new Set()
	};
	for (const product of products) for (const group of TEXT_FILTER_GROUPS) seen[group].add(product[group]);
	return {
		gender: distinctSorted(seen.gender),
		brand: distinctSorted(seen.brand),
		fragranceType: distinctSorted(seen.fragranceType),
		scentType: distinctSorted(seen.scentType)
	};
}
function toStringList(value) {
	const list = Array.isArray(value) ? value : value === void 0 || value === null ? [] : [value];
	const out = [];
	for (const item of list) {
		const text = typeof item === "string" ? item.trim() : typeof item === "number" || typeof item === "boolean" ? String(item) : "";
		if (text.length > 0 && !out.includes(text)) out.push(text);
	}
	return out;
}
function knownValues(allowed) {
	return preprocess((value) => toStringList(value).filter((v) => allowed.includes(v)), array(_enum(allowed)));
}
var textList = preprocess(toStringList, array(string()));
/** Filters plus sort and page, for validating the listing's URL search params. */
var ListingSearchSchema = object({
	gender: textList,
	brand: textList,
	fragranceType: textList,
	scentType: textList,
	price: knownValues(PRICE_BUCKETS),
	availability: knownValues(AVAILABILITY_VALUES)
}).extend({
	sort: preprocess((value) => typeof value === "string" && SORT_KEYS.includes(value) ? value : DEFAULT_SORT_KEY, SortKeySchema),
	page: preprocess((value) => {
		const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
		return Number.isInteger(n) && n >= 1 ? n : 1;
	}, number().int().min(1))
});
// contract/rules/paginate.ts
function wholeAtLeastOne(n) {
	return Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1;
}
/**
* Out-of-range pages are clamped rather than answered with an empty page:
* a remembered page number can outlive the filter that made it valid.
*/
function paginate(items, page, pageSize) {
	const size = wholeAtLeastOne(pageSize);
	const total = items.length;
	const totalPages = Math.max(1, Math.ceil(total / size));
	const current = Math.min(wholeAtLeastOne(page), totalPages);
	const start = (current - 1) * size;
	return {
		items: items.slice(start, start + size),
		page: current,
		totalPages,
		total
	};
}
// contract/rules/seeded-random.ts
/**
* mulberry32: a tiny 32-bit generator, good enough to shuffle a catalogue. A seed stands for a
* whole order, so the server can shuffle, send only the seed, and the browser shuffle the same
* catalogue into the same order.
*/
function seededRandom(seed) {
	let state = seed >>> 0;
	return () => {
		state = state + 1831565813 >>> 0;
		let t = state;
		t = Math.imul(t ^ t >>> 15, t | 1);
		t ^= t + Math.imul(t ^ t >>> 7, t | 61);
		return ((t ^ t >>> 14) >>> 0) / 4294967296;
	};
}
/** A fresh seed (an unsigned 32-bit integer), for a new order. */
function randomSeed(random = Math.random) {
	return Math.floor(random() * 4294967296) >>> 0;
}
// contract/rules/shuffle.ts
/**
* Fisher–Yates shuffle into a new array. `random` must return values in
* [0, 1) like Math.random; inject a seeded one for deterministic tests.
*/
function shuffle(items, random = Math.random) {
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.min(i, Math.floor(random() * (i + 1)));
		const a = out[i];
		out[i] = out[j];
		out[j] = a;
	}
	return out;
}
// contract/rules/sort-products.ts
function timeOf(iso) {
	const t = Date.parse(iso);
	return Number.isNaN(t) ? 0 : t;
}
function numberOf(n) {
	return Number.isNaN(n) ? 0 : n;
}
var nameCollator;
function byName(a, b) {
	nameCollator ??= new Intl.Collator(void 0, { sensitivity: "base" });
	return nameCollator.compare(a.name, b.name);
}
var COMPARATORS = {
	"A-Z": byName,
	"Z-A": (a, b) => byName(b, a),
	LowToHigh: (a, b) => numberOf(a.price) - numberOf(b.price),
	HighToLow: (a, b) => numberOf(b.price) - numberOf(a.price),
	oldToNew: (a, b) => timeOf(a.createdAt) - timeOf(b.createdAt),
	newToOld: (a, b) => timeOf(b.createdAt) - timeOf(a.createdAt)
};
/**
* Returns a new array. Array.prototype.sort is stable (ES2019), so ties keep
* their input order. 'BestSeller' (and any unknown key) means the order the
* list came in, which restores the unsorted list.
*/
function sortProducts(products, key) {
	const compare = Object.hasOwn(COMPARATORS, key) ? COMPARATORS[key] : void 0;
	const copy = [...products];
	return compare ? copy.sort(compare) : copy;
}
// contract/rules/listing-view.ts
function filtersOf(search) {
	return {
		gender: search.gender ?? [],
		brand: search.brand ?? [],
		fragranceType: search.fragranceType ?? [],
		scentType: search.scentType ?? [],
		price: search.price ?? [],
		availability: search.availability ?? []
	};
}
function sortOf(search) {
	return search.sort ?? "BestSeller";
}
function pageOf(search) {
	return search.page ?? 1;
}
/**
* The catalogue in the order the listing starts from: shuffled by the seed, or as it came
* (undefined seed). 'Best Seller' sorting restores this order, so it is part of the view.
*/
function listingOrder(catalogue, seed) {
	return seed === void 0 ? catalogue : shuffle(catalogue, seededRandom(seed));
}
/**
* One page of a listing, computed the same way on the server (for its HTML) and in the browser
* (once the whole catalogue is there): the same catalogue and seed give the same page.
*/
function listingView(catalogue, filters, sort, page, seed) {
	return {
		...paginate(sortProducts(filterProducts(listingOrder(catalogue, seed), filters), sort), page, 15),
		options: filterOptions(catalogue),
		seed
	};
}
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
var LISTING_KIND_FETCH_LIMIT = {
	all: LISTING_FETCH_LIMIT,
	new: NEW_ARRIVALS_FETCH_LIMIT
};
/**
* One page of a listing, computed by the server so its HTML shows products, and sent with the
* page so the browser's first render matches that HTML until the whole catalogue has arrived.
* The key leaves out the source and the seed: the browser finds the preview by kind and search
* alone. Only a server render runs the queryFn; in the browser the query is read, never fetched.
*/
var listingPreviewQueryOptions = (kind, search, source) => queryOptions({
	queryKey: [
		"listing-preview",
		kind,
		search
	],
	queryFn: async () => {
		if (!source) throw new Error("A listing preview is computed by the server only");
		return listingView(await source.catalogue(LISTING_KIND_FETCH_LIMIT[kind]), filtersOf(search), sortOf(search), pageOf(search), source.seed);
	},
	staleTime: Infinity
});
export { toggleFilterValue as S, ListingSearchSchema as _, relatedProductsQueryOptions as a, filterOptions as b, filtersOf as c, sortOf as d, sortProducts as f, FILTER_GROUPS as g, paginate as h, productQueryOptions as i, listingOrder as l, randomSeed as m, listingPreviewQueryOptions as n, searchProductsQueryOptions as o, shuffle as p, productPageQueryOptions as r, unpagedProductsQueryOptions as s, catalogueQueryOptions as t, pageOf as u, countSelected as v, filterProducts as x, emptyFilters as y };

//# sourceMappingURL=products-BlzgJcPo.js.map
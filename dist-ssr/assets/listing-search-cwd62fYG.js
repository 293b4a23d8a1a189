import { D as object, E as number, O as preprocess, S as array, _ as SORT_KEYS, d as PRICE_BUCKETS, i as DEFAULT_SORT_KEY, k as string, r as AVAILABILITY_VALUES, x as _enum, y as SortKeySchema } from "./enums-wP262MW5.js";
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
var ListingFiltersSchema = object({
	gender: textList,
	brand: textList,
	fragranceType: textList,
	scentType: textList,
	price: knownValues(PRICE_BUCKETS),
	availability: knownValues(AVAILABILITY_VALUES)
});
ListingFiltersSchema.extend({
	sort: preprocess((value) => typeof value === "string" && SORT_KEYS.includes(value) ? value : DEFAULT_SORT_KEY, SortKeySchema),
	page: preprocess((value) => {
		const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
		return Number.isInteger(n) && n >= 1 ? n : 1;
	}, number().int().min(1))
});
// src/features/catalogue/listing-search.ts
var SortParamSchema = preprocess((value) => typeof value === "string" && SORT_KEYS.includes(value) ? value : DEFAULT_SORT_KEY, _enum(SORT_KEYS));
function validateListingSearch(raw) {
	const filters = ListingFiltersSchema.parse(raw);
	const sort = SortParamSchema.parse(raw.sort);
	const out = {};
	for (const group of FILTER_GROUPS) {
		const values = filters[group];
		if (values.length > 0) Object.assign(out, { [group]: values });
	}
	if (sort !== "BestSeller") out.sort = sort;
	return out;
}
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
/** The search params for a set of filters and a sort (empty groups dropped). */
function toListingSearch(filters, sort) {
	return validateListingSearch({
		...filters,
		sort
	});
}
/** A stable text for "which filters and sort are applied": a change means back to page 1. */
function listingSignature(search) {
	const filters = filtersOf(search);
	return JSON.stringify([...FILTER_GROUPS.map((g) => [...filters[g]].sort()), sortOf(search)]);
}
var EMPTY_LISTING_SIGNATURE = listingSignature({});
export { toListingSearch as a, countSelected as c, filterProducts as d, toggleFilterValue as f, sortOf as i, emptyFilters as l, filtersOf as n, validateListingSearch as o, listingSignature as r, FILTER_GROUPS as s, EMPTY_LISTING_SIGNATURE as t, filterOptions as u };

//# sourceMappingURL=listing-search-cwd62fYG.js.map
import "./enums-wP262MW5.js";
import { _ as ListingSearchSchema, g as FILTER_GROUPS } from "./products-BlzgJcPo.js";
// src/features/catalogue/listing-search.ts
/**
* Accepts what the router's default parser makes of a query string: a JSON list from the app's
* own links (`?brand=%5B%22Dior%22%5D`), a plain value from a hand-written link or a GET form
* (`?brand=Dior`), or a list from repeated keys (`?brand=Dior&brand=Armaf`).
*/
function validateListingSearch(raw) {
	const { sort, page, ...filters } = ListingSearchSchema.parse(raw);
	const out = {};
	for (const group of FILTER_GROUPS) {
		const values = filters[group];
		if (values.length > 0) Object.assign(out, { [group]: values });
	}
	if (sort !== "BestSeller") out.sort = sort;
	if (page > 1) out.page = page;
	return out;
}
/**
* The search params for a set of filters and a sort (empty groups dropped). There is no page:
* other filters or another order start again at page 1.
*/
function toListingSearch(filters, sort) {
	return validateListingSearch({
		...filters,
		sort
	});
}
/** The same filters and sort at another page (page 1 left out of the URL). */
function withPage(search, page) {
	const { page: _current, ...rest } = search;
	return page > 1 ? {
		...rest,
		page
	} : rest;
}
export { validateListingSearch as n, withPage as r, toListingSearch as t };

//# sourceMappingURL=listing-search-CDakvpYp.js.map
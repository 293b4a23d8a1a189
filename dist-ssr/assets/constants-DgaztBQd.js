// contract/constants.ts
var SHIPPING_FEE = 2e3;
var FREE_SHIPPING_THRESHOLD = 3e5;
var BREAKPOINT_TABLET = 1024;
var HOME_BLOCK_SIZES_MOBILE = {
	newArrival: 4,
	bestSeller: 4,
	allFeatured: 8
};
var HOME_BLOCK_SIZES_TABLET = {
	newArrival: 6,
	bestSeller: 6,
	allFeatured: 9
};
var HOME_BLOCK_SIZES_DESKTOP = {
	newArrival: 4,
	bestSeller: 4,
	allFeatured: 8
};
var HOME_BLOCK_PAGES = {
	newArrival: 1,
	allFeatured: 2,
	bestSeller: 3
};
var FLASH_SALE_SLICE = {
	start: 4,
	end: 8
};
var LISTING_FETCH_LIMIT = 1e6;
var NEW_ARRIVALS_FETCH_LIMIT = 1e5;
var ADMIN_PAGE_SIZES = [
	4,
	6,
	10,
	20
];
var REVIEW_COUNT_LABEL = "40 Reviews";
var FLASH_SALE_BADGE = "-20%";
var HERO_AUTOPLAY_MS = 5e3;
var DELETE_MODAL_CLOSE_MS = 4500;
var REDIRECT_DELAY_MS = 5e3;
var TOAST_MS = 5e3;
var MAX_IMAGE_BYTES = 5242880;
var STORAGE_KEYS = {
	auth: "auth",
	cart: "cart",
	currentPage: "currentPage",
	currentPageCh: "currentPageCh",
	currentProducts: "currentProducts",
	currentLimit: "currentLimit",
	recentlyViewed: "recentlyViewed"
};
function isMobileWidth(width) {
	return width <= 768;
}
function isTabletWidth(width) {
	return width > 768 && width <= 1024;
}
function homeBlockSizes(width) {
	if (width <= 768) return HOME_BLOCK_SIZES_MOBILE;
	if (width <= 1024) return HOME_BLOCK_SIZES_TABLET;
	return HOME_BLOCK_SIZES_DESKTOP;
}
function recentlyViewedCap(width) {
	return width <= 1024 ? 8 : 4;
}
function relatedCount(width) {
	if (width <= 768) return 5;
	if (width <= 1024) return 6;
	return 2;
}
export { homeBlockSizes as _, FLASH_SALE_SLICE as a, recentlyViewedCap as b, HOME_BLOCK_PAGES as c, NEW_ARRIVALS_FETCH_LIMIT as d, REDIRECT_DELAY_MS as f, TOAST_MS as g, STORAGE_KEYS as h, FLASH_SALE_BADGE as i, LISTING_FETCH_LIMIT as l, SHIPPING_FEE as m, BREAKPOINT_TABLET as n, FREE_SHIPPING_THRESHOLD as o, REVIEW_COUNT_LABEL as p, DELETE_MODAL_CLOSE_MS as r, HERO_AUTOPLAY_MS as s, ADMIN_PAGE_SIZES as t, MAX_IMAGE_BYTES as u, isMobileWidth as v, relatedCount as x, isTabletWidth as y };

//# sourceMappingURL=constants-DgaztBQd.js.map
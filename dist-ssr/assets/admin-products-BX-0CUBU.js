import { t as queryOptions } from "./queryOptions-BR3H30r7.js";
import { D as ProductMutationResponseSchema, E as ProductListResponseSchema, L as apiErrorMessage, O as ProductResponseSchema, R as KEPT_IMAGE_MARKER, o as tokenAtom, w as ProductDeleteResponseSchema } from "./auth-atoms-DYCAUkaS.js";
import { n as apiBaseUrl, o as appStore, r as notifyUnauthorized, t as api } from "./client-C7a1WBi8.js";
// src/api/admin-products.ts
/** One server page of `product/all`, with the paging figures the admin table shows. */
var adminProductsPageQueryOptions = (page, limit) => queryOptions({
	queryKey: [
		"products",
		"admin",
		{
			page,
			limit
		}
	],
	queryFn: async ({ signal }) => ProductListResponseSchema.parse(await api.get("product/all", {
		searchParams: {
			page,
			limit
		},
		signal
	}).json()),
	staleTime: 0
});
var productBySlugQueryOptions = (slug) => queryOptions({
	queryKey: [
		"products",
		"slug",
		slug
	],
	queryFn: async ({ signal }) => ProductResponseSchema.parse(await api.get(`product/slug/${encodeURIComponent(slug)}`, { signal }).json()).product,
	staleTime: 0
});
/** Answers the deleted product's name. Failures throw ky's HTTPError (`{error}` body). */
async function deleteProduct(id) {
	const body = await api.delete(`product/${encodeURIComponent(id)}`).json();
	return ProductDeleteResponseSchema.parse(body).name;
}
/** The text parts in the contract's order; every one is resent on update. */
var PRODUCT_TEXT_FIELDS = [
	"name",
	"description",
	"price",
	"quantity",
	"category",
	"shipping",
	"gender",
	"usage",
	"about",
	"brand",
	"scentType",
	"scentProfile",
	"fragranceType",
	"size",
	"returnPolicy"
];
function emptyProductFormValues() {
	return {
		name: "",
		description: "",
		price: "",
		quantity: "",
		category: "",
		shipping: "false",
		gender: "",
		brand: "",
		scentType: "",
		fragranceType: "",
		size: "",
		usage: "",
		about: "",
		scentProfile: "",
		returnPolicy: ""
	};
}
function productFormValuesOf(product) {
	return {
		name: product.name,
		description: product.description,
		price: product.price,
		quantity: product.quantity,
		category: product.category._id,
		shipping: product.shipping ? "true" : "false",
		gender: product.gender,
		brand: product.brand,
		scentType: product.scentType,
		fragranceType: product.fragranceType,
		size: product.size,
		usage: product.usage,
		about: product.about,
		scentProfile: product.scentProfile,
		returnPolicy: product.returnPolicy
	};
}
/**
* The multipart body of create and update. Kept existing images go first, one
* '[object Object]' text part each, then the files, each group in the order given: the server
* keeps that many existing images from the front and appends the files.
*/
function buildProductFormData(values, images) {
	const form = new FormData();
	for (const field of PRODUCT_TEXT_FIELDS) {
		const value = values[field];
		form.append(field, typeof value === "number" ? String(value) : value.trim());
	}
	for (const part of images) if (part.kind === "kept") form.append("images", KEPT_IMAGE_MARKER);
	for (const part of images) if (part.kind === "file") form.append("images", part.file);
	return form;
}
/**
* The wire keeps "the first N existing images". Removing the first of three while keeping the
* others therefore cannot be said with markers alone: the images after the first removed one are
* downloaded and sent again as files, so the product ends up with exactly what the admin kept.
*/
function planKeptImages(existing, kept) {
	const keptUrls = new Set(kept.map((image) => image.url));
	let keptCount = 0;
	while (keptCount < existing.length && keptUrls.has(existing[keptCount]?.url ?? "")) keptCount++;
	const reupload = existing.slice(keptCount).filter((image) => keptUrls.has(image.url));
	return {
		keptCount,
		reupload
	};
}
async function downloadImage(image, index) {
	const response = await fetch(new URL(image.url, apiBaseUrl));
	if (!response.ok) throw new ProductSaveError("Could not read an existing image: try again");
	const blob = await response.blob();
	const type = blob.type || "image/png";
	const extension = type.split("/")[1] ?? "png";
	return new File([blob], `kept-${index + 1}.${extension}`, { type });
}
/** The `images` parts for an update: kept prefix markers, re-uploaded kept images, new files. */
async function resolveImageParts(existing, kept, newFiles) {
	const plan = planKeptImages(existing, kept);
	const reuploaded = await Promise.all(plan.reupload.map(downloadImage));
	return [...Array.from({ length: plan.keptCount }, () => ({ kind: "kept" })), ...[...reuploaded, ...newFiles].map((file) => ({
		kind: "file",
		file
	}))];
}
/** A refused or failed save, with the text to show. */
var ProductSaveError = class extends Error {
	status;
	constructor(message, status = 0) {
		super(message);
		this.status = status;
		this.name = "ProductSaveError";
	}
};
var SAVE_FAILED_FALLBACK = "The product could not be saved";
var NETWORK_FAILED_MESSAGE = "Network error: the product was not saved";
function parseJson(text) {
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}
/**
* POST product/create or PUT product/update/:id with upload progress (0..1). ky cannot report
* upload progress, so this one call uses XMLHttpRequest with the same base URL, bearer and 401
* handling as the ky client. Refusals reject with ProductSaveError carrying the server's text
* (a plain-string body on create, `{error}` on update).
*/
function saveProduct(target, body, onProgress) {
	const path = target.kind === "create" ? "product/create" : `product/update/${encodeURIComponent(target.id)}`;
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		xhr.open(target.kind === "create" ? "POST" : "PUT", new URL(path, apiBaseUrl).href);
		const token = appStore.get(tokenAtom);
		if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
		xhr.setRequestHeader("Accept", "application/json");
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
		};
		xhr.onload = () => {
			const json = parseJson(xhr.responseText);
			if (xhr.status >= 200 && xhr.status < 300) {
				const parsed = ProductMutationResponseSchema.safeParse(json);
				if (parsed.success) {
					onProgress?.(1);
					resolve(parsed.data);
				} else reject(new ProductSaveError(apiErrorMessage(json) ?? SAVE_FAILED_FALLBACK, xhr.status));
				return;
			}
			if (xhr.status === 401 && token) notifyUnauthorized();
			reject(new ProductSaveError(apiErrorMessage(json) ?? SAVE_FAILED_FALLBACK, xhr.status));
		};
		xhr.onerror = () => reject(new ProductSaveError(NETWORK_FAILED_MESSAGE));
		xhr.ontimeout = () => reject(new ProductSaveError(NETWORK_FAILED_MESSAGE));
		xhr.send(body);
	});
}
export { emptyProductFormValues as a, resolveImageParts as c, deleteProduct as i, saveProduct as l, adminProductsPageQueryOptions as n, productBySlugQueryOptions as o, buildProductFormData as r, productFormValuesOf as s, ProductSaveError as t };

//# sourceMappingURL=admin-products-BX-0CUBU.js.map
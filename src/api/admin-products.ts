import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import {
  AdminBrandsResponseSchema,
  AdminProductsResponseSchema,
  type AdminPaging,
  type AdminProductFilters,
} from '../../contract/schemas/admin';
import { KEPT_IMAGE_MARKER } from '../../contract/schemas/form-fields';
import { apiErrorMessage } from '../../contract/schemas/errors';
import {
  ProductDeleteResponseSchema,
  ProductMutationResponseSchema,
  ProductResponseSchema,
  type Product,
  type ProductImage,
  type ProductMutationResponse,
} from '../../contract/schemas/product';
import { appStore } from '../state/app-store';
import { tokenAtom } from '../state/auth-atoms';
import { toSearchParams } from './search-params';
import { api, apiBaseUrl } from './client';
import { notifyUnauthorized, notifyWrite } from './client-events';
import type { MutationHandlers } from './mutation-handlers';
import { adminKeys } from './account-query-keys';
import { productKeys } from './query-keys';

export type AdminProductsRequest = Partial<AdminProductFilters> & AdminPaging;

/**
 * One server page of GET admin/products under the admin's search, filters and sort, with the
 * paging figures the table shows.
 */
export const adminProductsQueryOptions = (request: AdminProductsRequest) =>
  queryOptions({
    queryKey: productKeys.adminList(request),
    queryFn: async ({ signal }) =>
      AdminProductsResponseSchema.parse(
        await api.get('admin/products', { searchParams: toSearchParams(request), signal }).json(),
      ),
    // Admins edit the catalogue: a list seen a moment ago may already be out of date.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Every brand the catalogue's products carry, for the brand filter. */
export const adminBrandsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.adminBrands(),
    queryFn: async ({ signal }) =>
      AdminBrandsResponseSchema.parse(await api.get('admin/products/brands', { signal }).json())
        .brands,
    staleTime: 60_000,
  });

/** PUT admin/products/:id/stock: the corrected product. Failures throw ky's HTTPError. */
export async function correctStock(id: string, quantity: number): Promise<ProductMutationResponse> {
  const body = await api
    .put(`admin/products/${encodeURIComponent(id)}/stock`, { json: { quantity } })
    .json();
  return ProductMutationResponseSchema.parse(body);
}

/** Sets a product's stock to the count given. */
export function useCorrectStock(id: string, handlers: MutationHandlers<ProductMutationResponse>) {
  return useMutation({
    mutationFn: (quantity: number) => correctStock(id, quantity),
    onSuccess: async (answer, _quantity, _result, { client }) => {
      await handlers.onSuccess?.(answer);
      // The dashboard's figures; the catalogue's version refreshes the product lists.
      await client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: handlers.onError,
  });
}

export const productBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: productKeys.slug(slug),
    queryFn: async ({ signal }) =>
      ProductResponseSchema.parse(
        await api.get(`product/slug/${encodeURIComponent(slug)}`, { signal }).json(),
      ).product,
    staleTime: 0,
  });

/** Answers the deleted product's name. Failures throw ky's HTTPError (`{error}` body). */
export async function deleteProduct(id: string): Promise<string> {
  const body = await api.delete(`product/${encodeURIComponent(id)}`).json();
  return ProductDeleteResponseSchema.parse(body).name;
}

/** The form's text fields, as the inputs hold them (numbers may still be ''). */
export interface ProductFormValues {
  name: string;
  description: string;
  price: number | string;
  quantity: number | string;
  category: string;
  shipping: 'true' | 'false';
  gender: string;
  brand: string;
  scentType: string;
  fragranceType: string;
  size: string;
  usage: string;
  about: string;
  scentProfile: string;
  returnPolicy: string;
}

/** The text parts in the contract's order; every one is resent on update. */
export const PRODUCT_TEXT_FIELDS = [
  'name',
  'description',
  'price',
  'quantity',
  'category',
  'shipping',
  'gender',
  'usage',
  'about',
  'brand',
  'scentType',
  'scentProfile',
  'fragranceType',
  'size',
  'returnPolicy',
] as const satisfies ReadonlyArray<keyof ProductFormValues>;

export function emptyProductFormValues(): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    quantity: '',
    category: '',
    shipping: 'false',
    gender: '',
    brand: '',
    scentType: '',
    fragranceType: '',
    size: '',
    usage: '',
    about: '',
    scentProfile: '',
    returnPolicy: '',
  };
}

export function productFormValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    quantity: product.quantity,
    category: product.category._id,
    shipping: product.shipping ? 'true' : 'false',
    gender: product.gender,
    brand: product.brand,
    scentType: product.scentType,
    fragranceType: product.fragranceType,
    size: product.size,
    usage: product.usage,
    about: product.about,
    scentProfile: product.scentProfile,
    returnPolicy: product.returnPolicy,
  };
}

/** An `images` part: a kept existing image (sent as the marker text) or a file to upload. */
export type ImagePart = { kind: 'kept' } | { kind: 'file'; file: File };

/**
 * The multipart body of create and update. Kept existing images go first, one
 * '[object Object]' text part each, then the files, each group in the order given: the server
 * keeps that many existing images from the front and appends the files.
 */
export function buildProductFormData(
  values: ProductFormValues,
  images: readonly ImagePart[],
): FormData {
  const form = new FormData();
  for (const field of PRODUCT_TEXT_FIELDS) {
    const value = values[field];
    form.append(field, typeof value === 'number' ? String(value) : value.trim());
  }
  for (const part of images) if (part.kind === 'kept') form.append('images', KEPT_IMAGE_MARKER);
  for (const part of images) if (part.kind === 'file') form.append('images', part.file);
  return form;
}

export interface ImagePlan {
  /** How many existing images, from the front, the server keeps. */
  keptCount: number;
  /** Kept images that come after a removed one: the wire can only keep a prefix, so re-upload. */
  reupload: ProductImage[];
}

/**
 * The wire keeps "the first N existing images". Removing the first of three while keeping the
 * others therefore cannot be said with markers alone: the images after the first removed one are
 * downloaded and sent again as files, so the product ends up with exactly what the admin kept.
 */
export function planKeptImages(
  existing: readonly ProductImage[],
  kept: readonly ProductImage[],
): ImagePlan {
  const keptUrls = new Set(kept.map((image) => image.url));
  let keptCount = 0;
  while (keptCount < existing.length && keptUrls.has(existing[keptCount]?.url ?? '')) keptCount++;
  const reupload = existing.slice(keptCount).filter((image) => keptUrls.has(image.url));
  return { keptCount, reupload };
}

async function downloadImage(image: ProductImage, index: number): Promise<File> {
  const response = await fetch(new URL(image.url, apiBaseUrl));
  if (!response.ok) throw new ProductSaveError('Could not read an existing image: try again');
  const blob = await response.blob();
  const type = blob.type || 'image/png';
  const extension = type.split('/')[1] ?? 'png';
  return new File([blob], `kept-${index + 1}.${extension}`, { type });
}

/** The `images` parts for an update: kept prefix markers, re-uploaded kept images, new files. */
export async function resolveImageParts(
  existing: readonly ProductImage[],
  kept: readonly ProductImage[],
  newFiles: readonly File[],
): Promise<ImagePart[]> {
  const plan = planKeptImages(existing, kept);
  const reuploaded = await Promise.all(plan.reupload.map(downloadImage));
  return [
    ...Array.from({ length: plan.keptCount }, (): ImagePart => ({ kind: 'kept' })),
    ...[...reuploaded, ...newFiles].map((file): ImagePart => ({ kind: 'file', file })),
  ];
}

/** A refused or failed save, with the text to show. */
export class ProductSaveError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'ProductSaveError';
  }
}

const SAVE_FAILED_FALLBACK = 'The product could not be saved';
const NETWORK_FAILED_MESSAGE = 'Network error: the product was not saved';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export type ProductSaveTarget = { kind: 'create' } | { kind: 'update'; id: string };

/**
 * POST product/create or PUT product/update/:id with upload progress (0..1). ky cannot report
 * upload progress, so this one call uses XMLHttpRequest with the same base URL, bearer and 401
 * handling as the ky client. Refusals reject with ProductSaveError carrying the server's text
 * (a plain-string body on create, `{error}` on update).
 */
export function saveProduct(
  target: ProductSaveTarget,
  body: FormData,
  onProgress?: (fraction: number) => void,
): Promise<ProductMutationResponse> {
  const path =
    target.kind === 'create' ? 'product/create' : `product/update/${encodeURIComponent(target.id)}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.kind === 'create' ? 'POST' : 'PUT', new URL(path, apiBaseUrl).href);
    const token = appStore.get(tokenAtom);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        notifyWrite();
        const parsed = ProductMutationResponseSchema.safeParse(json);
        if (parsed.success) {
          onProgress?.(1);
          resolve(parsed.data);
        } else
          reject(new ProductSaveError(apiErrorMessage(json) ?? SAVE_FAILED_FALLBACK, xhr.status));
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

import { z } from '../zod';
import {
  AVAILABILITY_VALUES,
  DELIVERY_METHODS,
  FRAGRANCE_TYPES,
  GENDERS,
  ORDER_STATUSES,
  PRICE_BUCKETS,
  PRODUCT_BRANDS,
  SCENT_TYPES,
  SIZES,
  SORT_KEYS,
} from '../enums';

// The zod enums of ../enums.ts, apart from its constants so that code which only reads those
// (the storefront's first load) does not load zod.

export const GenderSchema = z.enum(GENDERS);
export const ProductBrandSchema = z.enum(PRODUCT_BRANDS);
export const ScentTypeSchema = z.enum(SCENT_TYPES);
export const FragranceTypeSchema = z.enum(FRAGRANCE_TYPES);
export const SizeSchema = z.enum(SIZES);
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const SortKeySchema = z.enum(SORT_KEYS);
export const PriceBucketSchema = z.enum(PRICE_BUCKETS);
export const AvailabilitySchema = z.enum(AVAILABILITY_VALUES);
export const DeliveryMethodSchema = z.enum(DELIVERY_METHODS);

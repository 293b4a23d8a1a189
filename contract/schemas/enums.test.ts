import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Availability,
  DeliveryMethod,
  FragranceType,
  Gender,
  OrderStatus,
  PriceBucket,
  ProductBrand,
  ScentType,
  Size,
  SortKey,
} from '../enums';
import {
  AvailabilitySchema,
  DeliveryMethodSchema,
  FragranceTypeSchema,
  GenderSchema,
  OrderStatusSchema,
  PriceBucketSchema,
  ProductBrandSchema,
  ScentTypeSchema,
  SizeSchema,
  SortKeySchema,
} from './enums';

describe('enum schemas', () => {
  it('accept the listed values only, spelled exactly', () => {
    expect(OrderStatusSchema.safeParse('Shipped').success).toBe(true);
    expect(OrderStatusSchema.safeParse('shipped').success).toBe(false);
    expect(SizeSchema.safeParse('5.0').success).toBe(true);
    expect(SizeSchema.safeParse('5').success).toBe(false);
    expect(SizeSchema.safeParse(5).success).toBe(false);
  });

  it('parse to the types the constants give', () => {
    expectTypeOf(GenderSchema.parse).returns.toEqualTypeOf<Gender>();
    expectTypeOf(ProductBrandSchema.parse).returns.toEqualTypeOf<ProductBrand>();
    expectTypeOf(ScentTypeSchema.parse).returns.toEqualTypeOf<ScentType>();
    expectTypeOf(FragranceTypeSchema.parse).returns.toEqualTypeOf<FragranceType>();
    expectTypeOf(SizeSchema.parse).returns.toEqualTypeOf<Size>();
    expectTypeOf(OrderStatusSchema.parse).returns.toEqualTypeOf<OrderStatus>();
    expectTypeOf(SortKeySchema.parse).returns.toEqualTypeOf<SortKey>();
    expectTypeOf(PriceBucketSchema.parse).returns.toEqualTypeOf<PriceBucket>();
    expectTypeOf(AvailabilitySchema.parse).returns.toEqualTypeOf<Availability>();
    expectTypeOf(DeliveryMethodSchema.parse).returns.toEqualTypeOf<DeliveryMethod>();
  });
});

import { describe, it, expect } from 'vitest';
import { sampleProduct } from '../test-support/sample-product';
import { firstIssueMessage } from './errors';
import { ProductListResponseSchema, ProductSchema, RelatedProductsResponseSchema } from './product';
import { ProductFormInputSchema, countKeptImages } from './product-form';

describe('ProductSchema', () => {
  it('parses a product shaped like the wire contract', () => {
    const product = sampleProduct();
    expect(ProductSchema.parse(product)).toEqual(product);
  });
  it('keeps non-enum text values from older data', () => {
    expect(
      ProductSchema.parse(sampleProduct({ brand: 'Lattafa ', gender: 'men', size: '100ml' })).brand,
    ).toBe('Lattafa ');
  });
  it('accepts timestamps with an offset', () => {
    expect(
      ProductSchema.safeParse(sampleProduct({ createdAt: '2024-05-04T10:00:00+01:00' })).success,
    ).toBe(true);
  });
  it('rejects what the contract rules out', () => {
    expect(ProductSchema.safeParse(sampleProduct({ images: [] })).success).toBe(false);
    expect(ProductSchema.safeParse({ ...sampleProduct(), avgRating: null }).success).toBe(false);
    expect(ProductSchema.safeParse({ ...sampleProduct(), price: '125000' }).success).toBe(false);
    expect(
      ProductSchema.safeParse({ ...sampleProduct(), category: '665f1b00b1d4e8a9c0f10001' }).success,
    ).toBe(false);
    expect(ProductSchema.safeParse({ ...sampleProduct(), createdAt: 'yesterday' }).success).toBe(
      false,
    );
  });
  it('strips unknown fields', () => {
    expect(ProductSchema.parse({ ...sampleProduct(), __v: 0 })).not.toHaveProperty('__v');
  });
});

describe('product responses', () => {
  it('parses a list response', () => {
    const body = {
      success: true,
      currentPage: 1,
      totalPages: 1,
      productCount: 1,
      products: [sampleProduct()],
    };
    expect(ProductListResponseSchema.parse(body).products).toHaveLength(1);
    expect(ProductListResponseSchema.safeParse({ ...body, success: false }).success).toBe(false);
  });
  it('parses a related response', () => {
    expect(
      RelatedProductsResponseSchema.parse({ success: true, relatedProducts: [] }).relatedProducts,
    ).toEqual([]);
  });
});

const validParts = {
  name: ' Sauvage ',
  description: 'Fresh',
  price: '12500.50',
  quantity: '3',
  category: 'cat1',
  shipping: 'true',
  gender: 'Male',
  usage: 'Daily',
  about: 'undefined',
  brand: 'Dior',
  scentType: 'Fresh',
  scentProfile: 'null',
  fragranceType: 'Eau De Parfum',
  size: '3.4',
};

function messageFor(parts: Record<string, unknown>): string | null {
  const result = ProductFormInputSchema.safeParse(parts);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('ProductFormInputSchema', () => {
  it('parses and coerces a full form', () => {
    expect(ProductFormInputSchema.parse(validParts)).toEqual({
      name: 'Sauvage',
      description: 'Fresh',
      price: 12500.5,
      quantity: 3,
      category: 'cat1',
      shipping: true,
      gender: 'Male',
      usage: 'Daily',
      brand: 'Dior',
      scentType: 'Fresh',
      fragranceType: 'Eau De Parfum',
      size: '3.4',
    });
  });
  it.each(['undefined', 'null', '', '[object Object]', '  '])(
    'treats %j in optional fields as missing',
    (blank) => {
      const out = ProductFormInputSchema.parse({
        ...validParts,
        usage: blank,
        gender: blank,
        brand: blank,
        size: blank,
      });
      expect(out.usage).toBeUndefined();
      expect(out.gender).toBeUndefined();
      expect(out.brand).toBeUndefined();
      expect(out.size).toBeUndefined();
    },
  );
  it.each(['undefined', 'null', '', '[object Object]'])(
    'treats %j in a required field as missing',
    (blank) => {
      expect(messageFor({ ...validParts, name: blank })).toBe('Name is required');
      expect(messageFor({ ...validParts, description: blank })).toBe('Description is required');
      expect(messageFor({ ...validParts, category: blank })).toBe('Category is required');
    },
  );
  it('treats unset-select labels as missing', () => {
    expect(messageFor({ ...validParts, category: 'Select Category' })).toBe('Category is required');
    const out = ProductFormInputSchema.parse({
      ...validParts,
      gender: 'Gender',
      brand: 'Select Brand',
      scentType: 'Scent Type',
      fragranceType: 'Fragrance Type',
      size: 'Size (Oz)',
      shipping: 'Shipping',
    });
    expect(out).toMatchObject({ shipping: false });
    expect(
      out.gender ?? out.brand ?? out.scentType ?? out.fragranceType ?? out.size,
    ).toBeUndefined();
  });
  it('does not treat labels as placeholders in free-text fields', () => {
    expect(ProductFormInputSchema.parse({ ...validParts, usage: 'Gender neutral' }).usage).toBe(
      'Gender neutral',
    );
    expect(ProductFormInputSchema.parse({ ...validParts, name: 'Select' }).name).toBe('Select');
  });
  it('reports the first problem in field order', () => {
    expect(messageFor({})).toBe('Name is required');
    expect(messageFor({ name: 'x' })).toBe('Description is required');
    expect(messageFor({ name: 'x', description: 'y' })).toBe('Price is required');
    expect(messageFor({ name: 'x', description: 'y', price: '1' })).toBe('Quantity is required');
    expect(messageFor({ name: 'x', description: 'y', price: '1', quantity: '0' })).toBe(
      'Category is required',
    );
  });
  it.each(['-1', 'abc', '12,500', '0x10', 'Infinity', '1e400'])('rejects price %j', (price) => {
    expect(messageFor({ ...validParts, price })).toBe('Price must be a number of 0 or more');
  });
  it('accepts price 0 and JSON numbers', () => {
    expect(ProductFormInputSchema.parse({ ...validParts, price: '0' }).price).toBe(0);
    expect(ProductFormInputSchema.parse({ ...validParts, price: 99 }).price).toBe(99);
  });
  it.each(['1.5', '-1', 'two'])('rejects quantity %j', (quantity) => {
    expect(messageFor({ ...validParts, quantity })).toBe(
      'Quantity must be a whole number of 0 or more',
    );
  });
  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['undefined', false],
  ] as const)('reads shipping %j as %s', (shipping, expected) => {
    expect(ProductFormInputSchema.parse({ ...validParts, shipping }).shipping).toBe(expected);
  });
  it('defaults shipping to false when absent', () => {
    const { shipping: _omit, ...rest } = validParts;
    expect(ProductFormInputSchema.parse(rest).shipping).toBe(false);
  });
  it('rejects a nonsense shipping value', () => {
    expect(messageFor({ ...validParts, shipping: 'maybe' })).toBe('Shipping must be true or false');
  });
  it('normalises enum case and rejects unknown enum values', () => {
    expect(
      ProductFormInputSchema.parse({ ...validParts, gender: 'female', brand: 'jimmy choo' }),
    ).toMatchObject({
      gender: 'Female',
      brand: 'Jimmy Choo',
    });
    expect(messageFor({ ...validParts, brand: 'Adidas' })).toMatch(/^Brand must be one of/);
    expect(messageFor({ ...validParts, size: '5' })).toMatch(/^Size must be one of/);
  });
  it('takes the first value of a repeated part', () => {
    expect(ProductFormInputSchema.parse({ ...validParts, name: ['First', 'Second'] }).name).toBe(
      'First',
    );
  });
});

describe('countKeptImages', () => {
  it('counts the "[object Object]" parts and ignores files', () => {
    const file = new Blob(['x']);
    expect(countKeptImages(['[object Object]', file, '[object Object]'])).toBe(2);
    expect(countKeptImages([file])).toBe(0);
    expect(countKeptImages([])).toBe(0);
  });
});

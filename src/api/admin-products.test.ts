import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../contract/test-support/sample-product';
import {
  buildProductFormData,
  emptyProductFormValues,
  planKeptImages,
  productFormValuesOf,
  PRODUCT_TEXT_FIELDS,
  type ImagePart,
} from './admin-products';

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const image = (n: number) => ({ url: `/api/v1/images/${n}`, imagePublicId: `img-${n}` });

describe('buildProductFormData', () => {
  it('sends every text field, trimmed, in the contract order', () => {
    const values = {
      ...emptyProductFormValues(),
      name: '  Oud Royale ',
      description: 'Warm',
      price: 12500.5,
      quantity: 3,
      category: 'cat-1',
      shipping: 'true' as const,
      gender: 'Male',
      size: '5.0',
    };
    const form = buildProductFormData(values, []);
    const textKeys = [...form.keys()].filter((key) => key !== 'images');
    expect(textKeys).toEqual([...PRODUCT_TEXT_FIELDS]);
    expect(form.get('name')).toBe('Oud Royale');
    expect(form.get('price')).toBe('12500.5');
    expect(form.get('quantity')).toBe('3');
    expect(form.get('shipping')).toBe('true');
    expect(form.get('size')).toBe('5.0');
    // Unset optional selects are resent as '' (every field is resent on update).
    expect(form.get('brand')).toBe('');
    expect(form.getAll('images')).toEqual([]);
  });

  it("puts one '[object Object]' per kept image first, then the new files in order", () => {
    const a = png('a.png');
    const b = png('b.png');
    const parts: ImagePart[] = [
      { kind: 'file', file: a },
      { kind: 'kept' },
      { kind: 'kept' },
      { kind: 'file', file: b },
    ];
    const images = buildProductFormData(emptyProductFormValues(), parts).getAll('images');
    expect(images).toHaveLength(4);
    expect(images.slice(0, 2)).toEqual(['[object Object]', '[object Object]']);
    expect((images[2] as File).name).toBe('a.png');
    expect((images[3] as File).name).toBe('b.png');
  });

  it('round-trips a stored product into the same wire values', () => {
    const product = { ...sampleProduct(), shipping: true, price: 9000, quantity: 0 };
    const form = buildProductFormData(productFormValuesOf(product), []);
    expect(form.get('category')).toBe(product.category._id);
    expect(form.get('shipping')).toBe('true');
    expect(form.get('price')).toBe('9000');
    expect(form.get('quantity')).toBe('0');
  });
});

describe('planKeptImages', () => {
  const existing = [image(1), image(2), image(3)];

  it('keeps a prefix with markers only', () => {
    expect(planKeptImages(existing, [image(1), image(2)])).toEqual({ keptCount: 2, reupload: [] });
    expect(planKeptImages(existing, existing)).toEqual({ keptCount: 3, reupload: [] });
    expect(planKeptImages(existing, [])).toEqual({ keptCount: 0, reupload: [] });
  });

  it('re-uploads the kept images that follow a removed one', () => {
    expect(planKeptImages(existing, [image(2), image(3)])).toEqual({
      keptCount: 0,
      reupload: [image(2), image(3)],
    });
    expect(planKeptImages(existing, [image(1), image(3)])).toEqual({
      keptCount: 1,
      reupload: [image(3)],
    });
  });
});

import { RELATED_PRODUCTS_MAX } from '../constants';

type Relatable = { _id: string; brand: string; gender: string; category: { _id: string } };

/**
 * `product/related/:id` over a catalogue already newest first, as the API answers it: the same
 * category first, then the same brand or gender; never the product itself; at most 12. The
 * browser runs it over its copy of the catalogue whenever it holds one.
 */
export function relatedProducts<P extends Relatable>(catalogue: readonly P[], product: P): P[] {
  const sameCategory = (p: P) => p.category._id === product.category._id;
  const sameBrandOrGender = (p: P) =>
    (product.brand !== '' && p.brand === product.brand) ||
    (product.gender !== '' && p.gender === product.gender);
  const rank = (p: P) => (sameCategory(p) ? 2 : 0) + (sameBrandOrGender(p) ? 1 : 0);
  return catalogue
    .filter((p) => p._id !== product._id && rank(p) > 0)
    .map((p, index) => ({ p, index, rank: rank(p) }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .slice(0, RELATED_PRODUCTS_MAX)
    .map(({ p }) => p);
}

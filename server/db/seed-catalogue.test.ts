import { describe, expect, it } from 'vitest';
import { bottleSvg } from '../images/bottle-drawing';
import { seedProducts } from './seed-catalogue';

describe('the demo catalogue', () => {
  it("keeps the spec's values in the fields but spells them right in what shoppers read", () => {
    const products = seedProducts();
    const oil = products.find((p) => p.fragranceType === 'Perfum Oil');
    const lattafa = products.find((p) => p.brand === 'Lataffa');
    expect(oil?.description).toContain('perfume oil');
    expect(lattafa?.name).toMatch(/^Lattafa /);
    expect(lattafa?.description).toContain('by Lattafa');
    for (const p of products) {
      expect(`${p.name} ${p.description} ${p.about}`).not.toMatch(/Lataffa|perfum oil/i);
    }
    const label = bottleSvg({ brand: 'Lataffa', name: 'Lattafa Velvet Oud', view: 'front' });
    expect(label).toContain('LATTAFA');
    expect(label).not.toContain('LATAFFA');
  });
});

import type { Product } from '../schemas/product';

// A product exactly as the wire contract describes it; tests derive variants from it.
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '665f1c2ab1d4e8a9c0f12345',
    slug: 'sauvage-elixir',
    name: 'Sauvage Elixir',
    description: 'A spicy, fresh and woody fragrance.',
    price: 125000,
    quantity: 7,
    category: { _id: '665f1b00b1d4e8a9c0f10001', name: 'Men' },
    shipping: true,
    gender: 'Male',
    usage: 'Evening',
    about: 'Concentrated and bold.',
    brand: 'Dior',
    scentType: 'Fresh',
    scentProfile: 'Grapefruit, cinnamon, lavender',
    fragranceType: 'Eau De Parfum',
    size: '3.4',
    returnPolicy: 'Returns accepted within 7 days if unopened.',
    isAvailable: true,
    isavailability: true,
    avgRating: 4.5,
    reviewCount: 8,
    images: [{ url: 'https://cdn.example.com/sauvage.jpg', imagePublicId: 'products/sauvage' }],
    createdAt: '2024-05-04T10:00:00.000Z',
    updatedAt: '2024-05-05T10:00:00.000Z',
    ...overrides,
  };
}

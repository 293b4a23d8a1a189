import { FRAGRANCE_TYPES, GENDERS, PRODUCT_BRANDS, SCENT_TYPES, SIZES } from '../../contract/enums';
import { BOTTLE_VIEWS, type BottleView } from '../images/bottle-drawing';
import { bottleSize } from '../../contract/rules/bottle-size';
import { shownName } from '../../contract/rules/shown-name';

// Demo catalogue data: deterministic, so every host (server, page, tests) seeds the same store.

export const SEED_CATEGORIES = ['Men', 'Women', 'Unisex', 'Gift Sets', 'Body Care'] as const;
export type SeedCategory = (typeof SEED_CATEGORIES)[number];

const LINES = [
  'Velvet Oud',
  'Midnight Bloom',
  'Golden Hour',
  'Azure Coast',
  'Silk Route',
  'Amber Veil',
  'Noir Intense',
  'Citrus Riviera',
  'Cedar Grove',
  'Rose Royale',
  'Vanilla Dusk',
  'Lemon Zest',
  'Desert Mirage',
  'Ocean Breeze',
  'Black Orchid',
  'White Musk',
  'Sunlit Fig',
  'Spiced Leather',
  'Jasmine Nights',
  'Iris Poudre',
  'Tobacco Honey',
  'Santal Mist',
  'Neroli Sun',
  'Pink Pepper',
  'Saffron Gold',
  'Frosted Mint',
  'Wild Vetiver',
  'Blue Lagoon',
  'Pearl Blossom',
  'Smoked Wood',
  'Crimson Petal',
  'Ivory Tonka',
  'Verbena Light',
  'Royal Agarwood',
  'Coral Reef',
  'Velour Musk',
  'Lagos Nights',
  'Harmattan Breeze',
  'Savannah Sun',
  'Eko Atlantic',
  'Palm Grove',
  'Marble Rose',
  'Onyx Edition',
  'Sapphire Drift',
  'Copper Spice',
  'Morning Dew',
  'Orchard Citrus',
  'Heritage Cedar',
  'Bourbon Vanilla',
  'Sicilian Lemon',
  'Damask Rose',
  'Sea Salt Sage',
  'Citron Vert',
  'Atlas Cedar',
  'Madagascar Vanilla',
  'Amalfi Lemon',
  'Rose Absolue',
  'Fresh Linen',
  'Bergamot Bliss',
  'Cedar Smoke',
  'Vanilla Orchid',
  'Lemon Blossom',
  'Rose Garden',
  'Aqua Vitae',
] as const;

const NOTES: Record<(typeof SCENT_TYPES)[number], { notes: string; mood: string }> = {
  Fresh: {
    notes: 'sea salt, crushed mint and bergamot over a clean white-musk base',
    mood: 'bright and effortless',
  },
  Citrus: {
    notes: 'blood orange, pink grapefruit and neroli with a soft petitgrain dry-down',
    mood: 'sparkling and sunny',
  },
  Cedar: {
    notes: 'Atlas cedar, vetiver and a touch of smoked leather',
    mood: 'warm, woody and composed',
  },
  Vanilla: {
    notes: 'Madagascar vanilla, tonka bean and golden amber',
    mood: 'cosy, sweet and enveloping',
  },
  Lemon: { notes: 'Amalfi lemon, lemon verbena and airy white musk', mood: 'crisp and uplifting' },
  Rose: {
    notes: 'Damask rose, pink pepper and a whisper of patchouli',
    mood: 'romantic and elegant',
  },
};

const USAGE: Record<(typeof FRAGRANCE_TYPES)[number], string> = {
  'Body Spray':
    'Spray generously over the body after a shower. Reapply through the day as you like.',
  'Eau De Parfum':
    'Apply two or three sprays to pulse points: wrists, neck and behind the ears. Lasts 8 to 10 hours.',
  'Eau De Cologne':
    'Splash or spray on freshly washed skin for a light lift; ideal for hot afternoons.',
  'Eau De Toilette':
    'Spray on the neck and chest from about 15 cm. Perfect for the office and daytime wear.',
  'Perfum Oil': 'Roll a small amount onto pulse points. Concentrated: a little goes a long way.',
  Deodorant: 'Apply to clean, dry underarms. Keeps you fresh for up to 24 hours.',
};

const RETURN_POLICY =
  'Unopened items may be returned within 14 days of delivery for a full refund. Opened fragrances can be exchanged only if faulty. Contact support with your order id to start a return.';

export interface SeedProduct {
  name: string;
  description: string;
  price: number;
  quantity: number;
  category: SeedCategory;
  shipping: boolean;
  gender: string;
  usage: string;
  about: string;
  brand: string;
  scentType: string;
  scentProfile: string;
  fragranceType: string;
  size: string;
  returnPolicy: string;
  /** How long before "now" the product was added. */
  ageMs: number;
  /** Its pictures, first the bottle from the front (seed.ts draws them). */
  views: BottleView[];
}

const DAY = 24 * 60 * 60 * 1000;
const SOLD_OUT = new Set([7, 19, 33, 51, 60]);
export const SEED_PRODUCT_COUNT = LINES.length;

function price(i: number): number {
  switch (i % 3) {
    case 0:
      return 4500 + ((i * 373) % 55) * 100; // 4,500 – 9,900
    case 1:
      return 12000 + ((i * 911) % 370) * 100; // 12,000 – 48,900
    default:
      return 52000 + ((i * 1297) % 1340) * 100; // 52,000 – 185,900
  }
}

function category(i: number, gender: string, fragranceType: string): SeedCategory {
  if (fragranceType === 'Body Spray' || fragranceType === 'Deodorant') return 'Body Care';
  if (i % 9 === 4) return 'Gift Sets';
  if (gender === 'Male') return 'Men';
  if (gender === 'Female') return 'Women';
  return 'Unisex';
}

export function seedProducts(): SeedProduct[] {
  return LINES.map((line, i) => {
    const brand = PRODUCT_BRANDS[i % PRODUCT_BRANDS.length] ?? 'Armaf';
    const gender = GENDERS[i % GENDERS.length] ?? 'Unisex';
    const scentType = SCENT_TYPES[i % SCENT_TYPES.length] ?? 'Fresh';
    // Offset so scent and fragrance type do not move in lock step.
    const fragranceType =
      FRAGRANCE_TYPES[(i + Math.floor(i / 6)) % FRAGRANCE_TYPES.length] ?? 'Eau De Parfum';
    const size = SIZES[(i + Math.floor(i / 4)) % SIZES.length] ?? '3.4';
    const { notes, mood } = NOTES[scentType];
    const who = gender === 'Male' ? 'him' : gender === 'Female' ? 'her' : 'everyone';
    // Prose names the brand and type as shoppers spell them; the fields keep the wire's values.
    const brandName = shownName(brand);
    const typeName = shownName(fragranceType);
    const imageTotal = 1 + (i % 3);
    return {
      name: `${brandName} ${line}`,
      description: `${line} by ${brandName}: a ${mood} ${typeName.toLowerCase()} for ${who}.`,
      price: price(i),
      quantity: SOLD_OUT.has(i) ? 0 : 5 + ((i * 17) % 56),
      category: category(i, gender, fragranceType),
      shipping: i % 4 !== 3,
      gender,
      usage: USAGE[fragranceType],
      about: `${brandName} ${line} opens with ${notes.split(' over ')[0]?.split(' with ')[0] ?? notes} and settles into a ${mood} trail. Made for ${who}, it moves easily from day to evening. ${bottleSize(size)} bottle.`,
      brand,
      scentType,
      scentProfile: `Notes of ${notes}.`,
      fragranceType,
      size,
      returnPolicy: RETURN_POLICY,
      ageMs: Math.round(i * 2.8 * DAY + ((i * 7) % 24) * 60 * 60 * 1000),
      views: BOTTLE_VIEWS.slice(0, imageTotal),
    };
  });
}

/**
 * The spec's Flash Sale block (items 5 to 8 of the newest-first list, "-20%"), made honest: those
 * products are sold at 20% off until midnight in Lagos, renewed every day, so the demo always
 * shows it.
 */
export const DEMO_FLASH_SALE = { from: 4, to: 8, percentOff: 20 } as const;

export const SEED_USERS = [
  {
    name: 'Sisi Adebayo',
    username: 'sisi',
    email: 'sisi@email.com',
    password: 'password',
    role: 0,
    address: { street: '12 Admiralty Way', city: 'Lekki', state: 'Lagos', zip: '106104' },
  },
  {
    name: 'Store Admin',
    username: 'admin',
    email: 'admin@fragrancehub.ng',
    password: 'admin12345',
    role: 1,
    address: { street: '', city: '', state: '', zip: '' },
  },
] as const;

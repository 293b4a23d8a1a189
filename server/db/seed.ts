import { nairaToKobo } from '../../contract/rules/money';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { inArray } from 'drizzle-orm';
import { slugify } from '../../contract/rules/slug';
import { FRAGRANCE_TYPES, GENDERS, PRODUCT_BRANDS, SCENT_TYPES, SIZES } from '../../contract/enums';
import type { Database, ImageStore } from '../api-deps';
import { hashPassword } from '../auth/password';
import {
  DEMO_FLASH_SALE,
  SEED_CATEGORIES,
  SEED_USERS,
  seedProducts,
  type SeedCategory,
} from './seed-catalogue';
import { bottleSvg, SVG_MIME, type BottleDrawing } from '../images/bottle-drawing';
import { categories, flashSale, productImages, products, users } from './schema';
import { nextShopMidnight } from '../admin/shop-day';
import { FLASH_SALE_ROW } from '../flash-sale/stored-flash-sale';

const BATCH = 500;

const encoder = new TextEncoder();

/** Stores drawings (bottle-drawing.ts) in one write; their ids in order. */
function storeDrawings(images: ImageStore, drawings: BottleDrawing[]): Promise<string[]> {
  return images.putMany(
    drawings.map((drawing) => ({
      // A copy in this realm's Uint8Array: under jsdom, TextEncoder's belongs to another one,
      // which PGlite does not take for bytea.
      bytes: new Uint8Array(encoder.encode(bottleSvg(drawing))),
      mime: SVG_MIME,
    })),
  );
}

/** The demo categories, created when missing; name → id. */
async function ensureCategories(db: Database): Promise<Map<SeedCategory, string>> {
  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((name) => ({ name, slug: slugify(name) })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(categories)
    .where(
      inArray(
        categories.slug,
        SEED_CATEGORIES.map((n) => slugify(n)),
      ),
    );
  return new Map(rows.map((r) => [r.name as SeedCategory, r.id]));
}

function categoryId(ids: Map<SeedCategory, string>, name: SeedCategory): string {
  const id = ids.get(name);
  if (!id) throw new Error(`seed category ${name} is missing`);
  return id;
}

async function insertProducts(
  db: Database,
  rows: (typeof products.$inferInsert)[],
  imagesFor: (index: number) => string[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const inserted = await db.insert(products).values(batch).returning({ id: products.id });
    const links = inserted.flatMap((row, k) =>
      imagesFor(start + k).map((imageId, position) => ({
        productId: row.id,
        position,
        imageId,
        publicId: imageId,
      })),
    );
    for (let s = 0; s < links.length; s += BATCH * 3)
      await db.insert(productImages).values(links.slice(s, s + BATCH * 3));
  }
  // A bulk load (possibly while servers run on the same PostgreSQL): every reader reloads.
  await bumpCatalogueVersion(db, { reshaped: true });
}

/** The demo's daily Flash Sale on the products of these slugs (DEMO_FLASH_SALE). */
async function startDemoFlashSale(db: Database, slugs: readonly string[], now: Date) {
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, [...slugs]));
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const productIds = slugs.flatMap((slug) => idOf.get(slug) ?? []);
  await db
    .insert(flashSale)
    .values({
      id: FLASH_SALE_ROW,
      productIds,
      percentOff: DEMO_FLASH_SALE.percentOff,
      endsAt: nextShopMidnight(now),
      renewDaily: true,
      updatedAt: now,
    })
    .onConflictDoNothing();
  await bumpCatalogueVersion(db, { products: productIds });
}

/**
 * Demo data for an empty database: the catalogue (every brand, gender, scent type, fragrance type,
 * size and price bucket; some sold out), its pictures, its daily Flash Sale, the shopper of the
 * login page's prefilled values and one admin (both in README). The host decides whether to call
 * it (SEED_DEMO).
 */
export async function seedDemo(
  db: Database,
  images: ImageStore,
  options: { passwordIterations: number; now?: Date },
): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  const catalogue = seedProducts();
  // Every product its own pictures: its bottle with its brand and name, then other views of it.
  const drawings = catalogue.flatMap((p) =>
    p.views.map((view) => ({ brand: p.brand, name: p.name, view })),
  );
  const drawingIds = await storeDrawings(images, drawings);
  let next = 0;
  const imageIds = catalogue.map((p) => drawingIds.slice(next, (next += p.views.length)));
  const categoryIds = await ensureCategories(db);
  await insertProducts(
    db,
    catalogue.map((p) => {
      const at = new Date(now - p.ageMs);
      return {
        slug: slugify(p.name),
        name: p.name,
        description: p.description,
        priceKobo: nairaToKobo(p.price),
        quantity: p.quantity,
        categoryId: categoryId(categoryIds, p.category),
        shipping: p.shipping,
        gender: p.gender,
        usage: p.usage,
        about: p.about,
        brand: p.brand,
        scentType: p.scentType,
        scentProfile: p.scentProfile,
        fragranceType: p.fragranceType,
        size: p.size,
        returnPolicy: p.returnPolicy,
        createdAt: at,
        updatedAt: at,
      };
    }),
    (index) => imageIds[index] ?? [],
  );
  // Newest first, the catalogue's own order: its items 5 to 8 are the spec's Flash Sale block.
  await startDemoFlashSale(
    db,
    catalogue.slice(DEMO_FLASH_SALE.from, DEMO_FLASH_SALE.to).map((p) => slugify(p.name)),
    new Date(now),
  );
  for (const u of SEED_USERS) {
    await db
      .insert(users)
      .values({
        name: u.name,
        username: u.username,
        email: u.email,
        passwordHash: await hashPassword(u.password, options.passwordIterations),
        role: u.role,
        ...u.address,
        // The demo's own addresses: proved by the shop, so the demo's alerts are mailed.
        emailVerifiedAt: new Date(now),
      })
      .onConflictDoNothing();
  }
}

/**
 * `npm run seed -- --products N`: a large generated catalogue for benchmarks, inserted in batches;
 * the products of a brand share one drawing. Adds to whatever is there; slugs carry a run id.
 */
export async function seedLargeCatalogue(
  db: Database,
  images: ImageStore,
  count: number,
): Promise<void> {
  const imageIds = await storeDrawings(
    images,
    PRODUCT_BRANDS.map((brand) => ({ brand, name: `${brand} Edition`, view: 'front' })),
  );
  const categoryIds = await ensureCategories(db);
  const run = crypto.randomUUID().slice(0, 8);
  const now = Date.now();
  const rows: (typeof products.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const brand = PRODUCT_BRANDS[i % PRODUCT_BRANDS.length] ?? 'Armaf';
    const gender = GENDERS[i % GENDERS.length] ?? 'Unisex';
    const scentType = SCENT_TYPES[i % SCENT_TYPES.length] ?? 'Fresh';
    const fragranceType =
      FRAGRANCE_TYPES[(i + Math.floor(i / 6)) % FRAGRANCE_TYPES.length] ?? 'Eau De Parfum';
    const name = `${brand} ${scentType} Edition ${i + 1}`;
    const at = new Date(now - i * 60_000);
    rows.push({
      slug: `${slugify(name)}-${run}`,
      name,
      description: `A ${scentType.toLowerCase()} ${fragranceType.toLowerCase()} by ${brand}, batch ${run}.`,
      priceKobo: nairaToKobo(3000 + ((i * 7919) % 1970) * 100),
      quantity: i % 25 === 0 ? 0 : 1 + ((i * 31) % 200),
      categoryId: categoryId(
        categoryIds,
        gender === 'Male' ? 'Men' : gender === 'Female' ? 'Women' : 'Unisex',
      ),
      shipping: i % 2 === 0,
      gender,
      usage: 'Apply to pulse points.',
      about: `${name}: a benchmark product.`,
      brand,
      scentType,
      scentProfile: `A ${scentType.toLowerCase()} accord.`,
      fragranceType,
      size: SIZES[i % SIZES.length] ?? '3.4',
      returnPolicy: 'Returns within 14 days when unopened.',
      createdAt: at,
      updatedAt: at,
    });
  }
  await insertProducts(db, rows, (index) => [imageIds[index % imageIds.length] ?? '']);
}

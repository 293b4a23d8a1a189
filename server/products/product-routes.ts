import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_UPDATED_MESSAGE,
  deletedMessage,
} from '../../contract/messages';
import {
  ADMIN_PAGE_SIZES,
  API_DEFAULT_LIMIT,
  LISTING_PAGE_SIZE,
  RECENTLY_VIEWED_DETAIL_LIMIT,
} from '../../contract/constants';
import type { ApiContext, ApiEnv } from '../api-context';
import { requireAdmin } from '../auth/guards';
import { products } from '../db/schema';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { PagingQuerySchema, readPaging, totalPages } from '../wire/paging';
import { readForm } from '../wire/read-body';
import { findProduct } from './product-queries';
import { relatedProducts } from '../../contract/rules/related-products';
import { cataloguePaging } from '../../contract/rules/catalogue-page';
import { catalogueRead, joinJson } from '../catalogue/catalogue-read';
import type { CatalogueView } from '../catalogue/catalogue-store';
import { withAbsoluteImages } from '../../contract/image-origin';
import { toProductWire } from './product-wire';
import { readRunningFlashSale } from '../flash-sale/stored-flash-sale';
import { publicOrigin } from '../wire/public-origin';
import { validated } from '../wire/validated';
import { documented } from '../openapi/route-docs';
import {
  CatalogueChangesQuerySchema,
  CatalogueChangesResponseSchema,
} from '../../contract/schemas/catalogue-changes';
import { readDeliveryVersion } from '../delivery/delivery-store';
import {
  FlashSaleProductsResponseSchema,
  ProductDeleteResponseSchema,
  ProductListResponseSchema,
  ProductMutationResponseSchema,
  ProductResponseSchema,
  ProductSearchResponseSchema,
  RelatedProductsResponseSchema,
} from '../../contract/schemas/product';
import { ProductFormInputSchema } from '../../contract/schemas/product-form';
import type { CatalogueVersion } from '../catalogue/catalogue-version';
import { createProduct, deleteProduct, updateProduct } from './product-writes';
import { createProductSearch, searchKey, searchKeyword } from './product-search';
import {
  ProductSearchQuerySchema,
  ProductSuggestQuerySchema,
  ProductSuggestResponseSchema,
} from '../../contract/schemas/product-search';

/** Page sizes the shop's own clients ask for: the default, the listing's and the admin's. */
const KEPT_PAGE_SIZES: ReadonlySet<number> = new Set([
  API_DEFAULT_LIMIT,
  LISTING_PAGE_SIZE,
  RECENTLY_VIEWED_DETAIL_LIMIT,
  ...ADMIN_PAGE_SIZES,
]);

const tokenOf = (at: CatalogueVersion) => `${at.version}.${at.shapeVersion}`;

function parseToken(token: string): CatalogueVersion {
  const [version, shapeVersion] = token.split('.').map(Number);
  return { version: version ?? 0, shapeVersion: shapeVersion ?? 0 };
}

export function productRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  // Public reads never look at the bearer: logged-out clients send `Bearer undefined`, and a
  // catalogue read should cost no token check.
  const admin = requireAdmin(ctx);
  const search = createProductSearch();

  async function productById(id: string) {
    const row = isUuid(id) ? await findProduct(ctx.db, eq(products.id, id)) : null;
    if (!row) throw notFound('Product');
    return row;
  }

  /** One product of the catalogue as `{success, product}`, or 404. */
  function productAnswer(view: CatalogueView, index: number | undefined, origin: string) {
    const encoded = index === undefined ? undefined : view.encoded[index];
    if (!encoded) throw notFound('Product');
    return joinJson('{"success":true,"product":', [encoded], '}', origin);
  }

  /** A product as a write answers it, its image URLs absolute. */
  async function productWire(c: Context, id: string) {
    const row = await productById(id);
    const sale = await readRunningFlashSale(ctx.db, ctx.now());
    return withAbsoluteImages(toProductWire(row, sale), publicOrigin(c, ctx.config));
  }

  app.get(
    '/all',
    documented({
      tag: 'Products',
      summary: 'A page of the catalogue, newest first (ETag, 304)',
      answer: ProductListResponseSchema,
    }),
    validated('query', PagingQuerySchema),
    (c) => {
      const asked = readPaging(c.req.valid('query'));
      // Every limit above the catalogue's size is the same answer, built and compressed once per
      // version (the browser pages its copy by the same rule).
      const pagingOf = (count: number) => cataloguePaging(count, asked.page, asked.limit);
      // A page size none of the shop's clients uses is built for its asker and never named nor
      // kept, so varying it cannot push the answers every shopper needs out of memory.
      const keyOf = (view: CatalogueView) => {
        const count = view.products.length;
        const { page, limit } = pagingOf(count);
        return limit >= count || KEPT_PAGE_SIZES.has(limit) ? `all:${page}:${limit}` : null;
      };
      return catalogueRead(c, ctx, keyOf, async (version, origin) => {
        const view = await ctx.catalogue.view(version);
        const count = view.products.length;
        const paging = pagingOf(count);
        const build = () => {
          const head = JSON.stringify({
            success: true,
            currentPage: paging.page,
            totalPages: totalPages(count, paging.limit),
            productCount: count,
          });
          const page = view.encoded.slice(paging.offset, paging.offset + paging.limit);
          return joinJson(`${head.slice(0, -1)},"products":[`, page, ']}', origin);
        };
        const key = keyOf(view);
        // Pages past the end are a few bytes each: built every time rather than kept.
        const inRange = paging.page <= totalPages(count, paging.limit);
        return key !== null && inRange ? view.cachedBody(`${origin} ${key}`, build) : build();
      });
    },
  );

  /**
   * The catalogue's changes since a version a client holds (an addition: clients keep one copy
   * of the catalogue and bring it up to date by these). Everything, marked `full`, when no
   * `since` is given or this process cannot tell what changed since it.
   */
  app.get(
    '/changes',
    documented({
      tag: 'Products',
      summary:
        'The catalogue changed since a version the client holds (changed products, removed ids), or all of it marked full (ETag, 304)',
      answer: CatalogueChangesResponseSchema,
    }),
    validated('query', CatalogueChangesQuerySchema),
    (c) => {
      const { since } = c.req.valid('query');
      return catalogueRead(c, ctx, `changes:${since ?? ''}`, async (version, origin) => {
        const view = await ctx.catalogue.view(version);
        const changes = since === undefined ? null : view.changesSince(parseToken(since));
        // A delivery save moves the catalogue's version too, so this answer (kept per version)
        // never names an older delivery version than the one saved.
        const deliveryVersion = await readDeliveryVersion(ctx.db);
        const head = JSON.stringify({
          success: true,
          version: tokenOf(view),
          full: changes === null,
          removed: changes?.removed ?? [],
          deliveryVersion,
        });
        const products = changes
          ? changes.changed.flatMap((index) => {
              const encoded = view.encoded[index];
              return encoded ? [encoded] : [];
            })
          : view.encoded;
        const build = () => joinJson(`${head.slice(0, -1)},"products":[`, products, ']}', origin);
        // Only the whole catalogue is worth keeping; a delta is a scan of stamps and a few products,
        // and keeping one per `since` would let any caller push the others out.
        return changes ? build() : view.cachedBody(`${origin} changes:full`, build);
      });
    },
  );

  app.get(
    '/slug/:slug',
    documented({
      tag: 'Products',
      summary: 'A product by its slug',
      answer: ProductResponseSchema,
    }),
    (c) => {
      const slug = c.req.param('slug');
      return catalogueRead(c, ctx, `slug:${slug}`, async (version, origin) => {
        const view = await ctx.catalogue.view(version);
        return productAnswer(view, view.indexOfSlug(slug), origin);
      });
    },
  );

  /**
   * The products on the Flash Sale, in the admin's order (an addition: the home page's Flash Sale
   * block). Empty when no sale runs.
   */
  app.get(
    '/flash-sale',
    documented({
      tag: 'Products',
      summary: 'The products on the Flash Sale',
      answer: FlashSaleProductsResponseSchema,
    }),
    (c) =>
      catalogueRead(c, ctx, 'flash-sale', async (version, origin) => {
        const view = await ctx.catalogue.view(version);
        // A listed product deleted since is simply left out.
        const listed = (view.flashSale?.productIds ?? []).flatMap((id) => {
          const index = view.indexOfId(id);
          const encoded = index === undefined ? undefined : view.encoded[index];
          return encoded ? [encoded] : [];
        });
        return view.cachedBody(`${origin} flash-sale`, () =>
          joinJson('{"success":true,"products":[', listed, ']}', origin),
        );
      }),
  );

  app.get(
    '/related/:id',
    documented({
      tag: 'Products',
      summary: 'Up to 12 related products',
      answer: RelatedProductsResponseSchema,
    }),
    (c) => {
      const id = c.req.param('id');
      return catalogueRead(c, ctx, `related:${id}`, async (version, origin) => {
        const view = await ctx.catalogue.view(version);
        const index = view.indexOfId(id);
        const product = index === undefined ? undefined : view.products[index];
        if (!product) throw notFound('Product');
        // The rule the browser runs offline over its copy, here over the server's.
        const related = relatedProducts(view.products, product).flatMap((p) => {
          const encoded = view.encoded[view.indexOfId(p._id) ?? -1];
          return encoded ? [encoded] : [];
        });
        return joinJson('{"success":true,"relatedProducts":[', related, ']}', origin);
      });
    },
  );

  // `/search/` with an empty keyword is a real client call: it lists everything.
  app.get(
    '/search/:keyword?',
    documented({
      tag: 'Products',
      summary:
        'Search name, brand and description, forgiving typos; paged with ?page=&limit= (ETag, 304)',
      answer: ProductSearchResponseSchema,
    }),
    validated('query', ProductSearchQuerySchema),
    (c) => {
      const { page, limit, exact } = c.req.valid('query');
      const request = {
        keyword: searchKeyword(c.req.param('keyword')),
        exact: exact === 'true',
        page,
        limit,
      };
      // The catalogue's own copy, searched by the contract's rule: the one the app runs offline
      // over its saved catalogue, so online and offline results agree.
      return catalogueRead(c, ctx, searchKey(request), async (version, origin) =>
        search.answer(await ctx.catalogue.view(version), request, origin),
      );
    },
  );

  /** Type-ahead for the header's search box (an addition): brands, categories, products. */
  app.get(
    '/suggest',
    documented({
      tag: 'Products',
      summary: 'At most 8 brands, categories and products for what has been typed (ETag, 304)',
      answer: ProductSuggestResponseSchema,
    }),
    validated('query', ProductSuggestQuerySchema),
    (c) => {
      const { q } = c.req.valid('query');
      return catalogueRead(c, ctx, `suggest:${q.trim()}`, async (version) =>
        search.suggest(await ctx.catalogue.view(version), q),
      );
    },
  );

  app.post(
    '/create',
    documented({
      tag: 'Products',
      summary: 'Create a product (failure: a plain-string 400)',
      form: ProductFormInputSchema,
      answer: ProductMutationResponseSchema,
      status: 201,
    }),
    admin,
    async (c) => {
      try {
        const id = await createProduct(ctx, await readForm(c));
        const product = await productWire(c, id);
        return c.json({ success: true, message: PRODUCT_CREATED_MESSAGE, product }, 201);
      } catch (error) {
        // This client renders the whole failure body, so create answers the bare message.
        if (error instanceof ApiError) throw error.plain();
        throw error;
      }
    },
  );

  app.put(
    '/update/:id',
    documented({
      tag: 'Products',
      summary: 'Update a product',
      form: ProductFormInputSchema,
      answer: ProductMutationResponseSchema,
    }),
    admin,
    async (c) => {
      const id = c.req.param('id');
      await updateProduct(ctx, id, await readForm(c));
      const product = await productWire(c, id);
      return c.json({ success: true, message: PRODUCT_UPDATED_MESSAGE, product });
    },
  );

  app.delete(
    '/:id',
    documented({
      tag: 'Products',
      summary: 'Delete a product',
      answer: ProductDeleteResponseSchema,
    }),
    admin,
    async (c) => {
      const name = await deleteProduct(ctx, c.req.param('id'));
      return c.json({ success: true, message: deletedMessage(name), name });
    },
  );

  app.get(
    '/:id',
    documented({ tag: 'Products', summary: 'A product', answer: ProductResponseSchema }),
    (c) => {
      const id = c.req.param('id');
      return catalogueRead(c, ctx, `id:${id}`, async (version, origin) => {
        const view = await ctx.catalogue.view(version);
        return productAnswer(view, view.indexOfId(id), origin);
      });
    },
  );

  return app;
}

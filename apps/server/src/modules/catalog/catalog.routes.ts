import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PRODUCT_NOT_FOUND_BODY,
  idParamsSchema,
  productListQuerySchema,
  slugParamsSchema,
  type ProductListQuery,
  brandListReplySchema,
  categoryFiltersReplySchema,
  categoryListReplySchema,
  categoryPageReplySchema,
  contentPageReplySchema,
  contentPagesReplySchema,
  homepageTextsReplySchema,
  lightListReplySchema,
  productDetailReplySchema,
  productItemsReplySchema,
  productListReplySchema,
  productPathSchema,
  shopListReplySchema,
} from '@wohnwerk/contract/catalog';
import { AppError, messages } from '../../lib/app-error.ts';
import { paged } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/auth.ts';
import { catalogHeadResolver, registerCatalogHead } from './catalog.head.ts';
import { listQueryValidatorCompiler } from './list-query.ts';
import { writeListPage } from './catalog.list-writer.ts';
import { CatalogService, type ListOptions } from './catalog.service.ts';
import { CatalogCategories } from './catalog.categories.ts';
import { CatalogContent } from './catalog.content.ts';

/** Product ids in paths are not validated by a schema: anything unknown answers the spec's plain "Nicht Gefunden!". */
const productId = (raw: unknown): number | null =>
  typeof raw === 'string' && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The spec's client checks the body of a product call for this text and goes to the catch-all page. */
const productNotFound = (reply: FastifyReply) =>
  reply.status(404).type('text/plain; charset=utf-8').send(PRODUCT_NOT_FOUND_BODY);

export async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new CatalogService(app.db, app.catalog);
  const categories = new CatalogCategories(app.db, app.catalog);
  const content = new CatalogContent(app.db);
  const tags = ['catalog'];
  registerCatalogHead(fastify, catalogHeadResolver(service, categories, app.config.publicUrl));
  // The content reads' copies and the stemmer's edition, learnt as the process starts (decision 160); a close waits for it,
  // so the database is never closed under it.
  let warming: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    warming = Promise.all([content.warm(), service.learnStemmer().catch(() => undefined)]).then(() => undefined);
  });
  app.addHook('onClose', async () => warming);

  const listReply = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: ProductListQuery,
    opts: ListOptions,
  ) => {
    const result = await service.list(query, opts);
    const page = paged(request, app.config.publicUrl, {
      data: result.cards,
      page: result.page,
      perPage: result.perPage,
      total: result.total,
      params: result.params,
    });
    // The page joins the products' stored list cards (catalog.list-writer.ts); a string payload is sent as it is.
    return reply.type('application/json; charset=utf-8').send(writeListPage(page));
  };

  // Categories -----------------------------------------------------------------------

  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'listCategories',
        description: 'Every category with its parent, in menu order.',
        response: { 200: categoryListReplySchema },
      },
    },
    async () => ({ data: await categories.list() }),
  );

  app.get(
    '/categories/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'getCategoryPage',
        description: 'A category with its parent, description and subcategories; 404 for an unknown slug.',
        params: slugParamsSchema,
        response: { 200: categoryPageReplySchema },
      },
    },
    async (request) => {
      const page = await categories.page(request.params.slug);
      if (!page) throw new AppError('not_found', messages.notFound);
      return page;
    },
  );

  app.get(
    '/categories-filters/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'getCategoryFilters',
        description: 'Price range (euro) and brands over a category and its subcategories, for the filter panel.',
        params: slugParamsSchema,
        response: { 200: categoryFiltersReplySchema },
      },
    },
    async (request) => {
      const filters = await categories.filters(request.params.slug);
      if (!filters) throw new AppError('not_found', messages.notFound);
      return filters;
    },
  );

  /** Brands of a category and its subcategories (home page brand lists). */
  app.get(
    '/category/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'listCategoryBrands',
        description: 'The brands of a category and its subcategories (home page brand lists).',
        params: idParamsSchema,
        response: { 200: brandListReplySchema },
      },
    },
    async (request) => ({
      data: await categories.brands(request.params.id),
    }),
  );

  // Lists ------------------------------------------------------------------------------

  // The query is read by the list-query reader, with the schema's zod rules behind it.
  const list = (operationId: string, description: string) => ({
    schema: {
      tags,
      operationId,
      description,
      querystring: productListQuerySchema,
      response: { 200: productListReplySchema },
    },
    validatorCompiler: listQueryValidatorCompiler,
  });
  app.get(
    '/products',
    {
      config: { access: 'public' },
      ...list(
        'listProducts',
        'A page of active products: category, brands, price bounds, search and order as the query says.',
      ),
    },
    async (request, reply) => listReply(request, reply, request.query, { userId: request.user?.id ?? null }),
  );
  app.get(
    '/aproducts',
    {
      config: { access: 'user' },
      ...list('listProductsSignedIn', 'As /products, with in_wishlist for the signed-in customer.'),
    },
    async (request, reply) => listReply(request, reply, request.query, { userId: currentUser(request).id }),
  );
  app.get(
    '/sale-products',
    {
      config: { access: 'public' },
      ...list('listSaleProducts', 'A page of products on sale (old price above price).'),
    },
    async (request, reply) =>
      listReply(request, reply, request.query, { userId: request.user?.id ?? null, sale: true }),
  );
  app.get(
    '/search',
    {
      config: { access: 'public' },
      ...list('searchProducts', 'Full-text search with typo correction; exact product codes first.'),
    },
    async (request, reply) =>
      listReply(request, reply, request.query, { userId: request.user?.id ?? null, searchOnly: true }),
  );

  // Product detail ---------------------------------------------------------------------

  const detail = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = productId(request.params.id);
    const json = id ? await service.detailJson(id, request.user?.id ?? null) : null;
    // Written by the product page writer; a string payload is sent as it is.
    return json ? reply.type('application/json; charset=utf-8').send(json) : productNotFound(reply);
  };
  const detailSchema = (operationId: string, description: string) => ({
    tags,
    operationId,
    description,
    params: productPathSchema,
    response: { 200: productDetailReplySchema },
  });
  app.get<{ Params: { id: string } }>(
    '/product/:id',
    {
      config: { access: 'public' },
      schema: detailSchema(
        'getProduct',
        'The product page: product, shop, series, lights, variants; plain text "Nicht Gefunden!" with 404 when unknown or inactive.',
      ),
    },
    detail,
  );
  app.get<{ Params: { id: string } }>(
    '/aproduct/:id',
    {
      config: { access: 'user' },
      schema: detailSchema('getProductSignedIn', 'As /product/{id}, with in_wishlist for the signed-in customer.'),
    },
    detail,
  );

  const similar = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = productId(request.params.id);
    const data = id ? await service.similar(id, request.user?.id ?? null) : null;
    return data ? reply.send({ data }) : productNotFound(reply);
  };
  const similarSchema = (operationId: string, description: string) => ({
    tags,
    operationId,
    description,
    params: productPathSchema,
    response: { 200: productItemsReplySchema },
  });
  app.get<{ Params: { id: string } }>(
    '/similar-products/:id',
    {
      config: { access: 'public' },
      schema: similarSchema('listSimilarProducts', 'Products of the same category nearest in price.'),
    },
    similar,
  );
  app.get<{ Params: { id: string } }>(
    '/asimilar-products/:id',
    {
      config: { access: 'user' },
      schema: similarSchema(
        'listSimilarProductsSignedIn',
        'As /similar-products/{id}, with in_wishlist for the signed-in customer.',
      ),
    },
    similar,
  );

  app.get<{ Params: { id: string } }>(
    '/getLightId/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'listProductLights',
        description: 'The lighting accessories offered with a product.',
        params: productPathSchema,
        response: { 200: lightListReplySchema },
      },
    },
    async (request, reply) => {
      const id = productId(request.params.id);
      return id ? reply.send({ data: await service.lights(id) }) : productNotFound(reply);
    },
  );

  // Shops and content ------------------------------------------------------------------

  app.get(
    '/shops',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'listShops',
        description: 'The shops with their number of active products.',
        response: { 200: shopListReplySchema },
      },
    },
    async () => ({ data: await content.shops() }),
  );

  /** { data: [...] }: see docs/decisions/001-homepage-texts-shape.md. */
  app.get(
    '/homepage-texts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'listHomepageTexts',
        description: 'The home page texts (sanitised HTML) by name.',
        response: { 200: homepageTextsReplySchema },
      },
    },
    async () => ({ data: await content.homepageTexts() }),
  );

  app.get(
    '/pages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'listContentPages',
        description: 'The content pages (footer links).',
        response: { 200: contentPagesReplySchema },
      },
    },
    async () => ({ data: await content.pages() }),
  );

  app.get(
    '/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'getContentPage',
        description: 'One content page by slug; 404 when unknown.',
        params: slugParamsSchema,
        response: { 200: contentPageReplySchema },
      },
    },
    async (request) => {
      const page = await content.page(request.params.slug);
      if (!page) throw new AppError('not_found', messages.notFound);
      return { data: page };
    },
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PRODUCT_NOT_FOUND_BODY,
  idParamsSchema,
  productListQuerySchema,
  slugParamsSchema,
  type ProductListQuery,
  brandListResponseSchema,
  categoryFiltersResponseSchema,
  categoryListResponseSchema,
  categoryPageResponseSchema,
  contentPageResponseSchema,
  contentPagesResponseSchema,
  homepageTextsResponseSchema,
  lightListResponseSchema,
  productDetailResponseSchema,
  productItemsResponseSchema,
  productListResponseSchema,
  productPathSchema,
  shopListResponseSchema,
} from '@wohnwerk/contract/catalog';
import { AppError, messages } from '../../lib/app-error.ts';
import { paged } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/auth.ts';
import { catalogHeadResolver, registerCatalogHead } from './catalog.head.ts';
import { listQueryValidatorCompiler } from './list-query.ts';
import { writeListPage } from './catalog.list-writer.ts';
import { CatalogService, type ListOptions } from './catalog.service.ts';

/** Product ids in paths are not validated by a schema: anything unknown answers the spec's plain "Nicht Gefunden!". */
const productId = (raw: unknown): number | null => (typeof raw === 'string' && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** The spec's client checks the body of a product call for this text and goes to the catch-all page. */
const productNotFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send(PRODUCT_NOT_FOUND_BODY);

export async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new CatalogService(app.db, app.catalog);
  const tags = ['catalog'];
  registerCatalogHead(fastify, catalogHeadResolver(service, app.config.publicUrl));

  const listReply = async (request: FastifyRequest, reply: FastifyReply, query: ProductListQuery, opts: ListOptions) => {
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

  app.get('/categories', { config: { access: 'public' }, schema: { tags } }, async () => ({ data: await service.categories() }));

  app.get('/categories/:slug', { config: { access: 'public' }, schema: { tags, params: slugParamsSchema } }, async (request) => {
    const page = await service.categoryPage(request.params.slug);
    if (!page) throw new AppError('not_found', messages.notFound);
    return page;
  });

  app.get('/categories-filters/:slug', { config: { access: 'public' }, schema: { tags, params: slugParamsSchema } }, async (request) => {
    const filters = await service.categoryFilters(request.params.slug);
    if (!filters) throw new AppError('not_found', messages.notFound);
    return filters;
  });

  /** Brands of a category and its subcategories (home page brand lists). */
  app.get('/category/:id', { config: { access: 'public' }, schema: { tags, params: idParamsSchema } }, async (request) => ({
    data: await service.categoryBrands(request.params.id),
  }));

  // Lists ------------------------------------------------------------------------------

  // The query is read by the list-query reader, with the schema's zod rules behind it.
  const list = { schema: { tags, querystring: productListQuerySchema }, validatorCompiler: listQueryValidatorCompiler };
  app.get('/products', { config: { access: 'public' }, ...list }, async (request, reply) =>
    listReply(request, reply, request.query, { userId: request.user?.id ?? null }),
  );
  app.get('/aproducts', { config: { access: 'user' }, ...list }, async (request, reply) =>
    listReply(request, reply, request.query, { userId: currentUser(request).id }),
  );
  app.get('/sale-products', { config: { access: 'public' }, ...list }, async (request, reply) =>
    listReply(request, reply, request.query, { userId: request.user?.id ?? null, sale: true }),
  );
  app.get('/search', { config: { access: 'public' }, ...list }, async (request, reply) =>
    listReply(request, reply, request.query, { userId: request.user?.id ?? null, searchOnly: true }),
  );

  // Product detail ---------------------------------------------------------------------

  const detail = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = productId(request.params.id);
    const json = id ? await service.detailJson(id, request.user?.id ?? null) : null;
    // Written by the product page writer; a string payload is sent as it is.
    return json ? reply.type('application/json; charset=utf-8').send(json) : productNotFound(reply);
  };
  app.get<{ Params: { id: string } }>('/product/:id', { config: { access: 'public' }, schema: { tags } }, detail);
  app.get<{ Params: { id: string } }>('/aproduct/:id', { config: { access: 'user' }, schema: { tags } }, detail);

  const similar = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = productId(request.params.id);
    const data = id ? await service.similar(id, request.user?.id ?? null) : null;
    return data ? reply.send({ data }) : productNotFound(reply);
  };
  app.get<{ Params: { id: string } }>('/similar-products/:id', { config: { access: 'public' }, schema: { tags } }, similar);
  app.get<{ Params: { id: string } }>('/asimilar-products/:id', { config: { access: 'user' }, schema: { tags } }, similar);

  app.get<{ Params: { id: string } }>('/getLightId/:id', { config: { access: 'public' }, schema: { tags } }, async (request, reply) => {
    const id = productId(request.params.id);
    return id ? reply.send({ data: await service.lights(id) }) : productNotFound(reply);
  });

  // Shops and content ------------------------------------------------------------------

  app.get('/shops', { config: { access: 'public' }, schema: { tags } }, async () => ({ data: await service.shops() }));

  /** { data: [...] }: see docs/decisions/001-homepage-texts-shape.md. */
  app.get('/homepage-texts', { config: { access: 'public' }, schema: { tags } }, async () => ({ data: await service.homepageTexts() }));

  app.get('/pages', { config: { access: 'public' }, schema: { tags } }, async () => ({ data: await service.pages() }));

  app.get('/pages/:slug', { config: { access: 'public' }, schema: { tags, params: slugParamsSchema } }, async (request) => {
    const page = await service.page(request.params.slug);
    if (!page) throw new AppError('not_found', messages.notFound);
    return { data: page };
  });
}

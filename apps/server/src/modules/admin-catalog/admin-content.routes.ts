import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  adminBrandSchema,
  adminCategoryListQuerySchema,
  adminCategorySchema,
  adminContentPageSchema,
  adminHomepageTextSchema,
  adminIdParamsSchema,
  adminSeriesSchema,
  adminShopSchema,
  brandBodySchema,
  categoryBodySchema,
  contentPageBodySchema,
  homepageTextBodySchema,
  listOf,
  oneOf,
  seriesBodySchema,
  shopBodySchema,
} from '@wohnwerk/contract/admin-catalog';
import { currentUser } from '../../plugins/auth.ts';
import { AdminContentService } from './admin-content.service.ts';
import { AdminCategoriesService } from './admin-categories.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';
import { restoreReplySchema } from '@wohnwerk/contract/admin-deletions';

/**
 * Categories, shops, brands, series, homepage texts and information pages in the shop
 * administration (/api/v1/admin/...): staff; deleting a category or a page and restoring a
 * category admins only (decision 131, 152).
 */
export async function adminContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AdminContentService(app.db);
  const categories = new AdminCategoriesService(app.db);
  const tags = ['admin-catalog'];
  const staff = { access: 'staff' as const };
  const admin = { access: 'admin' as const };

  /**
   * GET list, POST create and PUT update of one kind of record, all staff. Generic over the
   * kind, so registered without the type provider: the same zod schemas validate the input
   * and check the answers at run time (and in the tests).
   */
  function records<Body extends z.ZodType, Item extends z.ZodType>(spec: {
    path: string;
    what: string;
    op: string;
    item: Item;
    body: Body;
    /** The list's query string, when it has one. */
    listQuery?: z.ZodType;
    list: (query: Record<string, unknown>) => Promise<z.output<Item>[]>;
    save: (id: number | null, body: z.output<Body>, userId: number) => Promise<z.output<Item>>;
  }) {
    fastify.get(
      `/admin/${spec.path}`,
      {
        config: staff,
        schema: {
          tags,
          operationId: `adminList${spec.op}`,
          description: `Every ${spec.what}.`,
          ...(spec.listQuery ? { querystring: spec.listQuery } : {}),
          response: { 200: listOf(spec.item) },
        },
      },
      async (request: FastifyRequest) => ({ data: await spec.list((request.query ?? {}) as Record<string, unknown>) }),
    );
    fastify.post(
      `/admin/${spec.path}`,
      {
        config: staff,
        schema: {
          tags,
          operationId: `adminCreate${spec.op}`,
          description: `Creates a ${spec.what}; the change is recorded.`,
          body: spec.body,
          response: { 201: oneOf(spec.item) },
        },
      },
      async (request: FastifyRequest, reply) =>
        reply
          .status(201)
          .send({ data: await spec.save(null, request.body as z.output<Body>, currentUser(request).id) }),
    );
    fastify.put(
      `/admin/${spec.path}/:id`,
      {
        config: staff,
        schema: {
          tags,
          operationId: `adminUpdate${spec.op}`,
          description: `Changes a ${spec.what}; every changed field is recorded.`,
          params: adminIdParamsSchema,
          body: spec.body,
          response: { 200: oneOf(spec.item) },
        },
      },
      async (request: FastifyRequest) => ({
        data: await spec.save(
          (request.params as { id: number }).id,
          request.body as z.output<Body>,
          currentUser(request).id,
        ),
      }),
    );
  }

  records({
    path: 'categories',
    what: 'category (tree by parent_id; description HTML cleaned; the Sale category keeps its slug); deleted=true lists the deleted ones instead',
    op: 'Category',
    item: adminCategorySchema,
    body: categoryBodySchema,
    listQuery: adminCategoryListQuerySchema,
    list: (query) => categories.categories(query.deleted === true),
    save: (id, body, userId) =>
      id === null ? categories.createCategory(body, userId) : categories.updateCategory(id, body, userId),
  });
  records({
    path: 'shops',
    what: 'shop',
    op: 'Shop',
    item: adminShopSchema,
    body: shopBodySchema,
    list: () => service.shops(),
    save: (id, body, userId) => service.saveShop(id, body, userId),
  });
  records({
    path: 'brands',
    what: 'brand',
    op: 'Brand',
    item: adminBrandSchema,
    body: brandBodySchema,
    list: () => service.brands(),
    save: (id, body, userId) => service.saveBrand(id, body, userId),
  });
  records({
    path: 'series',
    what: 'series (with its front and body colour)',
    op: 'Series',
    item: adminSeriesSchema,
    body: seriesBodySchema,
    list: () => service.series(),
    save: (id, body, userId) => service.saveSeries(id, body, userId),
  });
  records({
    path: 'pages',
    what: 'information page (AGB, Impressum, Datenschutz, Widerrufsrecht, …; HTML cleaned)',
    op: 'ContentPage',
    item: adminContentPageSchema,
    body: contentPageBodySchema,
    list: () => service.contentPages(),
    save: (id, body, userId) => service.saveContentPage(id, body, userId),
  });

  app.get(
    '/admin/homepage-texts',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminListHomepageTexts',
        description: 'The texts of the home page.',
        response: { 200: listOf(adminHomepageTextSchema) },
      },
    },
    async () => ({ data: await service.homepageTexts() }),
  );

  app.put(
    '/admin/homepage-texts/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminUpdateHomepageText',
        description: 'Changes a text of the home page (HTML cleaned); the change is recorded.',
        params: adminIdParamsSchema,
        body: homepageTextBodySchema,
        response: { 200: oneOf(adminHomepageTextSchema) },
      },
    },
    async (request) => ({
      data: await service.updateHomepageText(request.params.id, request.body.description, currentUser(request).id),
    }),
  );

  app.delete(
    '/admin/categories/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        operationId: 'adminDeleteCategory',
        description:
          'Admins only: deletes an empty category without subcategories (not the Sale category). It is kept, hidden from the shop, and can be restored.',
        params: adminIdParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await categories.deleteCategory(request.params.id, currentUser(request).id);
      return { message: 'Die Kategorie wurde gelöscht. Sie können sie unter „Gelöscht“ wiederherstellen.' };
    },
  );

  app.post(
    '/admin/categories/:id/restore',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        operationId: 'adminRestoreCategory',
        description:
          'Admins only: brings a deleted category back (409 while its parent category is deleted); 404 when none is deleted under this id.',
        params: adminIdParamsSchema,
        response: { 200: restoreReplySchema },
      },
    },
    async (request) => categories.restoreCategory(request.params.id, currentUser(request).id),
  );

  app.delete(
    '/admin/pages/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        operationId: 'adminDeleteContentPage',
        description:
          'Admins only: deletes an information page. A legal page (AGB, Impressum, Datenschutz, Widerrufsrecht) is refused with 409: it can only be edited.',
        params: adminIdParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.deleteContentPage(request.params.id, currentUser(request).id);
      return { message: 'Die Seite wurde gelöscht.' };
    },
  );
}

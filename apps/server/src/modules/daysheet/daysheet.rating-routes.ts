import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createQuerySchema,
  dayQuerySchema,
  idParamsSchema,
  ratingCheckReplySchema,
  ratingCreateBodySchema,
  ratingCreateReplySchema,
  ratingDayReplySchema,
  ratingDtoSchema,
  ratingUpdateBodySchema,
} from '@wohnwerk/contract/daysheet';
import { currentUser } from '../../plugins/auth.ts';
import { staff, tags } from './daysheet.route-config.ts';
import type { DaySheetService } from './daysheet.service.ts';

/** The day rating (M1, BZ, M3): the day and the month so far, whether graded, create once, read, update. */
export function ratingRoutes(fastify: FastifyInstance, service: DaySheetService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/excel/vlersimet',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'listVlersimet',
        description: "The day's rating (sot) and the month's totals up to the day (deriSot).",
        querystring: dayQuerySchema,
        response: { 200: ratingDayReplySchema },
      },
    },
    async (request) => service.ratingDay(currentUser(request), request.query),
  );
  app.get(
    '/excel/vlersimet/check',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'checkVlersimet',
        description: 'Whether the day is graded (vleresuar).',
        querystring: dayQuerySchema,
        response: { 200: ratingCheckReplySchema },
      },
    },
    async (request) => service.ratingCheck(currentUser(request), request.query),
  );
  app.post(
    '/excel/vlersimet/create',
    {
      config: { ...staff, errors: [404, 409] },
      schema: {
        tags,
        operationId: 'createVlersimet',
        description: 'Records the day rating M1, BZ, M3 once per day; 409 "JU JENI VLERESUAR" when graded.',
        querystring: createQuerySchema,
        body: ratingCreateBodySchema,
        response: { 201: ratingCreateReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createRating(currentUser(request), request.query, request.body)),
  );
  app.get(
    '/excel/vlersimet/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'getVlersimet',
        description: 'One rating record.',
        params: idParamsSchema,
        response: { 200: ratingDtoSchema },
      },
    },
    async (request) => service.getRating(currentUser(request), request.params.id),
  );
  app.put(
    '/excel/vlersimet/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'updateVlersimet',
        description: 'Changes a rating record.',
        params: idParamsSchema,
        body: ratingUpdateBodySchema,
        response: { 200: ratingCreateReplySchema },
      },
    },
    async (request) => service.updateRating(currentUser(request), request.params.id, request.body),
  );
}

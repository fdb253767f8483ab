import type { FastifyInstance } from 'fastify';
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
import { backOfficeRoutes } from '../../lib/back-office-routes.ts';
import { tags } from './daysheet.route-config.ts';
import type { DaySheetService } from './daysheet.service.ts';

/** The day rating (M1, BZ, M3): the day and the month so far, whether graded, create once, read, update. */
export function ratingRoutes(fastify: FastifyInstance, service: DaySheetService) {
  const routes = backOfficeRoutes(fastify, {
    path: '/excel/vlersimet',
    tags,
    idParams: idParamsSchema,
    createPath: '/create',
  });
  routes.list(
    {
      operationId: 'listVlersimet',
      description: "The day's rating (sot) and the month's totals up to the day (deriSot).",
      errors: [404],
      querystring: dayQuerySchema,
      reply: ratingDayReplySchema,
    },
    (caller, { query }) => service.ratingDay(caller, query),
  );
  routes.other('GET', '/check')(
    {
      operationId: 'checkVlersimet',
      description: 'Whether the day is graded (vleresuar).',
      errors: [404],
      querystring: dayQuerySchema,
      reply: ratingCheckReplySchema,
    },
    (caller, { query }) => service.ratingCheck(caller, query),
  );
  routes.create(
    {
      operationId: 'createVlersimet',
      description: 'Records the day rating M1, BZ, M3 once per day; 409 "JU JENI VLERESUAR" when graded.',
      errors: [404, 409],
      querystring: createQuerySchema,
      body: ratingCreateBodySchema,
      reply: ratingCreateReplySchema,
    },
    (caller, input) => service.createRating(caller, input.query, input.body),
  );
  routes.get(
    { operationId: 'getVlersimet', description: 'One rating record.', reply: ratingDtoSchema },
    (caller, { id }) => service.getRating(caller, id),
  );
  routes.update(
    {
      operationId: 'updateVlersimet',
      description: 'Changes a rating record.',
      body: ratingUpdateBodySchema,
      reply: ratingCreateReplySchema,
    },
    (caller, { id, body }) => service.updateRating(caller, id, body),
  );
}

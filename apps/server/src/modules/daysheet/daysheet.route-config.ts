import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@wohnwerk/contract/daysheet';
import { backOfficeRoutes } from '../../lib/back-office-routes.ts';

/** What the day sheet's route files share (daysheet.routes.ts registers them). */

export const tags = ['daysheet'];
export const staff = { access: 'staff' as const };
/** operationIds are camelCase: detyrat-prior-am → DetyratPriorAm. */
export const camel = (s: string) =>
  s.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase()).replace(/\d/, (d) => d);

/** A section's or a note's routes, with the spec's old paths: POST …/create and PUT …/:id/update. */
export const daySheetRoutes = (fastify: FastifyInstance, path: string) =>
  backOfficeRoutes(fastify, { path, tags, idParams: idParamsSchema, createPath: '/create', updatePath: '/:id/update' });

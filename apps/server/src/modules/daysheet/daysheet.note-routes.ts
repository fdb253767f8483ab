import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createQuerySchema,
  dayQuerySchema,
  idParamsSchema,
  noteBodySchema,
  noteCreateReplySchema,
  noteDtoSchema,
  noteListReplySchema,
  overloadBodySchema,
  overloadListReplySchema,
  type NoteKind,
} from '@wohnwerk/contract/daysheet';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';
import { currentUser } from '../../plugins/auth.ts';
import { camel, staff, tags } from './daysheet.route-config.ts';
import type { DaySheetService } from './daysheet.service.ts';

const deleted: Record<NoteKind, string> = {
  problemet: 'Problemi u fshi',
  propozimet: 'Propozimi u fshi',
  ngarkesat: 'Mbi/Nen Ngarkesa u fshi',
};

/** Problems, proposals and overloads: list, create, read, update, delete each. */
export function noteRoutes(fastify: FastifyInstance, service: DaySheetService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notes: { kind: NoteKind; label: string; body: typeof noteBodySchema | typeof overloadBodySchema }[] = [
    { kind: 'problemet', label: 'problems', body: noteBodySchema },
    { kind: 'propozimet', label: 'proposals', body: noteBodySchema },
    { kind: 'ngarkesat', label: 'overloads/underloads', body: overloadBodySchema },
  ];
  for (const { kind, label, body } of notes) {
    const op = camel(kind);
    if (kind === 'ngarkesat') {
      app.get(
        '/excel/ngarkesat',
        {
          config: { ...staff, errors: [404] },
          schema: {
            tags,
            operationId: 'listNgarkesat',
            description: 'Overloads of today (sot) and tomorrow (neser) recorded on a day.',
            querystring: dayQuerySchema,
            response: { 200: overloadListReplySchema },
          },
        },
        async (request) => service.listOverloads(currentUser(request), request.query),
      );
    } else {
      app.get(
        `/excel/${kind}`,
        {
          config: { ...staff, errors: [404] },
          schema: {
            tags,
            operationId: `list${op}`,
            description: `The ${label} of a day.`,
            querystring: dayQuerySchema,
            response: { 200: noteListReplySchema },
          },
        },
        async (request) => service.listNotes(currentUser(request), kind, request.query),
      );
    }
    app.post(
      `/excel/${kind}/create`,
      {
        config: { ...staff, errors: [404] },
        schema: {
          tags,
          operationId: `create${op}`,
          description: `Adds one of the ${label}; PO needs a comment.`,
          querystring: createQuerySchema,
          body,
          response: { 201: noteCreateReplySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createNote(currentUser(request), kind, request.query, request.body)),
    );
    app.get(
      `/excel/${kind}/:id`,
      {
        config: staff,
        schema: {
          tags,
          operationId: `get${op}`,
          description: `One of the ${label}.`,
          params: idParamsSchema,
          response: { 200: noteDtoSchema },
        },
      },
      async (request) => service.getNote(currentUser(request), kind, request.params.id),
    );
    app.put(
      `/excel/${kind}/:id/update`,
      {
        config: staff,
        schema: {
          tags,
          operationId: `update${op}`,
          description: `Changes one of the ${label}.`,
          params: idParamsSchema,
          body,
          response: { 200: noteDtoSchema },
        },
      },
      async (request) => service.updateNote(currentUser(request), kind, request.params.id, request.body),
    );
    app.delete(
      `/excel/${kind}/:id`,
      {
        config: staff,
        schema: {
          tags,
          operationId: `delete${op}`,
          description: `Soft-deletes one of the ${label}.`,
          params: idParamsSchema,
          response: { 200: messageReplySchema },
        },
      },
      async (request) => {
        await service.deleteNote(currentUser(request), kind, request.params.id);
        return { message: deleted[kind] };
      },
    );
  }
}

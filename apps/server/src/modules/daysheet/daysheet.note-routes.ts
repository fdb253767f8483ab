import type { FastifyInstance } from 'fastify';
import {
  createQuerySchema,
  dayQuerySchema,
  noteBodySchema,
  noteCreateReplySchema,
  noteDtoSchema,
  noteListReplySchema,
  overloadBodySchema,
  overloadListReplySchema,
  type NoteKind,
} from '@wohnwerk/contract/daysheet';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';
import { camel, daySheetRoutes } from './daysheet.route-config.ts';
import type { DaySheetService } from './daysheet.service.ts';

const deleted: Record<NoteKind, string> = {
  problemet: 'Problemi u fshi',
  propozimet: 'Propozimi u fshi',
  ngarkesat: 'Mbi/Nen Ngarkesa u fshi',
};

/** Problems, proposals and overloads: list, create, read, update, delete each. */
export function noteRoutes(fastify: FastifyInstance, service: DaySheetService) {
  const notes: { kind: NoteKind; label: string; body: typeof noteBodySchema | typeof overloadBodySchema }[] = [
    { kind: 'problemet', label: 'problems', body: noteBodySchema },
    { kind: 'propozimet', label: 'proposals', body: noteBodySchema },
    { kind: 'ngarkesat', label: 'overloads/underloads', body: overloadBodySchema },
  ];
  for (const { kind, label, body } of notes) {
    const op = camel(kind);
    const routes = daySheetRoutes(fastify, `/excel/${kind}`);
    if (kind === 'ngarkesat') {
      routes.list(
        {
          operationId: 'listNgarkesat',
          description: 'Overloads of today (sot) and tomorrow (neser) recorded on a day.',
          errors: [404],
          querystring: dayQuerySchema,
          reply: overloadListReplySchema,
        },
        (caller, { query }) => service.listOverloads(caller, query),
      );
    } else {
      routes.list(
        {
          operationId: `list${op}`,
          description: `The ${label} of a day.`,
          errors: [404],
          querystring: dayQuerySchema,
          reply: noteListReplySchema,
        },
        (caller, { query }) => service.listNotes(caller, kind, query),
      );
    }
    routes.create(
      {
        operationId: `create${op}`,
        description: `Adds one of the ${label}; PO needs a comment.`,
        errors: [404],
        querystring: createQuerySchema,
        body,
        reply: noteCreateReplySchema,
      },
      (caller, input) => service.createNote(caller, kind, input.query, input.body),
    );
    routes.get(
      { operationId: `get${op}`, description: `One of the ${label}.`, reply: noteDtoSchema },
      (caller, { id }) => service.getNote(caller, kind, id),
    );
    routes.update(
      { operationId: `update${op}`, description: `Changes one of the ${label}.`, body, reply: noteDtoSchema },
      (caller, input) => service.updateNote(caller, kind, input.id, input.body),
    );
    routes.remove(
      { operationId: `delete${op}`, description: `Soft-deletes one of the ${label}.`, reply: messageReplySchema },
      async (caller, { id }) => {
        await service.deleteNote(caller, kind, id);
        return { message: deleted[kind] };
      },
    );
  }
}

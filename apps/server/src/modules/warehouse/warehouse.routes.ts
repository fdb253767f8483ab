import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  awBodySchema,
  awIdParamsSchema,
  awListReplySchema,
  awReportLinkBodySchema,
  awReportLinkReplySchema,
  closeAwBodySchema,
  deleteWmBodySchema,
  importReplySchema,
  isGrabowskiReplySchema,
  refreshAwBodySchema,
  refreshWmBodySchema,
  scanBodySchema,
  scanReplySchema,
  scanWmsBodySchema,
  searchParamsSchema,
  wmCardListSchema,
  wmLinesParamsSchema,
  wmLinesReplySchema,
  wmRowsReplySchema,
  wmsQuerySchema,
} from '@wohnwerk/contract/warehouse';
import { currentUser } from '../../plugins/auth.ts';
import { signReportLink } from '../../lib/signed-links.ts';
import { WarehouseService } from './warehouse.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

const tags = ['warehouse'];
const staff = { access: 'staff' as const };
/** Scans write warehouse tables only: their answers skip the catalogue-version query (app.ts, decision 085). */
const scanning = { access: 'staff' as const, catalogue: 'untouched' as const };
const admin = { access: 'admin' as const };

/** The idempotency key of a scan: the body's `key`, else the Idempotency-Key header. */
function scanKey(request: FastifyRequest, bodyKey: string | undefined): string | undefined {
  if (bodyKey) return bodyKey;
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && /^[\w-]{8,100}$/.test(header) ? header : undefined;
}

/** Warehouse scanning under /api/v1 (spec §7.8); staff and admins, some admin only (backoffice-rules.md). */
export async function warehouseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new WarehouseService(app.db, app.config.warehouseImportDir);

  app.get(
    '/aws',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'listAws',
        description: 'Work orders for the "Choose AW:" picker, open ones first.',
        response: { 200: awListReplySchema },
      },
    },
    async () => service.workOrders(),
  );

  app.post(
    '/aw',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'loadAw',
        description: 'The document cards of a work order; 404 "NO WM FOR THIS AW" when it has none.',
        body: awBodySchema,
        response: { 200: wmCardListSchema },
      },
    },
    async (request) => service.documents(request.body.numer),
  );

  app.get(
    '/search-by-wm/:number/:byId',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'searchByWm',
        description: 'Admin search of documents by id_trans (true) or tr_numer (false); 404 with a message when none.',
        params: searchParamsSchema,
        response: { 200: wmCardListSchema },
      },
    },
    async (request) => service.search(request.params.number, request.params.byId === 'true'),
  );

  app.get(
    '/wm_data/:awId',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'wmData',
        description: 'The WM documents of a work order, before the screen goes to /scan-wm.',
        params: awIdParamsSchema,
        response: { 200: wmRowsReplySchema },
      },
    },
    async (request) => service.wmRows(request.params.awId),
  );

  app.get(
    '/is_grabowski/:awId',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'isGrabowski',
        description: 'The two-barcode flag the server keeps for the work order, as a one-item list.',
        params: awIdParamsSchema,
        response: { 200: isGrabowskiReplySchema },
      },
    },
    async (request) => service.isGrabowski(request.params.awId),
  );

  app.post(
    '/close-aw',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'closeAw',
        description: 'Marks the work order closed; every count stays.',
        body: closeAwBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.close(request.body.aw_id),
  );

  app.post(
    '/update-ean',
    {
      config: { ...staff, errors: [409] },
      schema: {
        tags,
        operationId: 'updateEan',
        description: 'Reads the EANs of known lines again from the warehouse export.',
        response: { 200: messageReplySchema },
      },
    },
    async () => service.updateEans(),
  );

  app.post(
    '/refresh-wm',
    {
      config: { ...staff, errors: [404, 409] },
      schema: {
        tags,
        operationId: 'refreshWm',
        description: "Imports this work order's documents and lines again from the export; scan counts stay.",
        body: refreshWmBodySchema,
        response: { 200: importReplySchema },
      },
    },
    async (request) => service.refreshWm(request.body.aw),
  );

  app.post(
    '/refresh-aw',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        operationId: 'refreshAw',
        description: 'Admin: imports every work order of the export (new ones appear); scan counts stay.',
        body: refreshAwBodySchema,
        response: { 200: importReplySchema },
      },
    },
    async () => service.refreshAll(),
  );

  app.get(
    '/wm/:trIdtrans/:awId',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'wmLines',
        description: 'The lines of one warehouse document of the work order.',
        params: wmLinesParamsSchema,
        response: { 200: wmLinesReplySchema },
      },
    },
    async (request) => service.lines(request.params.trIdtrans, request.params.awId),
  );

  app.post(
    '/scan-wm',
    {
      config: { ...scanning, errors: [404] },
      schema: {
        tags,
        operationId: 'scanWm',
        description:
          'Counts one scanned unit. code 200 counted (overflow true beyond the expected count), 404 EAN not on the document, 409 the two barcodes differ (HOME/VENTE). A retry with the same key (body key or Idempotency-Key header) answers the first answer and counts nothing.',
        body: scanBodySchema,
        response: { 200: scanReplySchema },
      },
    },
    async (request) => service.scan(request.body, currentUser(request).id, scanKey(request, request.body.key)),
  );

  app.post(
    '/delete-wm',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags,
        operationId: 'deleteWm',
        description: "Admin: takes back a line's scans (the line itself comes from the warehouse system).",
        body: deleteWmBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.resetLine(request.body.wm_number, request.body.code, currentUser(request).id),
  );

  app.get(
    '/wms',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        operationId: 'listWms',
        description: 'The WM documents of a work order with their scanned flag.',
        querystring: wmsQuerySchema,
        response: { 200: wmRowsReplySchema },
      },
    },
    async (request) => service.wmRows(request.query.id),
  );

  app.post(
    '/scan-wms',
    {
      config: { ...scanning, errors: [404] },
      schema: {
        tags,
        operationId: 'scanWms',
        description: 'Scans a WM document itself: 1 when all its lines are complete, 2 (warning) otherwise.',
        body: scanWmsBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.scanWms(request.body.aw_idtrans, request.body.wm_idtrans, currentUser(request).id),
  );

  app.post(
    '/aw-report-link',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'awReportLink',
        description:
          'A signed link (5 minutes, this path only) to a work-order report, for opening it in a new tab (decision 041).',
        body: awReportLinkBodySchema,
        response: { 200: awReportLinkReplySchema },
      },
    },
    async (request) => ({ url: await signReportLink(app, currentUser(request).tokenId, request.body.path) }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { screenQuerySchema, screenReplySchema, tasksTexts } from '@wohnwerk/contract/tasks';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { eventStreams } from '../../lib/event-stream.ts';
import { sectionTitles } from '../daysheet/daysheet.reports.ts';
import { ScreenBoardHub } from './screen-board.hub.ts';
import { screenTasks } from './screen-board.queries.ts';
import { renderReport } from '../../lib/report-pdf.ts';
import { reportCaller, sendFile } from '../finished-tasks/report-caller.ts';
import { fileAnswer, fileTypes } from '../../lib/file-answer.ts';

const tags = ['screen-board'];
const config = { access: 'staff' as const };

/** The screen board (spec §2.8, §7.6): today's "show on screen" tasks and a change stream. */
export async function screenBoardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hub = new ScreenBoardHub(app.db, app.config.SCREEN_BOARD_POLL_MS, (err) =>
    app.log.warn({ err }, 'screen board change check failed'),
  );
  // A board or two and a spare tab per user and process (decision 103).
  const openStream = eventStreams(app, { maxPerUser: 3, tooMany: tasksTexts.tooManyStreams });
  app.addHook('preClose', async () => hub.stop());

  app.get(
    '/excel/detyrat-ekran',
    {
      config,
      schema: {
        tags,
        operationId: 'listScreenTasks',
        description:
          "Today's tasks of all users marked show-on-screen, with type (section); done=1 only K, done=0 the rest. refresh_ms is the configured fallback reload interval.",
        querystring: screenQuerySchema,
        response: { 200: screenReplySchema },
      },
    },
    async (request) => {
      const day = berlinToday();
      const rows = await screenTasks(app.db, day, request.query.done);
      return {
        day,
        detyrat: rows.map((r) => ({ ...r, type: sectionTitles[r.section], section: r.section })),
        refresh_ms: app.config.SCREEN_BOARD_REFRESH_MS,
      };
    },
  );

  app.get(
    '/excel/detyrat-ekran/stream',
    {
      config: { ...config, errors: [429] },
      schema: {
        tags,
        operationId: 'streamScreenTasks',
        description:
          'Server-sent events: "change" within seconds of any change to today\'s tasks (any instance), so the board reloads at once. Read with the bearer header (fetch), not EventSource. At most 3 open per user (429); ends once the token is signed out or no longer staff (EVENT_STREAM_CHECK_MS).',
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      await openStream(request, reply, (stream) =>
        hub.subscribe((fingerprint) => stream.send('change', { at: fingerprint.split('|')[0] })),
      );
      // Start from the current state, so the first change is seen on the next check.
      await hub.poll();
    },
  );
}

/** PDF of the board (spec §2.8) on the API host root, with a bearer header or a signed link. */
export async function screenBoardReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/detyrat-ekran-pdf/:done',
    {
      config: { access: 'public', errors: [401, 403] },
      schema: {
        tags,
        operationId: 'screenTasksPdf',
        description: "PDF of today's screen tasks: all, 0 (unfinished) or 1 (finished).",
        params: z.object({ done: z.enum(['all', '0', '1']) }),
        ...fileAnswer('The tasks as PDF.', fileTypes.pdf),
      },
    },
    async (request, reply) => {
      await reportCaller(app, request);
      const day = berlinToday();
      const done = request.params.done === 'all' ? null : request.params.done === '1' ? 1 : 0;
      const rows = await screenTasks(app.db, day, done);
      const pdf = await renderReport('Detyrat ne ekran', `Data: ${day.split('-').reverse().join('-')}`, [
        {
          title: 'Detyrat',
          columns: [25, 150, 45, 130, 35, 70, 60].map((width, i) => ({
            label: ['NR', 'EMRI', 'STATUSI', 'KOMENT', 'KOHA', 'PERDORUESI', 'LLOJI'][i],
            width,
          })),
          rows: rows.map((r, i) => [
            i + 1,
            r.name,
            r.status ?? '',
            r.comment ?? '',
            r.time ?? '',
            r.user,
            sectionTitles[r.section],
          ]),
        },
      ]);
      return sendFile(reply, 'pdf', `detyrat-ekran-${day}`, pdf);
    },
  );
}

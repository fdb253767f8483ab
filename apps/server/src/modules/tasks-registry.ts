import type { FastifyPluginAsync } from 'fastify';
import { fastTasksRoutes } from './fast-tasks/fast-tasks.routes.ts';
import { weeklyTasksRoutes } from './weekly-tasks/weekly-tasks.routes.ts';
import { userCommentsRoutes } from './user-comments/user-comments.routes.ts';
import { finishedTasksReportRoutes, finishedTasksRoutes } from './finished-tasks/finished-tasks.routes.ts';
import { screenBoardReportRoutes, screenBoardRoutes } from './screen-board/screen-board.routes.ts';
import { monthlyRatingsReportRoutes, monthlyRatingsRoutes } from './monthly-ratings/monthly-ratings.routes.ts';

/** The back-office task modules (decisions 070, 071), kept in one list so registry.ts changes once. */
export const tasksApiModules: FastifyPluginAsync[] = [
  fastTasksRoutes,
  weeklyTasksRoutes,
  userCommentsRoutes,
  finishedTasksRoutes,
  screenBoardRoutes,
  monthlyRatingsRoutes,
];
export const tasksRootModules: FastifyPluginAsync[] = [
  monthlyRatingsReportRoutes,
  finishedTasksReportRoutes,
  screenBoardReportRoutes,
];

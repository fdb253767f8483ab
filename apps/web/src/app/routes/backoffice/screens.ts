// The back office's screens, one chunk each, behind this one lazy module: app/router.tsx imports it
// instead of every screen, so the entry's list of lazy chunks (vite's preload map) does not carry them
// (docs/decisions/119).
import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Route path → the screen's module (each file's default export is the page). */
export const backofficeModules = {
  excel: () => import('./day-page.tsx'),
  'add/task': () => import('./add-task-page.tsx'),
  'add/other': () => import('./add-other-page.tsx'),
  'days/add-task': () => import('./days-add-task-page.tsx'),
  'days/add-email': () => import('./days-add-email-page.tsx'),
  'days/add-similar-task': () => import('./days-add-similar-task-page.tsx'),
  'days/add-unfinished-task': () => import('./days-add-unfinished-task-page.tsx'),
  'days/add-am-priority-task': () => import('./days-add-am-priority-task-page.tsx'),
  'days/add-pm-priority-task': () => import('./days-add-pm-priority-task-page.tsx'),
  'days/add-issue': () => import('./days-add-issue-page.tsx'),
  'days/add-purpose': () => import('./days-add-purpose-page.tsx'),
  'days/add-overLoad': () => import('./days-add-overload-page.tsx'),
  'days/add-ratings': () => import('./days-add-ratings-page.tsx'),
  'days/edit-task/:id': () => import('./days-edit-task-page.tsx'),
  'days/edit-email/:id': () => import('./days-edit-email-page.tsx'),
  'days/edit-edit-similar-task/:id': () => import('./days-edit-similar-task-page.tsx'),
  'days/edit-similar-task/:id': () => import('./days-edit-similar-task-page.tsx'),
  'days/edit-unfinished-task/:id': () => import('./days-edit-unfinished-task-page.tsx'),
  'days/edit-am-priority-task/:id': () => import('./days-edit-am-priority-task-page.tsx'),
  'days/edit-pm-priority-task/:id': () => import('./days-edit-pm-priority-task-page.tsx'),
  'days/edit-issue/:id': () => import('./days-edit-issue-page.tsx'),
  'days/editpurpose/:id': () => import('./days-edit-purpose-page.tsx'),
  'days/edit-overload/:id': () => import('./days-edit-overload-page.tsx'),
  'days/edit-overload-tomorrow/:id': () => import('./days-edit-overload-tomorrow-page.tsx'),
  'days/edit-ratings/:id': () => import('./days-edit-ratings-page.tsx'),
  'edit-comment/:id/:user_id': () => import('./edit-comment-page.tsx'),
  'edit-daily-task/:id': () => import('./edit-daily-task-page.tsx'),
  'monthly-ratings': () => import('./monthly-ratings-page.tsx'),
  'add-fast-task': () => import('./add-fast-task-page.tsx'),
  'edit-fast-task/:id': () => import('./edit-fast-task-page.tsx'),
  'fast-tasks': () => import('./fast-tasks-page.tsx'),
  'finished-tasks': () => import('./finished-tasks-page.tsx'),
  'weekly-tasks': () => import('./weekly-tasks-page.tsx'),
  'add-weekly-tasks': () => import('./add-weekly-task-page.tsx'),
  'edit-weekly-task/:id': () => import('./edit-weekly-task-page.tsx'),
  gift_code: () => import('./gift-code-page.tsx'),
  'screen-tasks': () => import('./screen-tasks-page.tsx'),
} satisfies Record<string, ScreenModule>;

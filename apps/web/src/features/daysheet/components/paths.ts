import { berlinToday } from '@wohnwerk/contract/shop-time';
/** Edit screens per resource (spec §2.1 route table). */
export const editPath: Record<string, (id: number) => string> = {
  detyrat8: (id) => `/days/edit-task/${id}`,
  emails: (id) => `/days/edit-email/${id}`,
  'detyrat-perb': (id) => `/days/edit-edit-similar-task/${id}`,
  'detyrat-sistem': (id) => `/days/edit-unfinished-task/${id}`,
  'detyrat-prior-am': (id) => `/days/edit-am-priority-task/${id}`,
  'detyrat-prior-pm': (id) => `/days/edit-pm-priority-task/${id}`,
  'detyrat-ditore': (id) => `/edit-daily-task/${id}`,
  problemet: (id) => `/days/edit-issue/${id}`,
  propozimet: (id) => `/days/editpurpose/${id}`,
  ngarkesat_sot: (id) => `/days/edit-overload/${id}`,
  ngarkesat_neser: (id) => `/days/edit-overload-tomorrow/${id}`,
  vlersimet: (id) => `/days/edit-ratings/${id}`,
};

export const dmy = (day: string) => day.split('-').reverse().join('-');

/** /excel, opened on `day` when that is not today (so the user sees what they saved). */
export const dayPageFor = (day: string | null | undefined) =>
  day && day !== berlinToday() ? `/excel?day=${day}` : '/excel';

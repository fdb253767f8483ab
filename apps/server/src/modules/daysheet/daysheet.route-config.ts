/** What the day sheet's route files share (daysheet.routes.ts registers them). */

export const tags = ['daysheet'];
export const staff = { access: 'staff' as const };
/** operationIds are camelCase: detyrat-prior-am → DetyratPriorAm. */
export const camel = (s: string) =>
  s.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase()).replace(/\d/, (d) => d);

/**
 * The days a request may name (decision 148): the shop's records, reports and figures all lie
 * between these. Anything outside is a typing slip or a probe, and such days broke the server:
 * PostgreSQL has no year 0 (a day sheet's previous working day, a figures period's previous
 * period), and past 9999-12-31 JavaScript writes "+010000-01-01", which sorts before it. Every
 * day and month in a request is checked against this range in its contract schema.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * A YYYY-MM-DD day within FIRST_DAY … LAST_DAY. Anything that is not YYYY-MM-DD passes: the
 * format has its own check and message, and one field should not show two messages for one slip.
 */
export const dayInRange = (v: string) => !isDay(v) || (v >= FIRST_DAY && v <= LAST_DAY);

/** A YYYY-MM month within the range (other text passes, as for days). */
export const monthInRange = (v: string) =>
  !/^\d{4}-\d{2}$/.test(v) || (v >= FIRST_DAY.slice(0, 7) && v <= LAST_DAY.slice(0, 7));

/** For the OpenAPI description of a day field. */
export const dayRangeNote = `YYYY-MM-DD, ${FIRST_DAY} … ${LAST_DAY}`;

import { isApiError } from '../../lib/api-client.ts';

interface ActionErrorTexts {
  /** 409 without a message of its own. */
  conflict: string;
  /** 422 without a message of its own. */
  invalid: string;
  /** 401/403: the session ended or the role may not do this. */
  forbidden: string;
  /** Anything else (5xx, network). */
  failed: string;
}

/** The fallback texts from the screen's catalogue (adminorders: errors.*). */
export const errorTexts = (t: (key: string) => string): ActionErrorTexts => ({
  conflict: t('adminorders:errors.conflict'),
  invalid: t('adminorders:errors.invalid'),
  forbidden: t('adminorders:errors.forbidden'),
  failed: t('adminorders:errors.failed'),
});

export interface ActionError {
  message: string;
  /** The first message per field of a 422 answer. */
  fields: Record<string, string>;
  /** The order changed meanwhile (409): the screen has reloaded it. */
  conflict: boolean;
}

/**
 * What the screen says when a status change or a refund fails. The server's 409 and 422 texts are
 * German and written for staff ("Eine Bestellung im Status „Versandt“ kann nicht …"), so they are
 * shown as they are; a 5xx never carries a useful one.
 */
export function actionError(error: unknown, texts: ActionErrorTexts): ActionError {
  if (!isApiError(error)) return { message: texts.failed, fields: {}, conflict: false };
  const own = error.serverMessage;
  if (error.status === 409) return { message: own ?? texts.conflict, fields: {}, conflict: true };
  if (error.status === 422 || error.status === 400) {
    const fields = Object.fromEntries(
      Object.entries(error.fieldErrors)
        .filter(([, list]) => list.length > 0)
        .map(([field, list]) => [field, list[0]]),
    );
    return { message: own ?? texts.invalid, fields, conflict: false };
  }
  if (error.status === 401 || error.status === 403) return { message: texts.forbidden, fields: {}, conflict: false };
  if (error.status < 500 && own) return { message: own, fields: {}, conflict: false };
  return { message: texts.failed, fields: {}, conflict: false };
}

import { isApiError } from '../../lib/api-client.ts';

/**
 * What a form says when the server refuses an action: its German 409/422 texts are written for the seller ("Diese
 * Bestellung ist abgeschlossen …") and shown as they are, with the first message of each field; anything else (5xx,
 * network) gets the form's own text.
 */
export function actionFailure(error: unknown, fallback: string): { message: string; fields: Record<string, string> } {
  if (!isApiError(error)) return { message: fallback, fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([, list]) => list.length > 0)
      .map(([field, list]) => [field, list[0]!]),
  );
  if (error.status === 409 || error.status === 422 || error.status === 404)
    return { message: error.serverMessage ?? fallback, fields };
  return { message: fallback, fields };
}

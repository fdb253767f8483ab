import { isApiError } from './api-client.ts';

/**
 * The text to show for a failed call: the server's own message for a client error
 * (it is written for users, e.g. "E-Mail oder Passwort ist falsch"), otherwise the
 * generic fallback, since a 5xx never carries a useful message.
 */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status < 500 && error.serverMessage) return error.serverMessage;
  return fallback;
}

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { actionError } from './action-error.ts';

const texts = { conflict: 'Konflikt', invalid: 'Ungültig', forbidden: 'Kein Zugriff', failed: 'Fehlgeschlagen' };

describe('the message a failed order action shows', () => {
  it('is the server’s German text for a forbidden transition (409), marked as a conflict', () => {
    const error = new ApiError(409, {
      message: 'Eine Bestellung im Status „Versandt“ kann nicht auf „Storniert“ gesetzt werden.',
    });
    expect(actionError(error, texts)).toEqual({
      message: 'Eine Bestellung im Status „Versandt“ kann nicht auf „Storniert“ gesetzt werden.',
      fields: {},
      conflict: true,
    });
    expect(actionError(new ApiError(409, null), texts).message).toBe('Konflikt');
  });

  it('puts the first text of each field of a 422 next to its field', () => {
    const error = new ApiError(422, {
      message: 'Bitte geben Sie die Sendungsnummer an.',
      errors: { tracking_number: ['Bitte geben Sie die Sendungsnummer an.', 'zweiter'], carrier: [] },
    });
    expect(actionError(error, texts)).toEqual({
      message: 'Bitte geben Sie die Sendungsnummer an.',
      fields: { tracking_number: 'Bitte geben Sie die Sendungsnummer an.' },
      conflict: false,
    });
  });

  it('says "no access" for 401 and 403, and never shows a 5xx text or a network error', () => {
    expect(actionError(new ApiError(403, { message: 'Forbidden' }), texts).message).toBe('Kein Zugriff');
    expect(actionError(new ApiError(401, null), texts).message).toBe('Kein Zugriff');
    expect(actionError(new ApiError(500, { message: 'select * failed' }), texts).message).toBe('Fehlgeschlagen');
    expect(actionError(new TypeError('Failed to fetch'), texts).message).toBe('Fehlgeschlagen');
  });
});

import { shopErrorTexts } from '@wohnwerk/contract/error-texts';

/** The one error type of the server: a code that maps to an HTTP status in one place (plugins/errors.ts). */
export type ErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'payment_failed'
  | 'bad_request';

export const statusOf: Record<ErrorCode, number> = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  payment_failed: 402,
  bad_request: 400,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field errors for 422 answers: { field: ["message", ...] }. */
    readonly fieldErrors?: Record<string, string[]>,
    /** Extra body fields the spec expects beside message (e.g. { error: '...' }). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The shop's generic error answers (German), kept in the contract beside the back office's. */
export const messages = shopErrorTexts;

export const fieldError = (field: string, message: string) =>
  new AppError('validation', messages.invalid, { [field]: [message] });

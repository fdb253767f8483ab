import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, messages, statusOf } from '../lib/app-error.ts';
import { backOfficeErrorTexts } from '@wohnwerk/contract/backoffice-errors';
import { inAlbanian } from './backoffice-language.ts';
import { unavailableService } from '../lib/unavailable.ts';

/** Seconds a client is asked to wait after a 503: about a PostgreSQL restart or failover. */
const RETRY_AFTER_SECONDS = 5;

type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

function groupIssues(issues: Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = path.length ? path.map(String).join('.') : '_';
    errors[field] ??= [];
    errors[field].push(issue.params?.issue?.message ?? issue.message ?? messages.invalid);
  }
  return errors;
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type): safe to describe. */
const clientErrorTexts: Record<string, { de: string; sq: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { de: 'Die Anfrage ist zu groß.', sq: backOfficeErrorTexts.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    de: 'Dieser Inhaltstyp wird nicht unterstützt.',
    sq: backOfficeErrorTexts.mediaType,
  },
};
const badRequestText = { de: 'Die Anfrage ist fehlerhaft.', sq: backOfficeErrorTexts.badRequest };

/** A 4xx of Fastify's in the area's language; other 4xx keep Fastify's own message. */
function clientErrorMessage(err: FastifyError, status: number, sq: boolean): string {
  const known = err.code && Object.hasOwn(clientErrorTexts, err.code) ? clientErrorTexts[err.code] : null;
  const text = known ?? (status === 400 ? badRequestText : null);
  if (!text) return err.message;
  return sq ? text.sq : text.de;
}

/**
 * The answer of a request's failure in the spec's body: back-office routes answer in Albanian
 * (plugins/backoffice-language.ts), the shop in German; routes of the spec's older screens also
 * carry the message as `error`.
 */
function answerFor(request: FastifyRequest, reply: FastifyReply) {
  const sq = request.routeOptions?.config?.lang === 'sq';
  const withError = Boolean(request.routeOptions?.config?.errorText);
  return (status: number, message: string, fieldErrors?: Record<string, string[]>, extra?: Record<string, unknown>) => {
    const said = sq ? inAlbanian(message, fieldErrors) : { message, fieldErrors };
    const error = withError ? { error: said.message } : {};
    return reply
      .status(status)
      .send({ message: said.message, ...error, ...(said.fieldErrors ? { errors: said.fieldErrors } : {}), ...extra });
  };
}

/** Maps every failure to the spec's bodies; a 5xx never leaks its message or stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const answer = answerFor(request, reply);
    if (err instanceof AppError) return answer(statusOf[err.code], err.message, err.fieldErrors, err.extra);
    if (hasZodFastifySchemaValidationErrors(err))
      return answer(422, messages.invalid, groupIssues(err.validation as Issue[]));
    const status = err.statusCode ?? 500;
    if (status === 429) return answer(429, messages.tooMany);
    if (status >= 400 && status < 500) {
      const sq = request.routeOptions?.config?.lang === 'sq';
      return reply.status(status).send({ message: clientErrorMessage(err, status, sq) });
    }
    // The database or the file storage does not answer: nothing was changed, a retry may work (decision 160).
    const away = unavailableService(err);
    if (away) {
      request.log.warn({ err, unavailable: away }, `${away} unreachable: answered 503`);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return answer(503, away === 'storage' ? messages.storageUnavailable : messages.unavailable);
    }
    request.log.error({ err }, 'request failed');
    return answer(500, messages.internal);
  });
}

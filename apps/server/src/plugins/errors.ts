import type { FastifyError, FastifyInstance } from 'fastify';
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

/** Maps every failure to the spec's bodies; a 5xx never leaks its message or stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    // Back-office routes answer in Albanian (plugins/backoffice-language.ts), the shop in German.
    const sq = request.routeOptions?.config?.lang === 'sq';
    const answer = (
      status: number,
      message: string,
      fieldErrors?: Record<string, string[]>,
      extra?: Record<string, unknown>,
    ) => {
      const said = sq ? inAlbanian(message, fieldErrors) : { message, fieldErrors };
      const error = request.routeOptions?.config?.errorText ? { error: said.message } : {};
      return reply
        .status(status)
        .send({ message: said.message, ...error, ...(said.fieldErrors ? { errors: said.fieldErrors } : {}), ...extra });
    };
    if (err instanceof AppError) return answer(statusOf[err.code], err.message, err.fieldErrors, err.extra);
    if (hasZodFastifySchemaValidationErrors(err))
      return answer(422, messages.invalid, groupIssues(err.validation as Issue[]));
    const status = err.statusCode ?? 500;
    if (status === 429) return answer(429, messages.tooMany);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): safe to describe.
      const message =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? sq
            ? backOfficeErrorTexts.tooLarge
            : 'Die Anfrage ist zu groß.'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? sq
              ? backOfficeErrorTexts.mediaType
              : 'Dieser Inhaltstyp wird nicht unterstützt.'
            : status === 400
              ? sq
                ? backOfficeErrorTexts.badRequest
                : 'Die Anfrage ist fehlerhaft.'
              : err.message;
      return reply.status(status).send({ message });
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

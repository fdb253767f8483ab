import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, messages, statusOf } from '../lib/app-error.ts';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } };

function groupIssues(issues: Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = path.length ? path.map(String).join('.') : '_';
    (errors[field] ??= []).push(issue.params?.issue?.message ?? issue.message ?? messages.invalid);
  }
  return errors;
}

/** Maps every failure to the spec's bodies; a 5xx never leaks its message or stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const status = statusOf[err.code];
      return reply.status(status).send({ message: err.message, ...(err.fieldErrors ? { errors: err.fieldErrors } : {}), ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(422).send({ message: messages.invalid, errors: groupIssues(err.validation as Issue[]) });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: messages.tooMany });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): safe to describe.
      const message =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Die Anfrage ist zu groß.'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Dieser Inhaltstyp wird nicht unterstützt.'
            : status === 400
              ? 'Die Anfrage ist fehlerhaft.'
              : err.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: messages.internal });
  });

}

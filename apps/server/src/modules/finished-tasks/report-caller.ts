import { isStaffRole } from '@wohnwerk/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, messages } from '../../lib/app-error.ts';
import { tasksTexts as texts } from '@wohnwerk/contract/tasks';
import type { AuthUser } from '../../plugins/auth.ts';
import { type LinkSigner, userOfReportLink } from '../../lib/signed-links.ts';

/**
 * The caller of a report on the root: a bearer header or a signed link (decision 041). The routes
 * are declared public so a new browser tab can open them; this is where they are guarded.
 */
export async function reportCaller(app: LinkSigner, request: FastifyRequest): Promise<AuthUser> {
  const user = request.user ?? (await userOfReportLink(app, request.url.split('?')[0], request.query));
  if (!user) throw new AppError('unauthenticated', messages.unauthenticated);
  if (!isStaffRole(user.role)) throw new AppError('forbidden', texts.forbidden);
  return user;
}

const types = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function sendFile(reply: FastifyReply, kind: keyof typeof types, name: string, body: Buffer) {
  return reply
    .header('content-type', types[kind])
    .header('content-disposition', `${kind === 'pdf' ? 'inline' : 'attachment'}; filename="${name}.${kind}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@wohnwerk/contract/auth';
import { accessTokens, users } from '../db/schema/users.ts';
import { AppError, messages } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';

/**
 * Who may call a route. Every route must declare one (config.access); app.ts refuses to
 * start when a route does not, so no route is public by accident.
 * - public: anyone; the user is still resolved when a token is sent
 * - user: any signed-in user; staff: staff or admin; admin: admin only
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

const allowed: Record<Exclude<Access, 'public' | 'user'>, Role[]> = {
  staff: ['staff', 'admin'],
  admin: ['admin'],
};

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{20,200})$/i.exec(header);
  return match ? match[1] : null;
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);

  const userOfToken = async (token: string): Promise<AuthUser | null> => {
    const [row] = await app.db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, tokenId: accessTokens.id })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(
        and(
          eq(accessTokens.tokenHash, hashToken(token)),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, sql`now()`),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  };

  /** null when the request may go on, else the error that answers it. */
  const refusal = (access: Access, user: AuthUser | null): AppError | null => {
    if (access === 'public') return null;
    if (!user) return new AppError('unauthenticated', messages.unauthenticated);
    if (access !== 'user' && !allowed[access].includes(user.role)) return new AppError('forbidden', messages.forbidden);
    return null;
  };

  // A callback hook: guests on public routes (most storefront traffic) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access) return done(); // 404s and static files
    const token = bearer(request);
    if (!token) return done(refusal(access, null) ?? undefined);
    userOfToken(token).then(
      (user) => {
        request.user = user;
        done(refusal(access, user) ?? undefined);
      },
      (err: Error) => done(err),
    );
  });
}

/** For handlers of non-public routes: the guard above already ensured a user. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthenticated', messages.unauthenticated);
  return request.user;
}

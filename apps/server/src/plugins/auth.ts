import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@wohnwerk/contract/auth';
import { AppError, messages } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';
import { unavailableService } from '../lib/unavailable.ts';
import { liveSession, liveTokenRows, userOfTokenHash } from './auth.queries.ts';

/**
 * Who may call a route. Every route must declare one (config.access); app.ts refuses to
 * start when a route does not, so no route is public by accident.
 * - public: anyone; the user is still resolved when a token is sent
 * - user: any signed-in user; staff: staff or admin; admin: admin only
 * - seller: a marketplace seller's user only, never staff or admins (decision 169): the route answers
 *   for the caller's own seller, which staff and admins have none of; they use the admin routes
 */
export type Access = 'public' | 'user' | 'staff' | 'admin' | 'seller';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  tokenId: number;
  /** The seller a `seller` user acts for; null for everyone else. */
  sellerId: number | null;
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
  seller: ['seller'],
};

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{20,200})$/i.exec(header);
  return match ? match[1] : null;
}

/** The staff session limits of the configuration, in seconds (decision 102). */
const liveSessionOf = (config: FastifyInstance['config']) =>
  liveSession({
    lifeSeconds: Math.round(config.STAFF_TOKEN_TTL_HOURS * 3600),
    idleSeconds: Math.round(config.STAFF_IDLE_MINUTES * 60),
  });

/**
 * Of the given tokens, those that still sign their user in, with the user's role now. Reading
 * this is no use of the token: an open stream alone does not keep a session from its idle end.
 */
export async function liveTokenRoles(app: FastifyInstance, tokenIds: number[]): Promise<Map<number, Role>> {
  if (tokenIds.length === 0) return new Map();
  const rows = await liveTokenRows(app.db, liveSessionOf(app.config), tokenIds);
  return new Map(rows.map((r) => [Number(r.id), r.role]));
}

/** Whether a user of this role (none: signed out) may use a route of this access. */
export function admits(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  return access === 'user' || allowed[access].includes(role);
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const live = liveSessionOf(app.config);

  /**
   * The token's user, in one statement. Staff and admin sessions (decision 102) live shorter than
   * a customer's, counted from the sign-in whatever the token's expiry says (a role given later
   * counts too), and end after STAFF_IDLE_MINUTES without a request. Their last use is written
   * by the same statement, at most once a minute, so a busy staff screen costs no write per
   * request; customers' tokens are never written.
   */
  const userOfToken = async (token: string): Promise<AuthUser | null> => {
    const row = await userOfTokenHash(app.db, live, hashToken(token));
    return row
      ? { id: row.id, name: row.name, email: row.email, role: row.role, tokenId: row.token_id, sellerId: row.seller_id }
      : null;
  };

  /** null when the request may go on, else the error that answers it. */
  const refusal = (access: Access, user: AuthUser | null): AppError | null => {
    if (access === 'public') return null;
    if (!user) return new AppError('unauthenticated', messages.unauthenticated);
    if (!admits(access, user.role)) return new AppError('forbidden', messages.forbidden);
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
      (err: Error) => {
        // A public read while the database is away (decision 160): the visitor browses as a guest
        // rather than getting a 503 for a page a guest would see.
        if (access === 'public' && unavailableService(err) === 'database') return done();
        done(err);
      },
    );
  });
}

/** For handlers of non-public routes: the guard above already ensured a user. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthenticated', messages.unauthenticated);
  return request.user;
}

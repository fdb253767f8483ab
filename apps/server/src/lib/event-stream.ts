import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { type Access, admits, currentUser, liveTokenRoles } from '../plugins/auth.ts';

/** Comment lines keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export interface EventStream {
  send(event: string, data: unknown): void;
}

export interface EventStreamOptions {
  /**
   * Open streams of one user in this process (decision 103): each holds a connection and timers,
   * so one more is refused (429) rather than piling up. Each eventStreams() counts its own.
   */
  maxPerUser: number;
  /** The 429's message, in the route's language. */
  tooMany: string;
}

/** Called once the stream is open; answers what to do when it ends (unsubscribe). */
type Subscribe = (stream: EventStream) => (() => void) | Promise<() => void>;

interface Open {
  tokenId: number;
  access: Exclude<Access, 'public'>;
}

/**
 * Server-sent events on a hijacked reply (decision 148), for every stream route: opens with
 * `ready`, pings while idle, and ends when the client goes away, the server closes, or the
 * caller's session no longer admits the route. A request is checked once, when it comes; a
 * stream lives for hours, so every EVENT_STREAM_CHECK_MS one query looks at the tokens of all
 * open streams, and a stream whose token was signed out or expired, or whose user lost the
 * route's role, is ended (its client's next try gets 401 or 403).
 */
export function eventStreams(app: FastifyInstance, options: EventStreamOptions) {
  const open = new Map<() => void, Open>();
  const perUser = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  let checking = false;

  const release = (userId: number) => {
    const left = (perUser.get(userId) ?? 1) - 1;
    if (left > 0) perUser.set(userId, left);
    else perUser.delete(userId);
  };

  const checkSessions = async () => {
    if (checking || open.size === 0) return;
    checking = true;
    try {
      const roles = await liveTokenRoles(app, [...new Set([...open.values()].map((o) => o.tokenId))]);
      for (const [end, o] of [...open]) if (!admits(o.access, roles.get(o.tokenId))) end();
    } catch (err) {
      // The database is away: requests fail as well; the streams are checked again next time.
      app.log.warn({ err }, 'event stream session check failed');
    } finally {
      checking = false;
    }
  };

  // Open streams would hold the server's close; end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open.keys()]) end();
  });

  /**
   * Opens a stream for the request's caller, or throws 429 when the caller has maxPerUser open.
   * `subscribe` runs before `ready` is written, so what it listens to after that is heard; what
   * it sends before the stream is open is dropped (the client loads its data after `ready`).
   */
  return async function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    subscribe: Subscribe,
  ): Promise<EventStream> {
    const user = currentUser(request);
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') throw new Error('event streams are for signed-in callers');
    if ((perUser.get(user.id) ?? 0) >= options.maxPerUser) throw new AppError('rate_limited', options.tooMany);
    perUser.set(user.id, (perUser.get(user.id) ?? 0) + 1);

    const raw = reply.raw;
    let live = false;
    const stream: EventStream = {
      send: (event, data) => {
        if (live && !raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
    };
    let unsubscribe: () => void;
    try {
      unsubscribe = await subscribe(stream);
    } catch (err) {
      release(user.id);
      throw err;
    }

    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: 5000\nevent: ready\ndata: {}\n\n`);
    live = true;
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      if (!open.delete(end)) return;
      live = false;
      release(user.id);
      clearInterval(heartbeat);
      unsubscribe();
      if (!raw.writableEnded) raw.end();
      if (open.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
    open.set(end, { tokenId: user.tokenId, access });
    timer ??= setInterval(() => void checkSessions(), app.config.EVENT_STREAM_CHECK_MS);
    request.raw.on('close', end);
    // The client may have gone while the stream was prepared.
    if (request.raw.socket?.destroyed) setImmediate(end);
    return stream;
  };
}

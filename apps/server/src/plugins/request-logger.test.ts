import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './request-logger.ts';

function appWithLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLogger, genReqId: () => 'req-1234' });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ what: 'x' }, 'something to look at');
    request.log.info('not written at warn');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return { app, lines };
}

describe('lazy request child logger', () => {
  it('writes the request id in every line a request logs', async () => {
    const { app, lines } = appWithLog('warn');
    await app.inject('/warns');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'req-1234', what: 'x', msg: 'something to look at', level: 40 });
  });

  it('logs a failing request with its id (Fastify logs 500s through the request logger)', async () => {
    const { app, lines } = appWithLog('warn');
    const res = await app.inject('/fails');
    expect(res.statusCode).toBe(500);
    expect(lines.some((l) => l.reqId === 'req-1234' && l.level === 50)).toBe(true);
  });

  it('makes no pino child for a request that logs nothing at the enabled levels', async () => {
    const { app } = appWithLog('warn');
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    await app.inject('/quiet');
    expect(child).not.toHaveBeenCalled();
  });

  it('keeps info lines (incoming request, request completed) with the id at level info', async () => {
    const { app, lines } = appWithLog('info');
    await app.inject('/quiet');
    const ids = lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed').map((l) => l.reqId);
    expect(ids).toEqual(['req-1234', 'req-1234']);
  });
});

import cluster from 'node:cluster';
import Fastify from 'fastify';

/**
 * The yardstick: answers a cached in-memory JSON body of a given size, nothing else, with as
 * many processes as the server under test (node:cluster, like WEB_CONCURRENCY).
 * Usage: static-server.ts BYTES PORT PROCESSES
 */
const size = Number(process.argv[2] ?? 2000);
const port = Number(process.argv[3] ?? 0);
const processes = Math.max(1, Number(process.argv[4] ?? 1));

if (processes > 1 && cluster.isPrimary) {
  // Port 0 would give each worker its own port: the primary picks one first.
  const net = await import('node:net');
  const chosen =
    port ||
    (await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    }));
  let ready = 0;
  cluster.setupPrimary({ args: [String(size), String(chosen), '1'] });
  cluster.on('listening', () => {
    if (++ready === processes) process.stdout.write(`ready ${chosen}\n`);
  });
  for (let i = 0; i < processes; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const body = Buffer.from(JSON.stringify({ data: 'x'.repeat(Math.max(0, size - 12)) }));
  const app = Fastify({ logger: false });
  app.get('/*', (_req, reply) => reply.type('application/json').send(body));
  await app.listen({ port, host: '127.0.0.1' });
  if (cluster.isPrimary) process.stdout.write(`ready ${(app.server.address() as { port: number }).port}\n`);
}

import Fastify from 'fastify';

/** The yardstick: answers a cached in-memory JSON body of a given size, nothing else. */
const size = Number(process.argv[2] ?? 2000);
const port = Number(process.argv[3] ?? 0);
const body = Buffer.from(JSON.stringify({ data: 'x'.repeat(Math.max(0, size - 12)) }));
const app = Fastify({ logger: false });
app.get('/*', (_req, reply) => reply.type('application/json').send(body));
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`ready ${(app.server.address() as { port: number }).port}\n`);

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginSchema,
  passwordChangeSchema,
  passwordEmailSchema,
  passwordResetSchema,
  registerSchema,
  authMessageResponseSchema,
  currentUserResponseSchema,
  loginResponseSchema,
  registerResponseSchema,
} from '@wohnwerk/contract/auth';
import { currentUser } from '../../plugins/auth.ts';
import { AuthService } from './auth.service.ts';

/** Login and reset are limited per client address and account, so guessing one password is slow. */
const limitPerAccount = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  },
});

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AuthService(app.db, app.config);
  const tags = ['auth'];

  app.post('/register', { config: { access: 'public' }, schema: { tags, body: registerSchema } }, async (request, reply) =>
    reply.status(201).send(await service.register(request.body)),
  );

  app.post(
    '/login',
    { config: { access: 'public', rateLimit: limitPerAccount(10) }, schema: { tags, body: loginSchema } },
    async (request) => service.login(request.body),
  );

  app.post('/logout', { config: { access: 'user' }, schema: { tags } }, async (request) =>
    service.logout(currentUser(request).tokenId),
  );

  app.get('/user', { config: { access: 'user' }, schema: { tags } }, async (request) => ({
    data: await service.currentUser(currentUser(request).id),
  }));

  app.post(
    '/password/email',
    { config: { access: 'public', rateLimit: limitPerAccount(5) }, schema: { tags, body: passwordEmailSchema } },
    async (request) => service.requestPasswordReset(request.body.email),
  );

  app.post(
    '/password/reset',
    { config: { access: 'public', rateLimit: limitPerAccount(10) }, schema: { tags, body: passwordResetSchema } },
    async (request) => service.resetPassword(request.body),
  );

  app.post('/pwdchange', { config: { access: 'user' }, schema: { tags, body: passwordChangeSchema } }, async (request) =>
    service.changePassword(currentUser(request).id, request.body),
  );
}

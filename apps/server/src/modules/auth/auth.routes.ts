import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginSchema,
  passwordChangeSchema,
  passwordEmailSchema,
  passwordResetSchema,
  registerSchema,
  currentUserReplySchema,
  loginReplySchema,
  registerReplySchema,
} from '@wohnwerk/contract/auth';
import { currentUser } from '../../plugins/auth.ts';
import type { Attempt } from '../../lib/limits.ts';
import { AuthService } from './auth.service.ts';
import { messageReplySchema } from '@wohnwerk/contract/message-reply';

const account = (email: string) => email.trim().toLowerCase();

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AuthService(app.db, app.config, app.limits);
  const tags = ['auth'];
  const { limits, config } = app;
  /** Tries from addresses that have not failed, per account and window, while the account is over its limit. */
  const lockedTries = config.LOGIN_LIMIT_PER_ACCOUNT * 5;

  // Limits (decision 011): request.ip is the client as TRUST_PROXY allows, so a forged
  // X-Forwarded-For does not buy new attempts.
  app.post(
    '/register',
    {
      config: { access: 'public', errors: [429] },
      schema: {
        tags,
        operationId: 'register',
        description: 'Creates a customer account and signs it in.',
        body: registerSchema,
        response: { 201: registerReplySchema },
      },
    },
    async (request, reply) => {
      // Every registration costs an argon2 hash, valid or not.
      await limits.attempt(reply, [{ key: `register:address:${request.ip}`, max: config.REGISTER_LIMIT_PER_ADDRESS }]);
      return reply.status(201).send(await service.register(request.body));
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public', errors: [401, 429] },
      schema: {
        tags,
        operationId: 'login',
        description: 'Signs in with e-mail and password; answers a bearer token and the user.',
        body: loginSchema,
        response: { 200: loginReplySchema },
      },
    },
    async (request, reply) => {
      // Per address whatever the account (trying one password on many accounts), and per account
      // whatever the address (guessing one password) -- but an account over its limit stays open to
      // an address that has not failed on it in the window, so a stranger's wrong guesses do not
      // lock the customer out; such tries are limited per account again (decision 102). A right
      // password takes its attempts back, so only failures count.
      const email = account(request.body.email);
      const { results, attempt } = await limits.count([
        { key: `login:address:${request.ip}`, max: config.LOGIN_LIMIT_PER_ADDRESS },
        { key: `login:account:${email}`, max: config.LOGIN_LIMIT_PER_ACCOUNT },
        { key: `login:pair:${email}:${request.ip}`, max: config.LOGIN_LIMIT_PER_ACCOUNT },
      ]);
      const [byAddress, byAccount, byPair] = results;
      const over = [];
      if (byAddress.count > config.LOGIN_LIMIT_PER_ADDRESS) over.push(byAddress);
      let lockedTry: Attempt | undefined;
      if (byAccount.count > config.LOGIN_LIMIT_PER_ACCOUNT) {
        if (byPair.count === 1) {
          const counted = await limits.count([{ key: `login:locked:${email}`, max: lockedTries }]);
          lockedTry = counted.attempt;
          if (counted.results[0].count > lockedTries) over.push(counted.results[0]);
        } else over.push(byAccount);
      }
      if (over.length) limits.refuse(reply, over);
      const answer = await service.login(request.body);
      await attempt.refund();
      await lockedTry?.refund();
      return answer;
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'logout',
        description: 'Ends the session of the token sent.',
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.logout(currentUser(request).tokenId),
  );

  app.get(
    '/user',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'getCurrentUser',
        description: 'The signed-in user with addresses.',
        response: { 200: currentUserReplySchema },
      },
    },
    async (request) => ({
      data: await service.currentUser(currentUser(request).id),
    }),
  );

  // One address may not mail many recipients or try many links; each recipient gets at most one
  // mail per cooldown (in the service: the answer stays the same, known address or not).
  app.post(
    '/password/email',
    {
      config: { access: 'public', errors: [429] },
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        description: 'Sends a password reset link (the same answer whether the address is known or not).',
        body: passwordEmailSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request, reply) => {
      await limits.attempt(reply, [{ key: `reset:address:${request.ip}`, max: config.RESET_LIMIT_PER_ADDRESS }]);
      return service.requestPasswordReset(request.body.email);
    },
  );

  app.post(
    '/password/reset',
    {
      config: { access: 'public', errors: [429] },
      schema: {
        tags,
        operationId: 'resetPassword',
        description: 'Sets a new password with the token of the reset link.',
        body: passwordResetSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request, reply) => {
      await limits.attempt(reply, [{ key: `reset:address:${request.ip}`, max: config.RESET_LIMIT_PER_ADDRESS }]);
      return service.resetPassword(request.body);
    },
  );

  app.post(
    '/pwdchange',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'changePassword',
        description: "Changes the signed-in user's password (the old one is asked).",
        body: passwordChangeSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.changePassword(currentUser(request).id, request.body),
  );
}

import type { FastifyPluginAsync } from 'fastify';
import { daysheetTexts } from '@wohnwerk/contract/daysheet';
import { giftCodeTexts } from '@wohnwerk/contract/gift-codes';
import { tasksTexts } from '@wohnwerk/contract/tasks';
import { warehouseTexts } from '@wohnwerk/contract/warehouse';
import { backOfficeErrorTexts } from '@wohnwerk/contract/backoffice-errors';
import { messages } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The language of the route's error answers: 'sq' for the back office, German otherwise. */
    lang?: 'sq';
    /** The screen shows `error` of a failed answer (spec §7.6 comment-for-user): it repeats `message`. */
    errorText?: boolean;
  }
}

/**
 * Marks every route of a module as a back-office route. The back office speaks Albanian, so its
 * 401/403/422/5xx answers must too (the shop's generic texts are German); plugins/errors.ts reads
 * the mark. An onRoute hook of a wrapping context reaches the routes of the module inside it.
 */
export function backOffice(mod: FastifyPluginAsync): FastifyPluginAsync {
  const wrapped: FastifyPluginAsync = async (app) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, lang: 'sq' };
    });
    await app.register(mod);
  };
  Object.defineProperty(wrapped, 'name', { value: `backOffice(${mod.name})` });
  return wrapped;
}

/**
 * Field messages the back-office schemas set themselves (Albanian; the warehouse's English ones
 * are the spec's). Anything else in a back-office 422 came from zod's German defaults.
 */
const ownMessages = new Set<string>(
  [daysheetTexts, tasksTexts, warehouseTexts, giftCodeTexts].flatMap((texts) =>
    Object.values(texts).filter((v): v is string => typeof v === 'string'),
  ),
);

/** The generic German texts of lib/app-error.ts, said in Albanian. */
const sqOf = new Map<string, string>([
  [messages.unauthenticated, backOfficeErrorTexts.unauthenticated],
  [messages.forbidden, backOfficeErrorTexts.forbidden],
  [messages.internal, backOfficeErrorTexts.internal],
  [messages.tooMany, backOfficeErrorTexts.tooMany],
  [messages.unavailable, backOfficeErrorTexts.unavailable],
  [messages.storageUnavailable, backOfficeErrorTexts.storageUnavailable],
]);

/**
 * An error answer of a back-office route in Albanian: field messages from zod's defaults become
 * "Vlera nuk eshte e sakte.", and a 422's message is its first field message (what the form shows
 * on top), or the generic one.
 */
export function inAlbanian(
  message: string,
  fieldErrors?: Record<string, string[]>,
): { message: string; fieldErrors?: Record<string, string[]> } {
  const fields =
    fieldErrors &&
    Object.fromEntries(
      Object.entries(fieldErrors).map(([k, list]) => [
        k,
        list.map((m) => (ownMessages.has(m) ? m : backOfficeErrorTexts.value)),
      ]),
    );
  if (message === messages.invalid)
    return { message: (fields && Object.values(fields)[0]?.[0]) ?? backOfficeErrorTexts.invalid, fieldErrors: fields };
  return { message: sqOf.get(message) ?? message, fieldErrors: fields };
}

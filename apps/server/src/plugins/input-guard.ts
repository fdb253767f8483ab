import { inputGuardTexts } from '@wohnwerk/contract/input-guard';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Control characters are refused in every text the API receives (body, query, path), before
 * the route's own validation (decision 013). A NUL byte reached PostgreSQL, which cannot store it,
 * and answered 500 for new addresses but 422 for known ones: that told which e-mails exist.
 * Tab, line feed and carriage return stay allowed in texts (ratings, notes, descriptions), but
 * not in one-line fields (names, address parts, phone, e-mail): those end up in mails and PDFs,
 * where a line break would let someone write their own lines into a shop mail.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const ONE_LINE_FIELD = /(name|address(_?\d)?|street|city|zip|state|country|phone|email|company)$/i;
const MAX_DEPTH = 20;

type Problem = 'control' | 'lineBreak';

/** Field paths (as in 422 answers: "items.0.name") of every refused text in a value. */
export function refusedTexts(
  value: unknown,
  path: string[] = [],
  found: [string, Problem][] = [],
  depth = 0,
): [string, Problem][] {
  if (typeof value === 'string') {
    const key = path.at(-1) ?? '';
    if (CONTROL.test(value)) found.push([path.join('.') || '_', 'control']);
    else if (ONE_LINE_FIELD.test(key) && LINE_BREAK.test(value)) found.push([path.join('.') || '_', 'lineBreak']);
    return found;
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return found;
  // Parsed JSON, query and path objects only; uploads (buffers, streams, files) are not text.
  if (Array.isArray(value))
    value.forEach((v, i) => {
      refusedTexts(v, [...path, String(i)], found, depth + 1);
    });
  // (The query parser's objects have a prototype of their own without Object's methods.)
  else if (!ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function') {
    for (const [k, v] of Object.entries(value)) {
      if (CONTROL.test(k)) found.push([[...path, k.replace(new RegExp(CONTROL, 'g'), '?')].join('.'), 'control']);
      refusedTexts(v, [...path, k], found, depth + 1);
    }
  }
  return found;
}

/**
 * The language follows the area, not the caller's role: back-office routes (marked 'sq' by
 * plugins/backoffice-language.ts) answer in Albanian; the shop and its administration
 * (/api/v1/admin/..., pricing), also for staff, in German, as plugins/errors.ts does.
 */
const languageOf = (request: FastifyRequest) =>
  request.routeOptions.config?.lang === 'sq' ? inputGuardTexts.sq : inputGuardTexts.de;

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    const found = [...refusedTexts(request.params), ...refusedTexts(request.query), ...refusedTexts(request.body)];
    if (!found.length) return done();
    const t = languageOf(request);
    const errors: Record<string, string[]> = {};
    for (const [field, problem] of found) errors[field] = [t[problem]];
    reply.status(422).send({ message: t.invalid, errors });
  });
}

import { z } from 'zod';

/** GET /health: the server answers and its database does. */
export const healthReplySchema = z.strictObject({ status: z.literal('ok') });

/**
 * GET /ready: whether this instance takes new requests (decision 156). 200 `ready`; 503 while
 * `starting`, while `draining` after SIGTERM, or when its database does not answer (`database`).
 */
export const readyReplySchema = z.strictObject({ status: z.enum(['ready', 'starting', 'draining', 'database']) });

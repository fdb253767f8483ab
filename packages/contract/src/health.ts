import { z } from 'zod';

/** GET /health: the server answers and its database does. */
export const healthReplySchema = z.strictObject({ status: z.literal('ok') });

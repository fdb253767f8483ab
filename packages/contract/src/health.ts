import { z } from 'zod';

/** GET /health: the server answers and its database does. */
export const healthResponseSchema = z.strictObject({ status: z.literal('ok') });

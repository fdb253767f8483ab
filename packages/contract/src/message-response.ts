import { z } from 'zod';

/** The spec's plain answer `{message}` (wishlist, ratings, newsletter, button clicks). */
export interface MessageResponse {
  message: string;
}

export const messageResponseSchema = z.strictObject({ message: z.string() }) satisfies z.ZodType<MessageResponse>;

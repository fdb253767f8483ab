import { z } from 'zod';

/**
 * The spec's plain answer `{message}`: the one schema every route that answers only a text uses
 * (wishlist, ratings, newsletter, deletions in the back office...). Answer schemas are named
 * `...ReplySchema` (docs/decisions/110).
 */
export const messageReplySchema = z.object({ message: z.string() }).meta({ id: 'MessageReply' });
export type MessageReply = z.infer<typeof messageReplySchema>;

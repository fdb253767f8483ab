import type { ZodError } from 'zod';

/** The first message per field of a failed safeParse, keyed like the server's 422 `errors`. */
export function fieldMessages(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

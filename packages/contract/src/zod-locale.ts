import { z } from 'zod';

/**
 * Zod speaks German here: a missing value reads "Dies ist ein Pflichtfeld." (the spec's text),
 * every other built-in message comes from zod's German locale. Imported once by server and web.
 */
export function useGermanZodMessages() {
  const de = z.locales.de();
  z.config({
    ...de,
    customError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null))
        return 'Dies ist ein Pflichtfeld.';
      return undefined;
    },
  });
}
useGermanZodMessages();

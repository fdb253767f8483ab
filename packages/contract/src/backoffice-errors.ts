/**
 * The server's generic error answers in the back office's language (Albanian): what
 * plugins/backoffice-language.ts and plugins/errors.ts say instead of the shop's German texts.
 */
export const backOfficeErrorTexts = {
  unauthenticated: 'Ju lutem identifikohuni.',
  forbidden: 'Nuk keni leje per kete veprim.',
  invalid: 'Te dhenat nuk jane te sakta.',
  value: 'Vlera nuk eshte e sakte.',
  internal: 'Ndodhi nje gabim. Ju lutem provoni perseri me vone.',
  tooMany: 'Shume perpjekje. Ju lutem prisni pak dhe provoni perseri.',
  badRequest: 'Kerkesa nuk eshte e sakte.',
  tooLarge: 'Kerkesa eshte shume e madhe.',
  mediaType: 'Ky lloj permbajtjeje nuk pranohet.',
  unavailable: 'Sherbimi nuk eshte i arritshem tani. Asgje nuk u ruajt. Ju lutem provoni perseri pas pak.',
  storageUnavailable:
    'Ruajtja e skedareve nuk eshte e arritshme tani. Skedari nuk u ruajt. Provoni perseri pas pak minutash.',
} as const;

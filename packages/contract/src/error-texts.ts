/**
 * The server's generic error answers in the shop's language (German), as the spec words them;
 * the back office answers in Albanian instead (backoffice-errors.ts). Field errors name their
 * own texts beside their routes' schemas.
 */
export const shopErrorTexts = {
  invalid: 'Die eingegebenen Daten sind ungültig.',
  unauthenticated: 'Nicht authentifiziert',
  forbidden: 'Keine Berechtigung für diese Aktion.',
  notFound: 'Nicht Gefunden!',
  internal: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.',
  tooMany: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  /** 503: the database does not answer (restart, failover); nothing was saved. */
  unavailable:
    'Der Dienst ist gerade nicht erreichbar. Ihre Eingabe wurde nicht gespeichert. Bitte versuchen Sie es in einem Moment erneut.',
  /** 503: the file storage (S3) does not answer; the upload was not kept. */
  storageUnavailable:
    'Der Dateispeicher ist gerade nicht erreichbar. Die Datei wurde nicht gespeichert. Bitte versuchen Sie es in einigen Minuten erneut.',
} as const;

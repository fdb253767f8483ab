/**
 * What the server answers when a text it receives carries control characters or, in a one-line
 * field, a line break (apps/server/src/plugins/input-guard.ts, decision 013): German for the shop,
 * Albanian for the back office.
 */
export const inputGuardTexts = {
  de: {
    invalid: 'Die eingegebenen Daten sind ungültig.',
    control: 'Steuerzeichen sind hier nicht erlaubt.',
    lineBreak: 'Zeilenumbrüche sind hier nicht erlaubt.',
  },
  sq: {
    invalid: 'Të dhënat e futura janë të pavlefshme.',
    control: 'Karakteret e kontrollit nuk lejohen këtu.',
    lineBreak: 'Rreshtat e rinj nuk lejohen këtu.',
  },
} as const;

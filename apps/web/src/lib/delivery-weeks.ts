/** A delivery time may already end in "Wochen" ("4-6 Wochen", the SKU's text): screens add the word once. */
export const weeksOnly = (text: string) => text.replace(/\s*Wochen\s*$/i, '').trim();

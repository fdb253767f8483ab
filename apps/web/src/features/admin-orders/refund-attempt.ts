/**
 * One Idempotency-Key per refund attempt: sending the same form again (a double click, a retry after
 * a lost answer) reuses the key, so the server refunds once; changed values or a new refund after a
 * success are a new attempt with a new key.
 */
export interface RefundAttempt {
  /** The values the key was made for, as sent. */
  signature: string;
  key: string;
}

/** The form's values as far as they make the request (refund-lines.ts). */
interface RefundValues {
  mode?: 'lines' | 'amount';
  amount: string;
  /** Units per order line, for a refund by line. */
  lines?: Record<number, string>;
  reason: string;
  restock: boolean;
}

/** Blank and "0" units are no line; "02" is 2. */
const unitsOf = (lines: Record<number, string> = {}) =>
  Object.entries(lines)
    .map(([id, text]) => [Number(id), /^\s*\d+\s*$/.test(text) ? Number(text) : text.trim()] as const)
    .filter(([, qty]) => qty !== 0 && qty !== '')
    .sort(([a], [b]) => a - b);

const signatureOf = (values: RefundValues) =>
  JSON.stringify(
    values.mode === 'lines'
      ? ['lines', unitsOf(values.lines), values.reason.trim(), values.restock]
      : [values.amount.trim().replace(',', '.'), values.reason.trim(), values.restock],
  );

export function attemptFor(
  previous: RefundAttempt | null,
  values: RefundValues,
  newKey: () => string = () => crypto.randomUUID(),
): RefundAttempt {
  const signature = signatureOf(values);
  return previous && previous.signature === signature ? previous : { signature, key: newKey() };
}

/** Half (or any share) of a sum in whole cents, as a form pre-fill: "12,35". */
export function euroInput(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2).replace('.', ',');
}

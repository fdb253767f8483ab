/** GS1 check digit: weights 1 and 3 alternating from the left over the first 12 digits. */
function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A unique EAN-13 for a product: German GS1 prefix 42, a 3-digit maker number, a 7-digit item number. */
export function productEan(makerNumber: number, itemNumber: number): string {
  const first12 = `42${String(makerNumber % 1000).padStart(3, '0')}${String(itemNumber % 10_000_000).padStart(7, '0')}`;
  return first12 + ean13CheckDigit(first12);
}

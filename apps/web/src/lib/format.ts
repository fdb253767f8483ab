const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** Prices always read 1.234,56 € (shop-rules "Money"), whatever the interface language. */
export function formatPrice(amount: number): string {
  return euro.format(amount);
}

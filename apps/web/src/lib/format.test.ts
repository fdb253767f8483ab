import { describe, expect, it } from 'vitest';
import { formatDay, formatPercent, formatPrice, formatRatingValue } from './format.ts';

// The hand-written notation must read exactly as Intl's (what the shop showed before it).
const samples = [
  0, 0.004, 0.005, 0.015, 0.285, 1, 1.005, 1.115, 9.995, 12.25, 14.949, 99.99, 199, 999.995, 1000, 1234.5, 12345.678,
  999999.99, 1234567.891, -0.5, -1234.56,
];

describe('German notation without Intl', () => {
  it('writes prices as Intl de-DE EUR does', () => {
    const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    for (const value of samples) expect(formatPrice(value), String(value)).toBe(euro.format(value));
    // Prices as they come from cents and from arithmetic on them (sums, VAT shares, savings).
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 3000; i++) {
      const value = Math.round(next() * 10 ** (1 + Math.floor(next() * 7))) / 10 ** Math.floor(next() * 5);
      expect(formatPrice(value), String(value)).toBe(euro.format(value));
      expect(formatPrice(value * 0.19), String(value * 0.19)).toBe(euro.format(value * 0.19));
    }
    expect(formatPrice(1234.5)).toBe('1.234,50\u00a0€');
  });

  it('writes percentages with one decimal as Intl de-DE does', () => {
    const percent = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const value of samples) expect(formatPercent(value), String(value)).toBe(percent.format(value));
  });

  it('writes rating averages with at most one decimal in German and English', () => {
    for (const [language, locale] of [
      ['de', 'de-DE'],
      ['en', 'en-GB'],
      ['sq', 'de-DE'],
    ]) {
      const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      for (const value of [0, 1, 3.25, 3.95, 4, 4.04, 4.05, 4.5, 4.96, 5])
        expect(formatRatingValue(value, language), `${language} ${value}`).toBe(format.format(value));
    }
  });

  it('writes ISO days as dd.mm.yyyy (dd/mm/yyyy in English) and leaves anything else alone', () => {
    for (const [language, locale] of [
      ['de', 'de-DE'],
      ['en', 'en-GB'],
    ]) {
      const format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
      for (const day of ['2026-03-05', '2025-12-31', '2024-02-29']) {
        const [y, m, d] = day.split('-').map(Number);
        expect(formatDay(day, language)).toBe(format.format(new Date(y, m - 1, d)));
      }
    }
    expect(formatDay('gestern', 'de')).toBe('gestern');
  });
});

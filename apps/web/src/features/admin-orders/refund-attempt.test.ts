import { describe, expect, it } from 'vitest';
import { typedEuro } from '@wohnwerk/contract/euro';
import { attemptFor, euroInput } from './refund-attempt.ts';

let counter = 0;
const nextKey = () => `key-${++counter}`;

describe('the Idempotency-Key of a refund attempt', () => {
  it('is new for the first attempt and kept when the same values are sent again', () => {
    const first = attemptFor(null, { amount: '10,00', reason: 'Kratzer', restock: false }, nextKey);
    const again = attemptFor(first, { amount: '10,00', reason: 'Kratzer', restock: false }, nextKey);
    expect(again.key).toBe(first.key);
  });

  it('treats "10,00" and "10.00" and surrounding spaces as the same attempt', () => {
    const first = attemptFor(null, { amount: '10,00', reason: 'Kratzer', restock: false }, nextKey);
    expect(attemptFor(first, { amount: ' 10.00 ', reason: 'Kratzer ', restock: false }, nextKey).key).toBe(first.key);
  });

  it('is new when the amount, the reason or the restock choice changes', () => {
    const first = attemptFor(null, { amount: '10,00', reason: 'Kratzer', restock: false }, nextKey);
    const changes = [
      { amount: '11,00', reason: 'Kratzer', restock: false },
      { amount: '10,00', reason: 'Delle', restock: false },
      { amount: '10,00', reason: 'Kratzer', restock: true },
    ];
    const keys = changes.map((values) => attemptFor(first, values, nextKey).key);
    expect(new Set([first.key, ...keys]).size).toBe(4);
  });
});

describe('the Idempotency-Key of a refund by line', () => {
  const lines = (typed: Record<number, string>, over: { reason?: string; restock?: boolean } = {}) => ({
    mode: 'lines' as const,
    amount: '',
    lines: typed,
    reason: over.reason ?? 'Beschädigt',
    restock: over.restock ?? true,
  });

  it('is kept for the same units, however they were typed or in what order the lines were filled', () => {
    const first = attemptFor(null, lines({ 1: '2', 3: '1' }), nextKey);
    expect(attemptFor(first, lines({ 3: ' 1', 1: '02', 2: '', 4: '0' }), nextKey).key).toBe(first.key);
  });

  it('is new when a line, its units, the reason or the restock choice changes, and for a free amount', () => {
    const first = attemptFor(null, lines({ 1: '2' }), nextKey);
    const changes = [
      lines({ 1: '1' }),
      lines({ 1: '2', 3: '1' }),
      lines({ 3: '2' }),
      lines({ 1: '2' }, { reason: 'Andere' }),
      lines({ 1: '2' }, { restock: false }),
      { mode: 'amount' as const, amount: '2', lines: { 1: '2' }, reason: 'Beschädigt', restock: true },
    ];
    const keys = changes.map((values) => attemptFor(first, values, nextKey).key);
    expect(new Set([first.key, ...keys]).size).toBe(changes.length + 1);
  });
});

describe('euro amounts typed into the refund form', () => {
  it('read German and English decimals', () => {
    expect(typedEuro('12,50')).toBe(12.5);
    expect(typedEuro('12.5')).toBe(12.5);
    expect(typedEuro('7')).toBe(7);
    expect(typedEuro('1 234,56 €')).toBe(1234.56);
  });

  it('refuse anything else', () => {
    for (const text of ['', 'abc', '-5', '1,234', '12,5,0', '1e3']) expect(typedEuro(text), text).toBeNull();
  });

  it('pre-fill in German notation with cents', () => {
    expect(euroInput(123.455)).toBe('123,46');
    expect(euroInput(50)).toBe('50,00');
  });
});

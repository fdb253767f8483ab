import type { AdminOrderDetail } from '@wohnwerk/contract/admin-orders';
import { describe, expect, it } from 'vitest';
import {
  chosenLines,
  emptyRefund,
  estimateOf,
  formFields,
  type RefundFormValues,
  refundRequest,
} from './refund-lines.ts';

type Item = AdminOrderDetail['items'][number];
const item = (id: number, name: string, price: number, qty: number, refundable: number): Item => ({
  id,
  product_id: id * 10,
  is_light: false,
  product_name: name,
  product_description: '',
  code: null,
  price,
  qty,
  line_total: price * qty,
  vat_rate: 19,
  net: 0,
  vat: 0,
  refunded_qty: qty - refundable,
  refundable_qty: refundable,
  restocked_qty: 0,
  seller_order_id: null,
  refused: false,
  refusal_reason: null,
});
/** Three books at 42,80 € (one refunded before), a lamp at 119,00 € refunded in full, two chairs at 0,10 €. */
const items = [
  item(1, 'Bildband Wohnen', 42.8, 3, 2),
  item(2, 'Stehleuchte Lumo', 119, 1, 0),
  item(3, 'Stuhl Mini', 0.1, 2, 2),
];
const order = { items, refundable: 200 };
const NO_LINES = 'Bitte geben Sie bei mindestens einer Position eine Stückzahl ab 1 an.';
const values = (over: Partial<RefundFormValues>): RefundFormValues => ({
  mode: 'lines',
  amount: '',
  lines: {},
  reason: 'Beschädigt',
  restock: true,
  ...over,
});

describe('the refund form by line', () => {
  it('starts with the lines while a line has units left, else with a free amount', () => {
    expect(emptyRefund(items).mode).toBe('lines');
    expect(emptyRefund([item(2, 'Stehleuchte Lumo', 119, 1, 0)]).mode).toBe('amount');
  });

  it('sends the lines with units above 0 in the order of the order, and restock and reason as typed', () => {
    const made = refundRequest(order, values({ lines: { 3: '2', 1: ' 1 ', 2: '' } }), NO_LINES);
    expect(made).toEqual({
      request: {
        body: {
          lines: [
            { item_id: 1, qty: 1 },
            { item_id: 3, qty: 2 },
          ],
          reason: 'Beschädigt',
          restock: true,
        },
        sent: [
          { item: items[0], qty: 1 },
          { item: items[2], qty: 2 },
        ],
      },
    });
  });

  it('refuses more units than a line has left, parts of a unit and signs at that line, in German', () => {
    const made = refundRequest(order, values({ lines: { 1: '3', 3: '1,5' } }), NO_LINES);
    expect(made).toEqual({
      errors: {
        'line.1': 'Von dieser Position können höchstens noch 2 Stück erstattet werden.',
        'line.3': 'Bitte geben Sie eine ganze Stückzahl ab 1 an.',
      },
    });
    expect(refundRequest(order, values({ lines: { 3: '-1' } }), NO_LINES)).toEqual({
      errors: { 'line.3': 'Bitte geben Sie eine ganze Stückzahl ab 1 an.' },
    });
  });

  it('asks for a line when none has units, and for the reason', () => {
    expect(refundRequest(order, values({ lines: { 1: '0' }, reason: ' ' }), NO_LINES)).toEqual({
      errors: { lines: NO_LINES, reason: 'Bitte geben Sie einen Grund für die Erstattung an.' },
    });
  });

  it('sends a free amount without lines, tidied as typed, and refuses more than is left', () => {
    const free = refundRequest(order, values({ mode: 'amount', amount: '12,50 €', lines: { 1: '1' } }), NO_LINES);
    expect(free).toEqual({ request: { body: { amount: '12,50', reason: 'Beschädigt', restock: true }, sent: [] } });
    expect(refundRequest(order, values({ mode: 'amount', amount: '200,01' }), NO_LINES)).toEqual({
      errors: { amount: 'Es können höchstens noch 200,00\u00a0€ erstattet werden.' },
    });
  });

  it('estimates the chosen units at their unit prices, to the cent', () => {
    expect(estimateOf(chosenLines(items, { 1: '2', 3: '2' }))).toBe(85.8);
    expect(estimateOf(chosenLines(items, { 3: '1' }))).toBe(0.1);
    expect(estimateOf([])).toBe(0);
  });

  it("puts the server's field errors at the line they name: lines.N is the Nth line sent", () => {
    const sent = chosenLines(items, { 1: '1', 3: '2' });
    expect(
      formFields(
        {
          'lines.1.qty': 'Von dieser Position können höchstens noch 1 Stück erstattet werden.',
          'lines.0.item_id': 'Diese Position gehört nicht zu der Bestellung.',
          'lines.7.qty': 'Unbekannt',
          lines: 'Es können höchstens noch 10,00 € erstattet werden.',
          reason: 'Bitte geben Sie einen Grund für die Erstattung an.',
        },
        sent,
      ),
    ).toEqual({
      'line.3': 'Von dieser Position können höchstens noch 1 Stück erstattet werden.',
      'line.1': 'Diese Position gehört nicht zu der Bestellung.',
      lines: 'Unbekannt',
      reason: 'Bitte geben Sie einen Grund für die Erstattung an.',
    });
  });
});

import { orderStatuses } from '@wohnwerk/contract/checkout';
import { describe, expect, it } from 'vitest';
import { fieldsFor, needsConfirmation, statusChoices } from './status-choices.ts';

const everything = [...orderStatuses];

describe('the statuses the status form offers', () => {
  it('follow the workflow: paid → processing, shipped or cancelled, processing → shipped or cancelled, shipped → delivered', () => {
    // Shipping straight from "Bezahlt" is one step (decision 157).
    expect(statusChoices('paid', everything)).toEqual(['processing', 'shipped', 'cancelled']);
    expect(statusChoices('processing', everything)).toEqual(['shipped', 'cancelled']);
    expect(statusChoices('shipped', everything)).toEqual(['delivered']);
  });

  it('are none for an unpaid, delivered, cancelled or refunded order', () => {
    const ends = ['pending_payment', 'delivered', 'cancelled', 'refunded'] as const;
    for (const status of ends) expect(statusChoices(status, everything), status).toEqual([]);
    expect(ends.length).toBe(4);
  });

  it('never offer a step back or a jump, whatever the server lists', () => {
    expect(statusChoices('shipped', ['paid', 'processing', 'cancelled', 'delivered'])).toEqual(['delivered']);
    expect(statusChoices('pending_payment', ['shipped'])).toEqual([]);
    expect(statusChoices('paid', ['shipped', 'delivered'])).toEqual(['shipped']);
    expect(statusChoices('paid', ['delivered'])).toEqual([]);
  });

  it('are narrowed to what the server says may come next', () => {
    expect(statusChoices('paid', ['processing'])).toEqual(['processing']);
    expect(statusChoices('processing', [])).toEqual([]);
  });
});

describe('the fields a target status asks for', () => {
  it('are carrier and tracking number for shipped, the delivery day for delivered, none otherwise', () => {
    expect(fieldsFor('shipped')).toEqual({ carrier: true, trackingNumber: true, deliveredOn: false });
    expect(fieldsFor('delivered')).toEqual({ carrier: false, trackingNumber: false, deliveredOn: true });
    expect(fieldsFor('processing')).toEqual({ carrier: false, trackingNumber: false, deliveredOn: false });
    expect(fieldsFor('')).toEqual({ carrier: false, trackingNumber: false, deliveredOn: false });
  });

  it('cancelling alone asks for a confirmation', () => {
    expect(needsConfirmation('cancelled')).toBe(true);
    expect(needsConfirmation('shipped')).toBe(false);
  });
});

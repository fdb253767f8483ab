import { describe, expect, it } from 'vitest';
import { expectShopMail, withMailSeller } from '../../../test/mail-templates.ts';
import { orderShippedMail } from './order-shipped.mail.tsx';

withMailSeller();

describe('order shipped mail', () => {
  it('names the carrier, the tracking number and the delivery address', async () => {
    const mail = await orderShippedMail({
      customerName: 'Renée O’Neil',
      orderNumber: 'W-2026-000077',
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
      shippingAddress: ['Renée O’Neil', 'Lindenweg 3', '80331 München', 'Deutschland'],
      orderUrl: 'http://shop.test/order/W-2026-000077',
    });
    expect(mail.subject).toBe('Ihre Bestellung W-2026-000077 wurde versandt');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Ihre Bestellung W-2026-000077 ist unterwegs.');
      expect(part).toContain('Versanddienstleister: DHL');
      expect(part).toContain('Sendungsnummer: 00340434161094042557');
      expect(part).toContain('80331 München');
    }
    expect(mail.text).toContain(
      'Den Stand Ihrer Bestellung sehen Sie in Ihrem Kundenkonto:\nhttp://shop.test/order/W-2026-000077',
    );
    const link = 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557';
    expect(mail.text).toContain(`Sendung verfolgen:\n${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expectShopMail(mail);
  });

  it('gives a forwarder shipment no tracking link (decision 157)', async () => {
    const mail = await orderShippedMail({
      customerName: null,
      orderNumber: 'W-2026-000078',
      carrier: 'Spedition',
      trackingNumber: 'SP-2026-1',
      shippingAddress: ['Lindenweg 3'],
      orderUrl: 'http://shop.test/order/W-2026-000078',
    });
    expect(mail.text).toContain('Sendungsnummer: SP-2026-1');
    expect(mail.text).not.toContain('Sendung verfolgen');
  });

  it('names a partial shipment\'s lines and says the rest follows; the last parcel is the "versandt" mail (decision 176)', async () => {
    const parcel = {
      customerName: null,
      orderNumber: 'W-2026-000079',
      carrier: 'GLS',
      trackingNumber: 'GLS-1',
      shippingAddress: ['Lindenweg 3'],
      orderUrl: 'http://shop.test/order/W-2026-000079',
      lines: [{ name: 'Sessel Fjord', qty: 2 }],
    };
    const partial = await orderShippedMail({ ...parcel, partial: true });
    expect(partial.subject).toBe('Ihre Bestellung W-2026-000079 wurde teilweise versandt');
    for (const part of [partial.text, partial.html]) {
      expect(part).toContain('Ein Teil Ihrer Bestellung W-2026-000079 ist unterwegs.');
      expect(part).toContain('2 × Sessel Fjord');
      expect(part).toContain('Die übrigen Artikel folgen in einer eigenen Sendung');
    }
    expect(partial.text).toContain('In dieser Sendung:\n2 × Sessel Fjord');
    const last = await orderShippedMail({ ...parcel, partial: false });
    expect(last.subject).toBe('Ihre Bestellung W-2026-000079 wurde versandt');
    expect(last.text).toContain('Ihre Bestellung W-2026-000079 ist unterwegs.');
    expect(last.text).toContain('In dieser Sendung:\n2 × Sessel Fjord');
    expect(last.text).not.toContain('übrigen Artikel');
    expectShopMail(partial);
  });
});

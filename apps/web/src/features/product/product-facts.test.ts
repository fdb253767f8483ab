import type { LightDto, ProductDetail, SeriesProductDto } from '@wohnwerk/contract/catalog';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../lib/format.ts';
import {
  deliveryWeeksOf,
  isLongDelivery,
  lightCartLine,
  savingsOf,
  seriesColours,
  seriesInShopOrder,
} from './product-facts.ts';

/** Just the parts of a product detail the series line reads. */
const detailWith = (farbe: { label: string; value: string }[] | null) =>
  ({
    product_shop: {
      product: {
        series: { name: 'Lima', front_color: 'Weiß matt', body_color: 'Eiche Sonoma' },
        attributes: { beschreibung: farbe ? [{ name: 'Farbe', items: farbe }] : [] },
      },
    },
  }) as unknown as ProductDetail;

describe('product page facts', () => {
  it('shows the saving against the old price in euro and in percent with one decimal', () => {
    const savings = savingsOf(480, 600)!;
    expect(savings.amount).toBe(120);
    expect(formatPercent(savings.percent)).toBe('20,0');
    expect(formatPercent(savingsOf(307.99, 361.99)!.percent)).toBe('14,9');
  });

  it('computes the saving in cents, so float noise never shows', () => {
    expect(savingsOf(0.7, 1.0)!.amount).toBe(0.3);
  });

  it('shows no saving without a higher old price', () => {
    expect(savingsOf(100, null)).toBeNull();
    expect(savingsOf(100, 100)).toBeNull();
    expect(savingsOf(100, 90)).toBeNull();
  });

  it('delivers in 1-2 weeks while in stock, otherwise in the product’s weeks', () => {
    expect(deliveryWeeksOf(3, '10-12')).toBe('1-2');
    expect(deliveryWeeksOf(0, '12-14')).toBe('12-14');
    expect(deliveryWeeksOf(-1, ' 4-6 ')).toBe('4-6');
  });

  it('says "Wochen" once when the stored text carries it', () => {
    expect(`${deliveryWeeksOf(0, '10-12 Wochen')} Wochen`).toBe('10-12 Wochen');
    expect(deliveryWeeksOf(3, '10-12 Wochen')).toBe('1-2');
  });

  it('offers the delivery info from a leading number of 10 weeks on', () => {
    expect(isLongDelivery('10-12')).toBe(true);
    expect(isLongDelivery('12-14')).toBe(true);
    expect(isLongDelivery('9-10')).toBe(false);
    expect(isLongDelivery('1-2')).toBe(false);
    expect(isLongDelivery('ca. 12')).toBe(false);
  });

  it('names the shown variant’s own front and body colours in the series line, not the series’ ones', () => {
    const anthrazit = detailWith([
      { label: 'Front', value: 'Anthrazit' },
      { label: 'Korpus', value: 'Anthrazit' },
    ]);
    expect(seriesColours(anthrazit)).toEqual({ series: 'Lima', front: 'Anthrazit', body: 'Anthrazit' });
    // A variant that names only its front keeps the series' body colour.
    expect(seriesColours(detailWith([{ label: 'Front', value: 'Grau' }]))).toEqual({
      series: 'Lima',
      front: 'Grau',
      body: 'Eiche Sonoma',
    });
    // Without a Farbe group of its own the series' colours stand.
    expect(seriesColours(detailWith(null))).toEqual({ series: 'Lima', front: 'Weiß matt', body: 'Eiche Sonoma' });
  });

  it('sorts LED lighting to the end of the series and keeps the rest in order', () => {
    const item = (id: number, name: string, is_light = false): SeriesProductDto => ({
      id,
      name,
      productName: name,
      image: null,
      price: 1,
      old_price: null,
      is_light,
    });
    const sorted = seriesInShopOrder([
      item(1, 'LED-Beleuchtung Lima', true),
      item(2, 'Kommode Lima'),
      item(3, 'LED Glaskantenbeleuchtung'),
      item(4, 'Regal Lima'),
    ]);
    expect(sorted.map((s) => s.id)).toEqual([2, 4, 1, 3]);
  });

  it('makes an accessory cart line with shop, warehouse and vendor 1 and the product’s quantity', () => {
    const light: LightDto = {
      id: 44,
      code: 'LIM-LED-000044',
      name: 'LED-Beleuchtung Lima 2er Set',
      image: null,
      price: 52.99,
      sale_price: 47.99,
    };
    expect(lightCartLine(light, 3)).toEqual({
      is_light: true,
      light_id: 44,
      code: 'LIM-LED-000044',
      product_name: 'LED-Beleuchtung Lima 2er Set',
      img: null,
      amount: 47.99,
      sale_price: 143.97,
      qty: 3,
      tax: 19,
      properties: null,
      shop_id: 1,
      warehouse_id: 1,
      vendor_id: 1,
    });
  });
});

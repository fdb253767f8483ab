import { describe, expect, it } from 'vitest';
import { carriers, trackingUrl } from './carriers.ts';

describe('the carrier tracking links (decision 157)', () => {
  it('links each parcel carrier to its tracking page with the number URL-encoded, and a forwarder to nothing', () => {
    const expected: Record<string, string | null> = {
      DHL: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=AB%2012%2F3%26x',
      DPD: 'https://tracking.dpd.de/status/de_DE/parcel/AB%2012%2F3%26x',
      Hermes: 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#AB%2012%2F3%26x',
      GLS: 'https://gls-group.com/DE/de/paketverfolgung?match=AB%2012%2F3%26x',
      UPS: 'https://www.ups.com/track?loc=de_DE&tracknum=AB%2012%2F3%26x',
      Spedition: null,
    };
    let visited = 0;
    for (const carrier of carriers) {
      expect(trackingUrl(carrier, ' AB 12/3&x '), carrier).toBe(expected[carrier]);
      visited++;
    }
    expect(visited).toBe(6);
  });

  it('gives no link for an unknown carrier or a missing number', () => {
    expect(trackingUrl('Brieftaube', '123')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
    expect(trackingUrl('DHL', null)).toBeNull();
    expect(trackingUrl('DHL', '  ')).toBeNull();
  });
});

/**
 * The carriers staff ship with and where each one's tracking page is (decision 157). One table for
 * the admin screens, the customer's order page and the shipping mail, so a link never differs between
 * them. A forwarder ("Spedition") delivers by appointment and has no public tracking page.
 */
export const carriers = ['DHL', 'DPD', 'Hermes', 'GLS', 'UPS', 'Spedition'] as const;
type Carrier = (typeof carriers)[number];

const trackingPages: Readonly<Record<Carrier, ((code: string) => string) | null>> = {
  DHL: (code) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${code}`,
  DPD: (code) => `https://tracking.dpd.de/status/de_DE/parcel/${code}`,
  Hermes: (code) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#${code}`,
  GLS: (code) => `https://gls-group.com/DE/de/paketverfolgung?match=${code}`,
  UPS: (code) => `https://www.ups.com/track?loc=de_DE&tracknum=${code}`,
  Spedition: null,
};

const isCarrier = (value: unknown): value is Carrier => carriers.includes(value as Carrier);

/**
 * The carrier's tracking page for a tracking number, or null for a forwarder, an unknown carrier
 * (orders shipped before the table existed keep their free-text carrier) or a missing number.
 * The number is URL-encoded: it is staff input and ends up in an href.
 */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  if (!isCarrier(carrier) || !trackingNumber?.trim()) return null;
  return trackingPages[carrier]?.(encodeURIComponent(trackingNumber.trim())) ?? null;
}

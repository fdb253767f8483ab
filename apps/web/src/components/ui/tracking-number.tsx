import { trackingUrl } from '@wohnwerk/contract/carriers';

/**
 * A tracking number as a link to the carrier's tracking page, from the table the shipping mail uses
 * too (decision 157); a forwarder's or an unknown carrier's number stays plain text.
 */
export function TrackingNumber({
  carrier,
  trackingNumber,
  testId,
}: {
  carrier: string | null;
  trackingNumber: string;
  testId?: string;
}) {
  const href = trackingUrl(carrier, trackingNumber);
  if (!href) return <span data-testid={testId}>{trackingNumber}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {trackingNumber}
    </a>
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs through tsx, which reads no tsconfig for these files: the pragmas choose React's automatic runtime here.
import { trackingUrl } from '@wohnwerk/contract/carriers';
import { seller } from '../../seller.ts';
import { mailGreeting } from '../greeting.ts';
import { LinkLine, MailLayout, P } from './layout.tsx';
import { renderMail } from './render-mail.ts';

export interface OrderShippedMail {
  customerName: string | null;
  orderNumber: string;
  carrier: string | null;
  trackingNumber: string | null;
  shippingAddress: string[];
  orderUrl: string;
  /** The units in this parcel; absent when staff ship the whole order at once (it holds everything). */
  lines?: { name: string; qty: number }[];
  /**
   * A shipment of a marketplace order with lines still open (decision 176): the mail says which part is on its way
   * and that the rest follows. The shipment that completes the order is the order's one "wurde versandt" mail.
   */
  partial?: boolean;
}

function OrderShipped(o: OrderShippedMail) {
  // The carriers table shared with the shop's pages (decision 157); a forwarder has no page to link.
  const tracking = trackingUrl(o.carrier, o.trackingNumber);
  return (
    <MailLayout preview={`Sendungsnummer ${o.trackingNumber ?? ''}`}>
      <P>{mailGreeting(o.customerName)}</P>
      <P>
        {o.partial
          ? `Ein Teil Ihrer Bestellung ${o.orderNumber} ist unterwegs.`
          : `Ihre Bestellung ${o.orderNumber} ist unterwegs.`}
      </P>
      {o.lines?.length ? <P lines={['In dieser Sendung:', ...o.lines.map((l) => `${l.qty} × ${l.name}`)]} /> : null}
      <P lines={[`Versanddienstleister: ${o.carrier ?? ''}`, `Sendungsnummer: ${o.trackingNumber ?? ''}`]} />
      {tracking ? <LinkLine href={tracking} label="Sendung verfolgen:" /> : null}
      {o.partial ? (
        <P>Die übrigen Artikel folgen in einer eigenen Sendung; dazu erhalten Sie eine weitere E-Mail.</P>
      ) : null}
      <P lines={['Lieferadresse:', ...o.shippingAddress]} />
      <LinkLine href={o.orderUrl} label="Den Stand Ihrer Bestellung sehen Sie in Ihrem Kundenkonto:" />
      <P>{`Ihr ${seller().name}`}</P>
    </MailLayout>
  );
}

/**
 * "Ihre Bestellung ist unterwegs": carrier and tracking number, when staff mark an order shipped and for every
 * shipment of a marketplace order — "teilweise versandt" while lines are still open, "versandt" for the last.
 */
export const orderShippedMail = (props: OrderShippedMail) =>
  renderMail(
    `Ihre Bestellung ${props.orderNumber} wurde ${props.partial ? 'teilweise versandt' : 'versandt'}`,
    <OrderShipped {...props} />,
  );

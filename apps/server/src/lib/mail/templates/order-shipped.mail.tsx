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
}

function OrderShipped(o: OrderShippedMail) {
  // The carriers table shared with the shop's pages (decision 157); a forwarder has no page to link.
  const tracking = trackingUrl(o.carrier, o.trackingNumber);
  return (
    <MailLayout preview={`Sendungsnummer ${o.trackingNumber ?? ''}`}>
      <P>{mailGreeting(o.customerName)}</P>
      <P>{`Ihre Bestellung ${o.orderNumber} ist unterwegs.`}</P>
      <P lines={[`Versanddienstleister: ${o.carrier ?? ''}`, `Sendungsnummer: ${o.trackingNumber ?? ''}`]} />
      {tracking ? <LinkLine href={tracking} label="Sendung verfolgen:" /> : null}
      <P lines={['Lieferadresse:', ...o.shippingAddress]} />
      <LinkLine href={o.orderUrl} label="Den Stand Ihrer Bestellung sehen Sie in Ihrem Kundenkonto:" />
      <P>{`Ihr ${seller().name}`}</P>
    </MailLayout>
  );
}

/** "Ihre Bestellung ist unterwegs": carrier and tracking number, when staff mark an order shipped. */
export const orderShippedMail = (props: OrderShippedMail) =>
  renderMail(`Ihre Bestellung ${props.orderNumber} wurde versandt`, <OrderShipped {...props} />);

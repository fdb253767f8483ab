/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs through tsx, which reads no tsconfig for these files: the pragmas choose React's automatic runtime here.
import { berlinDateTime } from '../../german-dates.ts';
import { formatEuro } from '../../money.ts';
import { seller } from '../../seller.ts';
import { withdrawalNotice } from '../../withdrawal-notice.ts';
import { mailGreeting } from '../greeting.ts';
import { LinkLine, MailLayout, P } from './layout.tsx';
import { renderMail } from './render-mail.ts';

export interface OrderConfirmationMail {
  customerName: string | null;
  orderNumber: string;
  createdAt: Date;
  items: { qty: number; productName: string; lineCents: number }[];
  /** A coupon's or a gift code's reduction (both lower the VAT, decision 153). */
  discountCents: number;
  couponText: string | null;
  /** What was paid. */
  totalCents: number;
  /** The VAT contained in it, per rate (decision 153). */
  vatShares: { rate: number; vatCents: number }[];
  shippingAddress: string[];
  orderUrl: string;
  withdrawalUrl: string;
}

function OrderConfirmation(o: OrderConfirmationMail) {
  return (
    <MailLayout preview={`Ihre Bestellung ${o.orderNumber}: ${formatEuro(o.totalCents)}`}>
      <P>{mailGreeting(o.customerName)}</P>
      <P>{`vielen Dank für Ihre Bestellung ${o.orderNumber} vom ${berlinDateTime(o.createdAt)}. Ihre Zahlung ist eingegangen.`}</P>
      <P lines={o.items.map((i) => `${i.qty} × ${i.productName} – ${formatEuro(i.lineCents)}`)} />
      <P
        lines={[
          ...(o.discountCents > 0 ? [`${o.couponText ?? 'Gutschein'}: −${formatEuro(o.discountCents)}`] : []),
          'Versand: Kostenloser Versand (0,00 €)',
          `Gesamtbetrag: ${formatEuro(o.totalCents)} (inkl. ${o.vatShares
            .map((v) => `MwSt. ${v.rate} %: ${formatEuro(v.vatCents)}`)
            .join(', ')})`,
        ]}
      />
      <P lines={['Lieferadresse:', ...o.shippingAddress]} />
      <LinkLine
        href={o.orderUrl}
        label="Die Bestellbestätigung finden Sie als PDF im Anhang und in Ihrem Kundenkonto:"
      />
      <P>{withdrawalNotice()}</P>
      <LinkLine href={o.withdrawalUrl} label="Vertrag widerrufen:" />
      <P>{`Ihr ${seller().name}`}</P>
    </MailLayout>
  );
}

/** The confirmation of a paid order: what was bought, what it cost, where it goes (PDFs attached by the caller). */
export const orderConfirmationMail = (props: OrderConfirmationMail) =>
  renderMail(`Ihre Bestellung ${props.orderNumber} bei Wohnwerk`, <OrderConfirmation {...props} />);

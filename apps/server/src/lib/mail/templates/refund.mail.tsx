/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs through tsx, which reads no tsconfig for these files: the pragmas choose React's automatic runtime here.
import { formatEuro } from '../../money.ts';
import { seller } from '../../seller.ts';
import { mailGreeting } from '../greeting.ts';
import { LinkLine, MailLayout, P } from './layout.tsx';
import { renderMail } from './render-mail.ts';

export interface RefundMail {
  customerName: string | null;
  orderNumber: string;
  amountCents: number;
  method: string;
  reason: string;
  creditNoteNumber: string;
  orderUrl: string;
}

function Refund(r: RefundMail) {
  return (
    <MailLayout preview={`Erstattung ${formatEuro(r.amountCents)} zu Ihrer Bestellung ${r.orderNumber}`}>
      <P>{mailGreeting(r.customerName)}</P>
      <P
        lines={[
          `wir haben Ihnen zu Ihrer Bestellung ${r.orderNumber} ${formatEuro(r.amountCents)} erstattet, über ${r.method === 'paypal' ? 'PayPal' : 'Ihre Kreditkarte'}.`,
          `Grund: ${r.reason}`,
          'Je nach Bank kann es einige Tage dauern, bis der Betrag auf Ihrem Konto erscheint.',
        ]}
      />
      <LinkLine
        href={r.orderUrl}
        label={`Die Rechnungskorrektur ${r.creditNoteNumber} finden Sie im Anhang und in Ihrem Kundenkonto:`}
      />
      <P>{`Ihr ${seller().name}`}</P>
    </MailLayout>
  );
}

/** A refund booked by staff: amount, way back and reason; the credit note is attached by the caller. */
export const refundMail = (props: RefundMail) =>
  renderMail(`Erstattung zu Ihrer Bestellung ${props.orderNumber}`, <Refund {...props} />);

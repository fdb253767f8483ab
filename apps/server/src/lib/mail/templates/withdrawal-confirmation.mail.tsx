/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs through tsx, which reads no tsconfig for these files: the pragmas choose React's automatic runtime here.
import { berlinDate, berlinDateTime } from '../../german-dates.ts';
import { seller } from '../../seller.ts';
import { mailGreeting } from '../greeting.ts';
import { MailLayout, P } from './layout.tsx';
import { renderMail } from './render-mail.ts';

export interface WithdrawalConfirmationMail {
  name: string | null;
  orderNumber: string;
  orderedAt: Date;
  receivedAt: Date;
  items: { qty: number; productName: string }[];
}

function WithdrawalConfirmation(w: WithdrawalConfirmationMail) {
  return (
    <MailLayout preview={`Ihr Widerruf zur Bestellung ${w.orderNumber} ist eingegangen`}>
      <P>{mailGreeting(w.name)}</P>
      <P>{`Ihr Widerruf des Vertrags über die Bestellung ${w.orderNumber} vom ${berlinDate(w.orderedAt)} ist am ${berlinDateTime(w.receivedAt)} bei uns eingegangen.`}</P>
      <P lines={['Widerrufen wurden:', ...w.items.map((i) => `${i.qty} × ${i.productName}`)]} />
      <P>
        Wir erstatten Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen 14
        Tagen ab heute, über dasselbe Zahlungsmittel, das Sie bei der Bestellung verwendet haben. Zur Abholung der Ware
        meldet sich unsere Spedition bei Ihnen.
      </P>
      <P>{`Ihr ${seller().name}`}</P>
    </MailLayout>
  );
}

/** "Eingangsbestätigung Ihres Widerrufs": sent at once when a customer declares withdrawal. */
export const withdrawalConfirmationMail = (props: WithdrawalConfirmationMail) =>
  renderMail(
    `Eingangsbestätigung Ihres Widerrufs – Bestellung ${props.orderNumber}`,
    <WithdrawalConfirmation {...props} />,
  );

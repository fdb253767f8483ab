/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs through tsx, which reads no tsconfig for these files: the pragmas choose React's automatic runtime here.
import { LinkLine, MailLayout, P } from './layout.tsx';
import { renderMail } from './render-mail.ts';

export interface SellerOrderMail {
  company: string;
  number: string;
  lines: { qty: number; productName: string; code: string | null }[];
  shippingAddress: string[];
  link: string;
}

function SellerOrder({ company, number, lines, shippingAddress, link }: SellerOrderMail) {
  return (
    <MailLayout preview={`Neue Bestellung ${number}`}>
      <P>Guten Tag,</P>
      <P>{`für ${company} ist über Wohnwerk eine neue Bestellung eingegangen und bezahlt: ${number}.`}</P>
      <P lines={['Positionen:', ...lines.map((l) => `${l.qty} × ${l.productName}${l.code ? ` (${l.code})` : ''}`)]} />
      <P lines={['Lieferadresse:', ...shippingAddress]} />
      <P>
        Bitte bestätigen Sie die Bestellung mit dem voraussichtlichen Versanddatum und erfassen Sie jede Sendung mit
        Versanddienstleister und Sendungsnummer. Können Sie eine Position nicht liefern, lehnen Sie sie mit einem Grund
        ab: Wohnwerk erstattet sie dem Kunden.
      </P>
      <LinkLine href={link} label="Zur Bestellung im Verkäuferportal:" />
      <P>Ihr Wohnwerk-Team</P>
    </MailLayout>
  );
}

/** "Neue Bestellung": a seller's lines of a paid order (seller orders, decision 170). */
export const sellerOrderMail = (props: SellerOrderMail) =>
  renderMail(`Neue Bestellung ${props.number} – Wohnwerk`, <SellerOrder {...props} />);

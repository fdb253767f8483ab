/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs through tsx, which reads no tsconfig for these files: the pragmas choose React's automatic runtime here.
import { mailGreeting } from '../greeting.ts';
import { LinkLine, MailLayout, P } from './layout.tsx';
import { renderMail } from './render-mail.ts';

export interface SellerInvitationMail {
  name: string;
  email: string;
  company: string;
  link: string;
  days: number;
}

function SellerInvitation({ name, email, company, link, days }: SellerInvitationMail) {
  return (
    <MailLayout preview="Ihr Zugang zu Wohnwerk als Verkäufer">
      <P>{mailGreeting(name)}</P>
      <P>
        Wohnwerk hat für Sie einen Zugang als Verkäufer für {company} eingerichtet. Legen Sie über diesen Link Ihr
        Passwort fest:
      </P>
      <LinkLine href={link} />
      <P
        lines={[
          `Der Link ist ${days} Tage gültig und kann einmal verwendet werden.`,
          `Danach melden Sie sich mit Ihrer E-Mail-Adresse ${email} und Ihrem Passwort an.`,
        ]}
      />
      <P>Ihr Wohnwerk-Team</P>
    </MailLayout>
  );
}

/** "Einladung": a seller's user sets their password (sellers, decision 169). */
export const sellerInvitationMail = (props: SellerInvitationMail) =>
  renderMail('Ihr Zugang als Verkäufer – Wohnwerk', <SellerInvitation {...props} />);

/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs through tsx, which reads no tsconfig for these files: the pragmas choose React's automatic runtime here.
import { Button } from '@react-email/components';
import { LinkLine, MailLayout, P } from './layout.tsx';
import { renderMail } from './render-mail.ts';

export interface NewsletterConfirmationMail {
  confirmLink: string;
  unsubscribeLink: string;
}

const button = {
  display: 'inline-block',
  padding: '10px 18px',
  backgroundColor: '#1f3a5f',
  color: '#fff',
  textDecoration: 'none',
  borderRadius: '4px',
};

function NewsletterConfirmation({ confirmLink, unsubscribeLink }: NewsletterConfirmationMail) {
  return (
    <MailLayout preview="Bitte bestätigen Sie Ihre Anmeldung zum Newsletter">
      <P>Hallo,</P>
      <P>vielen Dank für Ihr Interesse am Wohnwerk-Newsletter mit Angeboten und Gutscheinen.</P>
      <LinkLine href={confirmLink} label="Bitte bestätigen Sie Ihre Anmeldung über diesen Link:" />
      {/* The plain-text part has the link above; the button is for the HTML part only. */}
      <div data-skip-in-text="true" style={{ margin: '0 0 14px' }}>
        <Button href={confirmLink} style={button}>
          Anmeldung bestätigen
        </Button>
      </div>
      <P>
        Erst nach Ihrer Bestätigung senden wir Ihnen den Newsletter. Wenn Sie sich nicht angemeldet haben, können Sie
        diese E-Mail ignorieren.
      </P>
      <LinkLine href={unsubscribeLink} label="Abmelden können Sie sich jederzeit über diesen Link:" />
      <P>Ihr Wohnwerk-Team</P>
    </MailLayout>
  );
}

/** Double opt-in (newsletter): the confirmation link, and the way out from the first mail on. */
export const newsletterConfirmationMail = (props: NewsletterConfirmationMail) =>
  renderMail('Bitte bestätigen Sie Ihre Newsletter-Anmeldung – Wohnwerk', <NewsletterConfirmation {...props} />);

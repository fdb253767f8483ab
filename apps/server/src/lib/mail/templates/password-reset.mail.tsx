/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The server runs through tsx, which reads no tsconfig for these files: the pragmas choose React's automatic runtime here.
import { mailGreeting } from '../greeting.ts';
import { LinkLine, MailLayout, P } from './layout.tsx';
import { renderMail } from './render-mail.ts';

export interface PasswordResetMail {
  name: string | null;
  link: string;
  minutes: number;
}

function PasswordReset({ name, link, minutes }: PasswordResetMail) {
  return (
    <MailLayout preview="Ihr Link zum Zurücksetzen des Passworts">
      <P>{mailGreeting(name)}</P>
      <P>Sie haben angefordert, Ihr Passwort bei Wohnwerk zurückzusetzen. Öffnen Sie dazu diesen Link:</P>
      <LinkLine href={link} />
      <P
        lines={[
          `Der Link ist ${minutes} Minuten gültig und kann einmal verwendet werden.`,
          'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
        ]}
      />
      <P>Ihr Wohnwerk-Team</P>
    </MailLayout>
  );
}

/** "Passwort zurücksetzen": the one-time link (auth). */
export const passwordResetMail = (props: PasswordResetMail) =>
  renderMail('Passwort zurücksetzen – Wohnwerk', <PasswordReset {...props} />);

import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor } from '@mantine/core';
import { passwordResetSchema } from '@wohnwerk/contract/auth';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AuthPageShell } from './auth-page-shell.tsx';

const tokenRule = passwordResetSchema.shape.token;

/**
 * /reset-password/:token: new password for the account of the e-mailed link; success goes to /login. An invitation's
 * link (a seller's new user, decision 169) carries `invite=1`: the same token and call, worded "Passwort festlegen".
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tokenLooksValid = tokenRule.safeParse(token).success;
  const words = params.get('invite') === '1' ? 'invite' : 'reset';
  // The breadcrumb and the tab say it too (the route's own title is the reset's).
  usePageTitle(words === 'invite' ? t('invite.heading') : null);

  return (
    <AuthPageShell title={t(`${words}.heading`)} intro={tokenLooksValid ? t(`${words}.intro`) : undefined}>
      {tokenLooksValid ? (
        <ResetPasswordForm
          token={token}
          initialEmail={params.get('email') ?? ''}
          words={words}
          onSuccess={() => navigate('/login', { replace: true })}
        />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t(`${words}.invalidLink`)}
        </Alert>
      )}
      <Anchor component={Link} to="/password/email" size="sm" mt="md" display="inline-block">
        {t('reset.requestNew')}
      </Anchor>
    </AuthPageShell>
  );
}

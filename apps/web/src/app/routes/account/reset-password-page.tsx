import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor } from '@mantine/core';
import { passwordResetSchema } from '@wohnwerk/contract/auth';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';

const tokenRule = passwordResetSchema.shape.token;

/** /reset-password/:token: new password for the account of the e-mailed link; success goes to /login. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tokenLooksValid = tokenRule.safeParse(token).success;

  return (
    <AuthPageShell title={t('reset.heading')} intro={tokenLooksValid ? t('reset.intro') : undefined}>
      {tokenLooksValid ? (
        <ResetPasswordForm
          token={token}
          initialEmail={params.get('email') ?? ''}
          onSuccess={() => navigate('/login', { replace: true })}
        />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t('reset.invalidLink')}
        </Alert>
      )}
      <Anchor component={Link} to="/password/email" size="sm" mt="md" display="inline-block">
        {t('reset.requestNew')}
      </Anchor>
    </AuthPageShell>
  );
}

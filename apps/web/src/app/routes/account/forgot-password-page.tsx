import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';

/** /password/email: request a reset link (account-checkout-pricing §2). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPageShell title={t('forgot.heading')} intro={t('forgot.intro')}>
      <ForgotPasswordForm />
      <Anchor component={Link} to="/login" size="sm" mt="md" display="inline-block">
        {t('forgot.backToLogin')}
      </Anchor>
    </AuthPageShell>
  );
}

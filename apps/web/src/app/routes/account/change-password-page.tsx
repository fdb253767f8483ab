import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLeaveSignedOut } from '../../../features/auth/components/use-leave-signed-out.ts';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';

/** /change-pwd: after success the stored token is cleared and the user goes to / (spec §4). */
export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const leaveSignedOut = useLeaveSignedOut();
  return (
    <AuthPageShell title={t('password.heading')} intro={t('password.intro')}>
      <ChangePasswordForm
        onSuccess={(message) => {
          leaveSignedOut('/');
          notifications.show({ message, color: 'brand' });
        }}
      />
      <Anchor component={Link} to="/profile" size="sm" mt="md" display="inline-block">
        {t('password.back')}
      </Anchor>
    </AuthPageShell>
  );
}

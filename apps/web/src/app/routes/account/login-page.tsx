import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { landingAfterLogin } from '../../../lib/safe-redirect.ts';
import { AuthPageShell } from './auth-page-shell.tsx';

/** /login (storefront §2): returns to `redirect` when it is a path on this site, else to / (a seller's user: /seller). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const registerLink = redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register';

  return (
    <AuthPageShell title={t('login.heading')} intro={t('login.intro')}>
      <LoginForm
        onSuccess={(user) => navigate(landingAfterLogin(redirect, user.role), { replace: true })}
        registerLink={registerLink}
      />
    </AuthPageShell>
  );
}

import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page.tsx';

/** Shown to a signed-in customer who opens a staff or back-office path. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('access.title')} text={t('access.text')} actionLabel={t('access.home')} actionTo="/" />;
}

import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page.tsx';

/** "Nicht Gefunden!" for unknown paths, missing products, and screens not built yet (backoffice.md §2.14). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('notFound.title')} text={t('notFound.text')} actionLabel={t('notFound.home')} actionTo="/" />
  );
}

// /add/other: type selector and the chosen form (backoffice.md §2.3).
import { useBackofficeTranslation } from '../../../lib/i18n.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { AddTypePage } from '../../../features/daysheet/components/add-type-page.tsx';

export default function Page() {
  const { t } = useBackofficeTranslation();
  const { user } = useCurrentUser();
  return <AddTypePage variant="other" isAdmin={!!user?.is_admin} heading={t('backoffice:nav.addOther')} />;
}

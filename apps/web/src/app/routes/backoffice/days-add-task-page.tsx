// Add form detyrat8 (backoffice.md §2.3).
import { useBackofficeTranslation } from '../../../lib/i18n.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { FormScreen } from '../../../features/daysheet/components/add-type-page.tsx';
import { TaskForm } from '../../../features/daysheet/components/task-form.tsx';

export default function Page() {
  const { t } = useBackofficeTranslation();
  const { user } = useCurrentUser();
  return (
    <FormScreen heading={t('backoffice:nav.addTask800')}>
      <TaskForm resource="detyrat8" isAdmin={!!user?.is_admin} back="/excel" />
    </FormScreen>
  );
}

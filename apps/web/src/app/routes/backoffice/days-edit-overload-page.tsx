// Problem / proposal / overload form (backoffice.md §2.4).
import { useParams } from 'react-router';
import { useBackofficeTranslation } from '../../../lib/i18n.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { FormScreen } from '../../../features/daysheet/components/add-type-page.tsx';
import { NoteForm } from '../../../features/daysheet/components/note-form.tsx';

export default function Page() {
  const { t } = useBackofficeTranslation();
  const { user } = useCurrentUser();
  const params = useParams();
  const id = Number(params.id);
  return (
    <FormScreen heading={t('backoffice:nav.editOverload')}>
      <NoteForm key={id} resource="ngarkesat" type="sot" id={id} isAdmin={!!user?.is_admin} />
    </FormScreen>
  );
}

// Edit rating (backoffice.md §2.4).
import { useParams } from 'react-router';
import { useBackofficeTranslation } from '../../../lib/i18n.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { FormScreen } from '../../../features/daysheet/components/add-type-page.tsx';
import { RatingForm } from '../../../features/daysheet/components/rating-form.tsx';

export default function Page() {
  const { t } = useBackofficeTranslation();
  useCurrentUser();
  const params = useParams();
  const id = Number(params.id);
  return (
    <FormScreen heading={t('backoffice:nav.editRatings')}>
      <RatingForm key={id} id={id} />
    </FormScreen>
  );
}

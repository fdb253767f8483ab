// Add rating (backoffice.md §2.4): the date comes from the query parameter date.
import { useSearchParams } from 'react-router';
import { useBackofficeTranslation } from '../../../lib/i18n.ts';
import { FormScreen } from '../../../features/daysheet/components/add-type-page.tsx';
import { RatingForm } from '../../../features/daysheet/components/rating-form.tsx';
import { berlinToday } from '@wohnwerk/contract/shop-time';

export default function Page() {
  const { t } = useBackofficeTranslation();
  const [params] = useSearchParams();
  const raw = params.get('date') ?? '';
  // Accept YYYY-MM-DD (the day page's link) and DD-MM-YYYY.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw)
    ? raw
    : /^\d{2}-\d{2}-\d{4}$/.test(raw)
      ? raw.split('-').reverse().join('-')
      : berlinToday();
  // An admin rating another user's day: the day page passes that user's id.
  const userId = /^\d+$/.test(params.get('user_id') ?? '') ? Number(params.get('user_id')) : null;
  return (
    <FormScreen heading={t('backoffice:nav.addRatings')}>
      <RatingForm key={day} day={day} userId={userId} />
    </FormScreen>
  );
}

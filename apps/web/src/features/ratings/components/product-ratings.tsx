import '@mantine/core/styles/Anchor.css';
import { Anchor, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccessToken } from '../../../lib/auth-token.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useDeleteRating } from '../api/delete-rating.ts';
import { useRating } from '../api/get-rating.ts';
import { useRatings } from '../api/get-ratings.ts';
import { RatingsList } from './ratings-list.tsx';
import classes from './ratings.module.css';

// The form brings react-hook-form and the zod schema: loaded only for a customer who can write.
const RatingForm = lazy(() => import('./rating-form.tsx'));

const formFallback = <Loader size="sm" my="md" />;

/**
 * The Bewertungen tab (storefront §2, §4): a customer who has not rated sees the add form;
 * their own rating has edit and delete icons; edit opens the form prefilled from
 * GET /rating/{id}. A guest reads the guest list and is asked to log in.
 */
export function ProductRatings({ productId }: { productId: number }) {
  const { t } = useTranslation(['ratings', 'common']);
  const message = useValidationMessage();
  const signedIn = useAccessToken() !== null;
  const ratings = useRatings(productId);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = useRating(editingId);
  const remove = useDeleteRating(productId);
  const loginHref = `/login?redirect=${encodeURIComponent(`/product/${productId}`)}`;

  const onDelete = (id: number) => {
    remove.mutate(id, {
      onSuccess: () => {
        if (editingId === id) setEditingId(null);
        notifications.show({ message: t('ratings:thanks'), color: 'brand' });
      },
      onError: (error) =>
        notifications.show({ message: message(errorText(error, t('common:errors.generic'))), color: 'red' }),
    });
  };

  let form: React.ReactNode = null;
  if (!signedIn) {
    form = (
      <p className={classes.loginHint}>
        {t('ratings:loginHint')}{' '}
        <Anchor component={Link} to={loginHref} fw={700}>
          {t('ratings:toLogin')}
        </Anchor>
      </p>
    );
  } else if (editingId !== null) {
    form = editing.data ? (
      <Suspense fallback={formFallback}>
        <RatingForm
          key={editingId}
          productId={productId}
          editing={{ id: editing.data.id, rating: editing.data.rating, description: editing.data.description }}
          onDone={() => setEditingId(null)}
          onCancel={() => setEditingId(null)}
        />
      </Suspense>
    ) : editing.isError ? (
      <p className={classes.error} role="alert">
        {message(errorText(editing.error, t('common:errors.generic')))}
      </p>
    ) : (
      formFallback
    );
  } else if (ratings.data && !ratings.data.rated) {
    form = (
      <Suspense fallback={formFallback}>
        <RatingForm productId={productId} onDone={() => undefined} />
      </Suspense>
    );
  }

  return (
    <div className={classes.panel}>
      {form}
      {ratings.isPending ? (
        <Loader size="sm" aria-label={t('common:app.loading')} />
      ) : ratings.isError ? (
        <p className={classes.error}>{t('common:errors.generic')}</p>
      ) : (
        <RatingsList
          ratings={ratings.data.ratings}
          onEdit={signedIn ? setEditingId : undefined}
          onDelete={signedIn ? onDelete : undefined}
          busyId={remove.isPending ? remove.variables : null}
        />
      )}
    </div>
  );
}

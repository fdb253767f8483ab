import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Input.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Rating, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RATING_DESCRIPTION_MAX, ratingUpdateSchema } from '@wohnwerk/contract/ratings';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useCreateRating } from '../api/create-rating.ts';
import { useUpdateRating } from '../api/update-rating.ts';
import classes from './ratings.module.css';

/** The server's own rules (1–5 stars, a trimmed comment): the same schema validates here and there. */
const ratingFormSchema = ratingUpdateSchema.shape.rating.omit({ product_id: true });
type RatingFormInput = z.input<typeof ratingFormSchema>;
type RatingFormOutput = z.output<typeof ratingFormSchema>;

/** Stars shown at 25 px (storefront §9). */
const STAR_SIZE = 25;

export interface RatingFormProps {
  productId: number;
  /** Editing: the stored rating, prefilled. Without it the form adds a new rating. */
  editing?: { id: number; rating: number; description: string } | null;
  onDone: () => void;
  onCancel?: () => void;
}

/**
 * Add or edit a rating (storefront §2, §4, §5). The stars start at 0; the shop asks for
 * 1 to 5 before sending (shop-rules). 'Vielen Danke!' after a save; a call refused for a
 * missing login reads 'Nicht Authentifiziert!' (§8).
 */
export default function RatingForm({ productId, editing = null, onDone, onCancel }: RatingFormProps) {
  const { t } = useTranslation(['ratings', 'common']);
  const message = useValidationMessage();
  const create = useCreateRating(productId);
  const update = useUpdateRating(productId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RatingFormInput, unknown, RatingFormOutput>({
    resolver: zodResolver(ratingFormSchema),
    // Checked on submit, then on every change: a blur check of the comment alone would race the submit check.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { rating: editing?.rating ?? 0, description: editing?.description ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const idPrefix = editing ? `rating-edit-${editing.id}` : 'rating-add';

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, values });
      else await create.mutateAsync(values);
    } catch (error) {
      // 401 is the spec's add failure; other refusals (already rated, not your rating) carry the server's German text.
      if (isApiError(error) && error.status === 401) setFormError(t('ratings:notAuthenticated'));
      else setFormError(message(errorText(error, t('common:errors.generic'))) ?? null);
      return;
    }
    notifications.show({ message: t('ratings:thanks'), color: 'brand' });
    form.reset({ rating: 0, description: '' });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className={classes.form} aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`} className={classes.formTitle}>
        {t(editing ? 'ratings:editTitle' : 'ratings:addTitle')}
      </h3>
      <fieldset className={classes.starsField} aria-describedby={errors.rating ? `${idPrefix}-stars-error` : undefined}>
        <legend className={classes.fieldLabel}>
          {t('ratings:starsLabel')}{' '}
          <span aria-hidden="true" className={classes.required}>
            *
          </span>
        </legend>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <Rating
              value={field.value as number}
              onChange={field.onChange}
              name={`${idPrefix}-stars`}
              size={STAR_SIZE}
              color="yellow.6"
              // Called with the value each radio sets; 0 is Mantine's "no stars" radio.
              getSymbolLabel={(value) =>
                value === 0 ? t('ratings:noStars') : t('ratings:starLabel', { count: value })
              }
            />
          )}
        />
        {errors.rating ? (
          <p id={`${idPrefix}-stars-error`} className={classes.error}>
            {message(errors.rating.message)}
          </p>
        ) : null}
      </fieldset>
      <Textarea
        label={t('ratings:commentLabel')}
        required
        minRows={4}
        rows={4}
        maxLength={RATING_DESCRIPTION_MAX}
        {...form.register('description')}
        error={message(errors.description?.message)}
      />
      {formError ? (
        <p className={classes.error} role="alert">
          {formError}
        </p>
      ) : null}
      <Group gap="sm">
        <Button type="submit" loading={isSubmitting}>
          {t(editing ? 'ratings:save' : 'ratings:submit')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="default" onClick={onCancel}>
            {t('ratings:cancel')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}

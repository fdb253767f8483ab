import { Button, FileButton, Fieldset, Group, Stack, Text } from '@mantine/core';
import { photoSrcSet } from '@wohnwerk/contract/photo-urls';
import { PHOTO_MAX_BYTES, PHOTO_MAX_FILES, PHOTO_TYPES } from '@wohnwerk/contract/photos';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePhotoChanges, useProductPhotos } from '../api/product-photos.ts';
import classes from './photo-manager.module.css';

/** The product's photos: upload several at once, move them (the first is the list picture), remove. */
export function PhotoManager({ productId }: { productId: number }) {
  const { t } = useTranslation('admin-catalog');
  const photos = useProductPhotos(productId);
  const { upload, reorder, remove } = usePhotoChanges(productId);
  const [confirm, confirmDialog] = useConfirm();
  const list = photos.data?.data ?? [];
  const busy = upload.isPending || reorder.isPending || remove.isPending;
  const failure = upload.error ?? reorder.error ?? remove.error;
  const tooLarge = (files: File[]) => files.some((f) => f.size > PHOTO_MAX_BYTES);

  const move = (index: number, by: number) => {
    const ids = list.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    reorder.mutate(ids);
  };

  const removePhoto = async (id: number, index: number) => {
    const yes = await confirm({
      title: t('photos.removeTitle'),
      message: t('photos.removeMessage', { index }),
      confirmLabel: t('photos.removeConfirm'),
      cancelLabel: t('photos.cancel'),
    });
    if (yes) remove.mutate(id);
  };

  return (
    <Fieldset legend={t('photos.title')}>
      {confirmDialog}
      <Stack gap="sm">
        {list.length === 0 && !photos.isPending ? <Text size="sm">{t('photos.none')}</Text> : null}
        <ol className={classes.grid} aria-label={t('photos.title')}>
          {list.map((photo, i) => (
            <li key={photo.id} className={classes.item}>
              <img
                src={photo.path}
                srcSet={photoSrcSet(photo.path)}
                sizes="160px"
                alt={t('photos.alt', { index: i + 1 })}
                width={160}
                height={120}
                className={classes.image}
              />
              <Group gap={4} justify="center">
                <Button
                  size="compact-xs"
                  variant="default"
                  disabled={busy || i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t('photos.earlier', { index: i + 1 })}
                >
                  ←
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  disabled={busy || i === list.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t('photos.later', { index: i + 1 })}
                >
                  →
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red.8"
                  disabled={busy}
                  onClick={() => removePhoto(photo.id, i + 1)}
                  aria-label={t('photos.remove', { index: i + 1 })}
                >
                  {t('photos.removeShort')}
                </Button>
              </Group>
            </li>
          ))}
        </ol>
        <Group>
          <FileButton
            multiple
            accept={PHOTO_TYPES.join(',')}
            onChange={(files) => {
              if (files.length === 0 || tooLarge(files)) return;
              upload.mutate(files.slice(0, PHOTO_MAX_FILES));
            }}
          >
            {(props) => (
              <Button {...props} variant="default" loading={upload.isPending}>
                {t('photos.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('photos.hint')}
          </Text>
        </Group>
        {failure ? (
          <Text size="sm" c="red.8" role="alert">
            {(isApiError(failure) && Object.values(failure.fieldErrors)[0]?.[0]) ||
              errorText(failure, t('photos.failed'))}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

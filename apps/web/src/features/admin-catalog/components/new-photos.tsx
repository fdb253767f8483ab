import { Button, Fieldset, FileButton, Group, Stack, Text } from '@mantine/core';
import { PHOTO_MAX_BYTES, PHOTO_MAX_FILES, PHOTO_TYPES } from '@wohnwerk/contract/photos';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './photo-manager.module.css';

/**
 * Photos chosen for a product not saved yet: shown at once, saved with the product by the same
 * "Speichern" (uploaded right after it is created, in this order; the first is the list picture).
 */
export function NewPhotos({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation('admin-catalog');
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const tooLarge = files.some((f) => f.size > PHOTO_MAX_BYTES);

  return (
    <Fieldset legend={t('photos.title')} data-testid="new-photos">
      <Stack gap="sm">
        {files.length === 0 ? <Text size="sm">{t('photos.withFirstSave')}</Text> : null}
        <ol className={classes.grid} aria-label={t('photos.title')}>
          {previews.map((url, i) => (
            <li key={url} className={classes.item}>
              <img
                src={url}
                alt={t('photos.alt', { index: i + 1 })}
                width={160}
                height={120}
                className={classes.image}
              />
              <Group gap={4} justify="center">
                <Button
                  size="compact-xs"
                  variant="default"
                  c="red.9"
                  onClick={() => onChange(files.filter((_, k) => k !== i))}
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
            onChange={(chosen) => onChange([...files, ...chosen].slice(0, PHOTO_MAX_FILES))}
          >
            {(props) => (
              <Button {...props} variant="default">
                {t('photos.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('photos.hint')}
          </Text>
        </Group>
        {tooLarge ? (
          <Text size="sm" c="red.8" role="alert">
            {t('photos.tooLarge')}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useSellerChanges } from '../api/sellers.ts';

/** The seller's change history: who changed which field from what to what, newest first (the IBAN masked). */
export function SellerChanges({ sellerId }: { sellerId: number }) {
  const { t, i18n } = useTranslation('sellers');
  const changes = useSellerChanges(sellerId);
  if (changes.isError)
    return (
      <Alert color="red" role="alert">
        {t('changes.failed')}
      </Alert>
    );
  if (!changes.data) return <Text c="gray.7">{t('changes.loading')}</Text>;
  if (changes.data.length === 0) return <Text c="gray.7">{t('changes.none')}</Text>;
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="seller-changes">
      {changes.data.map((change) => (
        <li key={change.id}>
          <Text fw={600} size="sm">
            {t(`changes.${change.action}`, {
              at: formatDateTime(change.changed_at, i18n.language),
              by: change.changed_by,
            })}
          </Text>
          {change.changes.length > 0 ? (
            <Text size="sm" component="ul" m={0} pl="md">
              {change.changes.map((c) => (
                <li key={c.field}>
                  {t('changes.field', {
                    field: i18n.language === 'de' ? c.label : t(`fields.${c.field}`, { defaultValue: c.label }),
                    from: c.from ?? '–',
                    to: c.to ?? '–',
                  })}
                </li>
              ))}
            </Text>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { AdminCategory } from '@wohnwerk/contract/admin-catalog';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import type { SellerFormValues } from '../seller-form-values.ts';

type Row = SellerFormValues['category_commissions'][number];

/** A seller's own rate per category, replacing its general rate for that category's products (decision 169). */
export function CategoryCommissions({
  rows,
  categories,
  errors,
  readOnly,
  onChange,
}: {
  rows: Row[];
  categories: AdminCategory[];
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (rows: Row[]) => void;
}) {
  const { t } = useTranslation('sellers');
  const message = useValidationMessage();
  const data = categories
    .map((c) => ({ value: String(c.id), label: c.name_de }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
  const change = (index: number, row: Partial<Row>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...row } : r)));

  return (
    <Stack gap="xs" mt="md">
      <Text fw={600} size="sm">
        {t('form.categoryCommissions')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('form.noCategoryCommissions')}
        </Text>
      ) : null}
      {rows.map((row, index) => (
        // Rows have no id of their own until saved; their place is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={t('fields.category')}
            data={data}
            value={row.category_id}
            onChange={(v) => change(index, { category_id: v })}
            error={message(errors[`category_commissions.${index}`])}
            searchable
            readOnly={readOnly}
            style={{ flex: '1 1 14rem' }}
          />
          <TextInput
            label={t('fields.commission_percent')}
            value={row.commission_percent}
            onChange={(e) => change(index, { commission_percent: e.currentTarget.value })}
            inputMode="decimal"
            rightSection="%"
            readOnly={readOnly}
            style={{ flex: '0 1 8rem' }}
          />
          {readOnly ? null : (
            <Button
              variant="outline"
              color="red.9"
              mt={24}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              aria-label={t('form.removeCategory', { index: index + 1 })}
            >
              {t('form.remove')}
            </Button>
          )}
        </Group>
      ))}
      {errors.category_commissions ? (
        <Text role="alert" c="red.8" size="sm">
          {message(errors.category_commissions)}
        </Text>
      ) : null}
      {readOnly ? null : (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => onChange([...rows, { category_id: null, commission_percent: '' }])}
        >
          {t('form.addCategory')}
        </Button>
      )}
    </Stack>
  );
}

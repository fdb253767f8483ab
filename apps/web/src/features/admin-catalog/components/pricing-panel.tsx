import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Paper.css';
import { Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { tidyEuroInput } from '@wohnwerk/contract/euro';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatPrice } from '../../../lib/format.ts';
import { usePricingChoices, usePricingPreview } from '../api/product-pricing.ts';
import type { ProductFormValues } from '../../../lib/product-form-values.ts';

/**
 * Beside the price: the final price and margins of the staff pricing tools (design/pricing.md)
 * for a chosen postal service and parameter set, from the values being edited.
 */
export function PricingPanel({ values }: { values: ProductFormValues }) {
  const { t } = useTranslation('admin-catalog');
  const choices = usePricingChoices();
  const [postal, setPostal] = useState<string | null>(null);
  const [imm, setImm] = useState<string | null>(null);
  const postalId = postal ?? (choices.data?.services[0] ? String(choices.data.services[0].id) : null);
  const immId = imm ?? (choices.data?.sets[0] ? String(choices.data.sets[0].id) : null);
  const preview = usePricingPreview(
    postalId && immId
      ? {
          postal_id: Number(postalId),
          imm_id: Number(immId),
          price: tidyEuroInput(values.price),
          purchase_price: tidyEuroInput(values.purchase_price),
          cbm: values.cbm,
          coli: values.coli,
        }
      : null,
  );
  const r = preview.data;
  const line = (label: string, value: string, testId?: string) => (
    <div>
      <Text size="xs" c="gray.8">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
  return (
    <Paper withBorder p="sm" mt="sm" aria-labelledby="pricing-panel-title">
      <Text id="pricing-panel-title" fw={700} mb="xs">
        {t('pricing.title')}
      </Text>
      <Group gap="sm" mb="sm" wrap="wrap">
        <Select
          label={t('pricing.postal')}
          data={(choices.data?.services ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={postalId}
          onChange={setPostal}
          w={220}
        />
        <Select
          label={t('pricing.set')}
          data={(choices.data?.sets ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={immId}
          onChange={setImm}
          w={220}
        />
      </Group>
      {!postalId || !immId ? (
        <Text size="sm">{t('pricing.none')}</Text>
      ) : r ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {line(t('pricing.finalPrice'), formatPrice(r.final_price), 'pricing-final-price')}
          {line(t('pricing.pu'), formatPrice(r.pu))}
          {line(t('pricing.einst'), formatPrice(r.einst))}
          {line(t('pricing.porto'), formatPrice(r.porto))}
          {r.at_price ? (
            <>
              {line(
                t('pricing.db1AtPrice'),
                `${formatPrice(r.at_price.db1e)} (${formatPercent(r.at_price.db1)} %)`,
                'pricing-margin',
              )}
              {line(t('pricing.db2AtPrice'), `${formatPrice(r.at_price.db2e)} (${formatPercent(r.at_price.db2p)} %)`)}
            </>
          ) : null}
          {line(t('pricing.freie'), formatPrice(r.freie))}
        </SimpleGrid>
      ) : preview.isError ? (
        <Text size="sm">{t('pricing.incomplete')}</Text>
      ) : null}
    </Paper>
  );
}

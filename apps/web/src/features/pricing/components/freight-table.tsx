import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Alert, NativeSelect, Text } from '@mantine/core';
import type { FreightRow } from '@wohnwerk/contract/pricing';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { freightExportUrl, useFreightProducts } from '../api/freight-products.ts';
import { useServices } from '../api/services.ts';
import { initialView, type TableView } from '../api/table-view.ts';

/** The freight calculator: postal-service selector and the eight columns, paged on the server. */
export function FreightTable() {
  const { t } = useTranslation('pricing');
  const services = useServices();
  const [postalId, setPostalId] = useState<number | null>(null);
  const [view, setView] = useState<TableView>(initialView());
  const products = useFreightProducts(postalId, view);

  const columns = useMemo<DataTableColumn<FreightRow>[]>(
    () => [
      { id: 'name', header: t('freight.columns.name'), value: (r) => r.name, excelWidth: 48 },
      { id: 'code', header: t('freight.columns.code'), value: (r) => r.code },
      { id: 'price', header: t('freight.columns.price'), value: (r) => r.price, format: 'euro' },
      { id: 'cbm', header: t('freight.columns.cbm'), value: (r) => r.cbm, format: 'number', decimals: 3 },
      { id: 'kg', header: t('freight.columns.kg'), value: (r) => r.kg, format: 'number', decimals: 2 },
      { id: 'coli', header: t('freight.columns.coli'), value: (r) => r.coli, format: 'integer' },
      {
        id: 'calculated_price',
        header: t('freight.columns.calculatedPrice'),
        value: (r) => r.calculated_price,
        format: 'euro',
      },
      { id: 'final_price', header: t('freight.columns.finalPrice'), value: (r) => r.final_price, format: 'euro' },
    ],
    [t],
  );

  const selector = (
    <NativeSelect
      size="sm"
      label={t('freight.service')}
      value={postalId === null ? '' : String(postalId)}
      onChange={(e) => {
        setPostalId(e.currentTarget.value ? Number(e.currentTarget.value) : null);
        setView((v) => ({ ...v, page: 1 }));
      }}
      data={[
        { value: '', label: t('freight.servicePlaceholder') },
        ...(services.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
      ]}
    />
  );

  return (
    <>
      {products.isError ? (
        <Alert color="red" mb="md">
          {t('errors.load')}
        </Alert>
      ) : null}
      {postalId === null ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('freight.noService')}
        </Text>
      ) : null}
      <DataTable
        key={postalId ?? 'none'}
        title={t('freight.title')}
        columns={columns}
        data={products.data?.data ?? []}
        getRowId={(r) => r.id}
        loading={products.isFetching}
        toolbar={selector}
        server={{
          total: products.data?.meta?.total ?? 0,
          state: view,
          onStateChange: setView,
          exportUrl: freightExportUrl(postalId, view),
        }}
      />
    </>
  );
}

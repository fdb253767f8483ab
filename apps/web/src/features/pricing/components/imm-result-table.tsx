import '@mantine/core/styles/Input.css';
import { Alert, Button, Group, NativeSelect, Text } from '@mantine/core';
import type { ImmRow } from '@wohnwerk/contract/pricing';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { immExportUrl, useImmResult, type ImmChoice } from '../api/imm-result.ts';
import { useImmSets } from '../api/imm-sets.ts';
import { useServices } from '../api/services.ts';
import { initialView, type TableView } from '../api/table-view.ts';

/** The margin calculator: parameter set and postal service, Calculate, and the result table (rows below the minimum margin red). */
export function ImmResultTable() {
  const { t } = useTranslation('pricing');
  const sets = useImmSets();
  const services = useServices();
  const [immId, setImmId] = useState('');
  const [postalId, setPostalId] = useState('');
  const [choice, setChoice] = useState<ImmChoice | null>(null);
  const [view, setView] = useState<TableView>(initialView());
  const result = useImmResult(choice, view);

  const columns = useMemo<DataTableColumn<ImmRow>[]>(() => {
    const c = (
      id: keyof ImmRow & string,
      key: string,
      format: DataTableColumn<ImmRow>['format'],
      decimals?: number,
    ): DataTableColumn<ImmRow> => ({
      id,
      header: t(`imm.columns.${key}`),
      value: (r) => r[id],
      format,
      decimals,
    });
    return [
      c('product_id', 'product_id', 'integer'),
      { ...c('name', 'name', 'text'), excelWidth: 48 },
      c('price', 'price', 'euro'),
      c('cbm', 'cbm', 'number', 3),
      c('ausg', 'ausg', 'number', 4),
      c('einst', 'einst', 'euro'),
      c('db1', 'db1', 'percent'),
      c('db1e', 'db1e', 'euro'),
      c('porno', 'porno', 'euro'),
      c('kvar', 'kvar', 'percent'),
      c('db2e', 'db2e', 'euro'),
      c('db2p', 'db2p', 'percent'),
      c('pu kalk', 'puKalk', 'euro'),
      c('fakt', 'fakt', 'number', 4),
      c('vk werb', 'vkWerb', 'euro'),
      c('pu', 'pu', 'euro'),
      c('ap1', 'ap1', 'euro'),
      c('ap2', 'ap2', 'euro'),
      c('freie', 'freie', 'euro'),
    ];
  }, [t]);

  const calculate = () => {
    if (!immId || !postalId) return;
    setChoice({ immId: Number(immId), postalId: Number(postalId) });
    setView((v) => ({ ...v, page: 1 }));
  };

  return (
    <>
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <NativeSelect
          label={t('imm.set')}
          value={immId}
          onChange={(e) => setImmId(e.currentTarget.value)}
          data={[
            { value: '', label: t('imm.setPlaceholder') },
            ...(sets.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
        <NativeSelect
          label={t('imm.service')}
          value={postalId}
          onChange={(e) => setPostalId(e.currentTarget.value)}
          data={[
            { value: '', label: t('imm.servicePlaceholder') },
            ...(services.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
        <Button onClick={calculate} disabled={!immId || !postalId}>
          {t('imm.calculate')}
        </Button>
      </Group>
      {result.isError ? (
        <Alert color="red" mb="md">
          {t('errors.load')}
        </Alert>
      ) : null}
      {choice === null ? (
        <Text c="dimmed">{t('imm.hint')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t('imm.legend')}
          </Text>
          <DataTable
            key={`${choice.immId}-${choice.postalId}`}
            title={t('imm.title')}
            columns={columns}
            data={result.data?.data ?? []}
            getRowId={(r) => r.product_id}
            loading={result.isFetching}
            rowTone={(r) => (r.freie < 0 ? 'danger' : undefined)}
            dangerLabel={t('imm.belowMinimum')}
            server={{
              total: result.data?.meta?.total ?? 0,
              state: view,
              onStateChange: setView,
              exportUrl: immExportUrl(choice, view),
            }}
          />
        </>
      )}
    </>
  );
}

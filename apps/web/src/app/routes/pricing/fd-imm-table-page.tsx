import type { ImmSet } from '@wohnwerk/contract/pricing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { useDeleteImmSet } from '../../../features/pricing/api/delete-imm-set.ts';
import { useImmSets } from '../../../features/pricing/api/imm-sets.ts';
import { PricingPage } from '../../../features/pricing/components/pricing-nav.tsx';
import { RecordsTable } from '../../../features/pricing/components/records-table.tsx';

/** FdImm parameter sets (/fd-imm-table) with edit and delete. */
export default function FdImmTablePage() {
  const { t } = useTranslation('pricing');
  const sets = useImmSets();
  const remove = useDeleteImmSet();
  const columns = useMemo<DataTableColumn<ImmSet>[]>(
    () => [
      { id: 'name', header: t('immSets.fields.name'), value: (s) => s.name },
      { id: 'ausg', header: t('immSets.fields.ausg'), value: (s) => s.ausg, format: 'number', decimals: 4 },
      { id: 'kf', header: t('immSets.fields.kf'), value: (s) => s.kf, format: 'euro' },
      { id: 'ap1', header: t('immSets.fields.ap1'), value: (s) => s.ap1, format: 'percent' },
      { id: 'ap2', header: t('immSets.fields.ap2'), value: (s) => s.ap2, format: 'percent' },
      { id: 'ap3', header: t('immSets.fields.ap3'), value: (s) => s.ap3, format: 'percent' },
      { id: 'db1', header: t('immSets.fields.db1'), value: (s) => s.db1, format: 'percent' },
      { id: 'kvar', header: t('immSets.fields.kvar'), value: (s) => s.kvar, format: 'percent' },
      { id: 'fakt', header: t('immSets.fields.fakt'), value: (s) => s.fakt, format: 'number', decimals: 4 },
    ],
    [t],
  );
  return (
    <PricingPage title={t('immSets.title')}>
      <RecordsTable
        title={t('immSets.title')}
        rows={sets.data}
        loading={sets.isPending}
        failed={sets.isError}
        columns={columns}
        newLink={{ to: '/new-fdimm', label: t('immSets.new') }}
        editPath={(id) => `/edit-fd-imm/${id}`}
        confirmText={(s) => t('immSets.confirmDelete', { name: s.name })}
        deletedText={t('immSets.deleted')}
        remove={(id) => remove.mutateAsync(id)}
      />
    </PricingPage>
  );
}

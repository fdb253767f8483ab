import type { PostalService } from '@wohnwerk/contract/pricing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { useDeleteService } from '../../../features/pricing/api/delete-service.ts';
import { useServices } from '../../../features/pricing/api/services.ts';
import { PricingPage } from '../../../features/pricing/components/pricing-nav.tsx';
import { RecordsTable } from '../../../features/pricing/components/records-table.tsx';

/** Postal-service records (/shipping) with edit, delete and the "New Shipping" link. */
export default function ShippingListPage() {
  const { t } = useTranslation('pricing');
  const services = useServices();
  const remove = useDeleteService();
  const columns = useMemo<DataTableColumn<PostalService>[]>(
    () => [
      { id: 'name', header: t('shipping.fields.name'), value: (s) => s.name },
      {
        id: 'faktori_post',
        header: t('shipping.fields.faktori_post'),
        value: (s) => s.faktori_post,
        format: 'number',
        decimals: 4,
      },
      { id: 'zup_mosina', header: t('shipping.fields.zup_mosina'), value: (s) => s.zup_mosina, format: 'euro' },
      { id: 'letzte_meile', header: t('shipping.fields.letzte_meile'), value: (s) => s.letzte_meile, format: 'euro' },
      { id: 'paushall', header: t('shipping.fields.paushall'), value: (s) => s.paushall, format: 'euro' },
      { id: 'thc_zup', header: t('shipping.fields.thc_zup'), value: (s) => s.thc_zup, format: 'euro' },
    ],
    [t],
  );
  return (
    <PricingPage title={t('shipping.title')}>
      <RecordsTable
        title={t('shipping.title')}
        rows={services.data}
        loading={services.isPending}
        failed={services.isError}
        columns={columns}
        newLink={{ to: '/new-shipping', label: t('shipping.new') }}
        editPath={(id) => `/edit-shipping/${id}`}
        confirmText={(s) => t('shipping.confirmDelete', { name: s.name })}
        deletedText={t('shipping.deleted')}
        remove={(id) => remove.mutateAsync(id)}
      />
    </PricingPage>
  );
}

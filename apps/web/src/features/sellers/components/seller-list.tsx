import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Button } from '@mantine/core';
import type { Seller } from '@wohnwerk/contract/sellers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { useSellers } from '../api/sellers.ts';

/** /admin/sellers: every seller with its shops, commission and contact; admins add new ones. */
export function SellerList({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('sellers');
  const sellers = useSellers();
  const columns = useMemo<DataTableColumn<Seller>[]>(
    () => [
      {
        id: 'company_name',
        header: t('columns.company'),
        value: (s) => s.company_name,
        render: (s) => (
          <Anchor component={Link} to={`/admin/sellers/${s.id}`} fw={600}>
            {s.company_name}
          </Anchor>
        ),
        phone: 'title',
      },
      { id: 'city', header: t('columns.city'), value: (s) => `${s.zip} ${s.city}` },
      { id: 'shops', header: t('columns.shops'), value: (s) => s.shops.map((shop) => shop.name).join(', ') },
      { id: 'commission', header: t('columns.commission'), value: (s) => s.commission_percent, format: 'percent' },
      { id: 'users', header: t('columns.users'), value: (s) => s.users.length, format: 'integer', phone: 'hide' },
      { id: 'email', header: t('columns.email'), value: (s) => s.email, phone: 'hide' },
    ],
    [t],
  );
  return (
    <>
      {sellers.isError ? (
        <Alert color="red" role="alert" mb="md">
          {t('list.failed')}
        </Alert>
      ) : null}
      <DataTable
        title={t('list.title')}
        columns={columns}
        data={sellers.data ?? []}
        getRowId={(s) => s.id}
        loading={sellers.isFetching}
        phoneCards
        toolbar={
          canEdit ? (
            <Button component={Link} to="/admin/sellers/new" size="sm">
              {t('list.new')}
            </Button>
          ) : null
        }
        rowActions={(s) => (
          <Button component={Link} to={`/admin/sellers/${s.id}`} size="xs" variant="light">
            {t(canEdit ? 'list.edit' : 'list.open')}
          </Button>
        )}
      />
    </>
  );
}

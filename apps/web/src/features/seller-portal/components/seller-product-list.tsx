import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Button, Group } from '@mantine/core';
import type { AdminProductListReply } from '@wohnwerk/contract/admin-catalog';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn, ServerTableState } from '../../../components/ui/data-table/types.ts';
import { useSellerProducts } from '../api/seller-products.ts';

type Row = AdminProductListReply['data'][number];

/**
 * /seller/products: the products of the seller's shops, searched, sorted and paged on the server. `onExport` downloads
 * them as the import's file (the page brings it from the staff's import feature, decision 175).
 */
export function SellerProductList({ onExport }: { onExport: () => Promise<void> }) {
  const { t } = useTranslation('seller');
  const [view, setView] = useState<ServerTableState>({ page: 1, perPage: 25, sort: { id: 'id', desc: true }, q: '' });
  const products = useSellerProducts(view);
  const [exportFailed, setExportFailed] = useState(false);
  const exportFile = () => {
    setExportFailed(false);
    onExport().catch(() => setExportFailed(true));
  };
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        id: 'name',
        header: t('products.columns.name'),
        value: (p) => p.name,
        render: (p) => (
          <Anchor component={Link} to={`/seller/products/${p.id}`} fw={600}>
            {p.name}
          </Anchor>
        ),
        phone: 'title',
      },
      { id: 'code', header: t('products.columns.code'), value: (p) => p.code },
      { id: 'shop', header: t('products.columns.shop'), value: (p) => p.shop_name, sortable: false, phone: 'hide' },
      { id: 'price', header: t('products.columns.price'), value: (p) => p.price, format: 'euro' },
      { id: 'stock', header: t('products.columns.stock'), value: (p) => p.stock, format: 'integer' },
      {
        id: 'active',
        header: t('products.columns.active'),
        value: (p) => t(p.active ? 'products.yes' : 'products.no'),
        sortable: false,
      },
    ],
    [t],
  );
  return (
    <>
      {products.isError ? (
        <Alert color="red" role="alert" mb="md">
          {t('products.failed')}
        </Alert>
      ) : null}
      {exportFailed ? (
        <Alert color="red" role="alert" mb="md">
          {t('products.exportFailed')}
        </Alert>
      ) : null}
      <DataTable
        title={t('products.title')}
        columns={columns}
        data={products.data?.data ?? []}
        getRowId={(p) => p.id}
        loading={products.isFetching}
        phoneCards
        pageSizes={[25]}
        tools={{ export: false, print: false }}
        searchPlaceholder={t('products.search')}
        toolbar={
          // The import file is the export's layout: export, edit in Excel, import (the staff's flow, decision 175).
          <Group gap="xs" wrap="wrap">
            <Button component={Link} to="/seller/products/new" size="sm">
              {t('products.new')}
            </Button>
            <Button component={Link} to="/seller/imports" size="sm" variant="default">
              {t('products.import')}
            </Button>
            <Button size="sm" variant="default" onClick={exportFile}>
              {t('products.export')}
            </Button>
          </Group>
        }
        rowActions={(p) => (
          <Button component={Link} to={`/seller/products/${p.id}`} size="xs" variant="light">
            {t('products.edit')}
          </Button>
        )}
        server={{
          total: products.data?.meta.total ?? 0,
          state: view,
          onStateChange: setView,
        }}
      />
    </>
  );
}

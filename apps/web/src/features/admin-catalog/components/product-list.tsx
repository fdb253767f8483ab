import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminProductRow } from '@wohnwerk/contract/admin-catalog';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn, ServerTableState } from '../../../components/ui/data-table/types.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useBulkActivate } from '../api/bulk-products.ts';
import { useAdminProducts } from '../api/list-products.ts';
import { useRecords } from '../api/records.ts';

const sortIds: Record<string, string> = { name: 'name', code: 'code', price: 'price', stock: 'stock', id: 'created' };

/** Every product, paged and searched on the server (name, code, EAN), with filters and bulk (de)activation. */
export function ProductList() {
  const { t } = useTranslation('admin-catalog');
  const [view, setView] = useState<ServerTableState>({ page: 1, perPage: 25, sort: { id: 'id', desc: true }, q: '' });
  const [category, setCategory] = useState<string | null>(null);
  const [shop, setShop] = useState<string | null>(null);
  const [brand, setBrand] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>('');
  const [stockZero, setStockZero] = useState(false);
  const categories = useRecords('categories');
  const shops = useRecords('shops');
  const brands = useRecords('brands');
  const bulk = useBulkActivate();
  const sort = view.sort ? `${view.sort.desc ? '-' : ''}${sortIds[view.sort.id] ?? 'created'}` : undefined;
  const products = useAdminProducts({
    q: view.q || undefined,
    category: category ? Number(category) : undefined,
    shop: shop ? Number(shop) : undefined,
    brand: brand ? Number(brand) : undefined,
    active: (active ?? '') as '' | 'true' | 'false',
    stock_zero: stockZero,
    sort,
    page: view.page,
  });
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setView((s) => ({ ...s, page: 1 }));
    };

  const columns = useMemo<DataTableColumn<AdminProductRow>[]>(
    () => [
      { id: 'id', header: t('products.id'), value: (p) => p.id, format: 'integer' },
      { id: 'code', header: t('fields.code'), value: (p) => p.code },
      {
        id: 'name',
        header: t('fields.name'),
        value: (p) => p.name,
        render: (p) => <Link to={`/admin/products/${p.id}`}>{p.name}</Link>,
      },
      { id: 'category', header: t('fields.category_id'), value: (p) => p.category_name, sortable: false },
      { id: 'shop', header: t('fields.shop_id'), value: (p) => p.shop_name, sortable: false },
      { id: 'price', header: t('fields.price'), value: (p) => p.price, format: 'euro' },
      { id: 'stock', header: t('fields.stock'), value: (p) => p.stock, format: 'integer' },
      {
        id: 'active',
        header: t('fields.active'),
        value: (p) => (p.active ? t('products.yes') : t('products.no')),
        sortable: false,
        render: (p) => (
          <Text size="sm" fw={p.active ? 700 : 400}>
            {p.active ? t('products.active') : t('products.inactive')}
          </Text>
        ),
      },
    ],
    [t],
  );

  const setActiveOf = async (rows: AdminProductRow[], value: boolean, clear: () => void) => {
    try {
      const { changed } = await bulk.mutateAsync({ ids: rows.map((r) => r.id), active: value });
      notifications.show({ message: t(value ? 'products.activated' : 'products.deactivated', { count: changed }) });
      clear();
    } catch (error) {
      notifications.show({ message: errorText(error, t('errors.save')), color: 'red' });
    }
  };

  const options = (list: { id: number; name?: string; name_de?: string }[] | undefined) =>
    (list ?? []).map((r) => ({ value: String(r.id), label: r.name ?? r.name_de ?? String(r.id) }));

  return (
    <>
      <Group align="end" gap="sm" mb="sm" wrap="wrap">
        <Select
          label={t('fields.category_id')}
          data={options(categories.data)}
          value={category}
          onChange={filter(setCategory)}
          clearable
          searchable
          w={200}
        />
        <Select
          label={t('fields.shop_id')}
          data={options(shops.data)}
          value={shop}
          onChange={filter(setShop)}
          clearable
          w={180}
        />
        <Select
          label={t('fields.brand_id')}
          data={options(brands.data)}
          value={brand}
          onChange={filter(setBrand)}
          clearable
          searchable
          w={180}
        />
        <Select
          label={t('fields.active')}
          data={[
            { value: '', label: t('products.all') },
            { value: 'true', label: t('products.active') },
            { value: 'false', label: t('products.inactive') },
          ]}
          value={active}
          onChange={filter(setActive)}
          w={140}
        />
        <Checkbox
          label={t('products.stockZero')}
          checked={stockZero}
          onChange={(e) => filter(setStockZero)(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <DataTable
        title={t('products.title')}
        data={products.data?.data ?? []}
        columns={columns}
        getRowId={(p) => p.id}
        loading={products.isFetching}
        pageSizes={[25]}
        initialPageSize={25}
        server={{ total: products.data?.meta.total ?? 0, state: { ...view, perPage: 25 }, onStateChange: setView }}
        toolbar={
          <Button component={Link} to="/admin/products/new">
            {t('products.new')}
          </Button>
        }
        selectionActions={(rows, clear) => (
          <>
            <Button variant="light" loading={bulk.isPending} onClick={() => setActiveOf(rows, true, clear)}>
              {t('products.activate')}
            </Button>
            <Button
              variant="light"
              color="gray"
              loading={bulk.isPending}
              onClick={() => setActiveOf(rows, false, clear)}
            >
              {t('products.deactivate')}
            </Button>
          </>
        )}
      />
    </>
  );
}

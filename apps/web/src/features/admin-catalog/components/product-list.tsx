import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
// A labelled checkbox or radio lays out its label beside it only with these styles.
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminProductRow } from '@wohnwerk/contract/admin-catalog';
import { RESTORE_DAYS } from '@wohnwerk/contract/admin-deletions';
import { photoSrcSet } from '@wohnwerk/contract/photo-urls';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn, ServerTableState } from '../../../components/ui/data-table/types.ts';
import { isAdmin, useCurrentUser } from '../../../lib/current-user.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useBulkActivate } from '../api/bulk-products.ts';
import { useRestore } from '../api/deletions.ts';
import { openingProductList, productListParams, useAdminProducts } from '../api/list-products.ts';
import { useRecords } from '../api/records.ts';
import { categoryChoices } from '../category-tree.ts';

/** Two filters side by side on a phone. */
const half = 'calc(50% - var(--mantine-spacing-sm) / 2)';

/**
 * Every product, paged and searched on the server (name, code, EAN), with filters and bulk (de)activation;
 * under "Gelöscht" the deleted ones, which admins restore (decision 152).
 */
export function ProductList() {
  const { t, i18n } = useTranslation('admin-catalog');
  const { user } = useCurrentUser();
  const [deleted, setDeleted] = useState(openingProductList.deleted);
  const restore = useRestore('products');
  const [view, setView] = useState<ServerTableState>(openingProductList.view);
  const [category, setCategory] = useState<string | null>(openingProductList.category);
  const [shop, setShop] = useState<string | null>(openingProductList.shop);
  const [brand, setBrand] = useState<string | null>(openingProductList.brand);
  const [active, setActive] = useState<string | null>(openingProductList.active);
  const [stockZero, setStockZero] = useState(openingProductList.stockZero);
  const categories = useRecords('categories');
  const shops = useRecords('shops');
  const brands = useRecords('brands');
  const bulk = useBulkActivate();
  const products = useAdminProducts(productListParams({ view, category, shop, brand, active, stockZero, deleted }));
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setView((s) => ({ ...s, page: 1 }));
    };

  const columns = useMemo<DataTableColumn<AdminProductRow>[]>(
    () => [
      {
        id: 'image',
        header: t('products.image'),
        value: (p) => p.image ?? '',
        sortable: false,
        searchable: false,
        // The list picture, as in the shop; the name beside it says what it shows.
        render: (p) =>
          p.image ? (
            <img
              src={p.image}
              srcSet={photoSrcSet(p.image)}
              sizes="56px"
              alt=""
              width={56}
              height={42}
              loading="lazy"
              style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
              data-testid="product-thumbnail"
            />
          ) : null,
      },
      { id: 'id', header: t('products.id'), value: (p) => p.id, format: 'integer', phone: 'hide' },
      { id: 'code', header: t('fields.code'), value: (p) => p.code },
      {
        id: 'name',
        header: t('fields.name'),
        value: (p) => p.name,
        // A deleted product is not opened (the server answers 404 until it is restored).
        render: (p) => (deleted ? p.name : <Link to={`/admin/products/${p.id}`}>{p.name}</Link>),
        phone: 'title',
      },
      { id: 'category', header: t('fields.category_id'), value: (p) => p.category_name, sortable: false },
      { id: 'shop', header: t('fields.shop_id'), value: (p) => p.shop_name, sortable: false, phone: 'hide' },
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
      ...(deleted
        ? ([
            {
              id: 'deleted_at',
              header: t('deleted.at'),
              value: (p) => p.deleted_at ?? '',
              sortable: false,
              render: (p) => (p.deleted_at ? formatDateTime(p.deleted_at, i18n.language) : ''),
            },
            { id: 'deleted_by', header: t('deleted.by'), value: (p) => p.deleted_by_name ?? '', sortable: false },
          ] satisfies DataTableColumn<AdminProductRow>[])
        : []),
    ],
    [t, i18n.language, deleted],
  );

  const onRestore = async (p: AdminProductRow) => {
    try {
      const answer = await restore.mutateAsync(p.id);
      notifications.show({ message: answer.message });
    } catch (error) {
      notifications.show({ message: errorText(error, t('errors.save')), color: 'red' });
    }
  };

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
      <SegmentedControl
        mb="sm"
        aria-label={t('categories.view')}
        value={deleted ? 'deleted' : 'current'}
        onChange={(v) => filter(setDeleted)(v === 'deleted')}
        data={[
          { value: 'current', label: t('products.title') },
          { value: 'deleted', label: t('products.deleted') },
        ]}
      />
      {deleted ? (
        <Text size="sm" mb="sm">
          {t('deleted.hint', { days: RESTORE_DAYS })}
        </Text>
      ) : null}
      <Group align="end" gap="sm" mb="sm" wrap="wrap">
        <Select
          label={t('fields.category_id')}
          data={categoryChoices(categories.data ?? [])}
          value={category}
          onChange={filter(setCategory)}
          clearable
          searchable
          w={{ base: half, sm: 200 }}
        />
        <Select
          label={t('fields.shop_id')}
          data={options(shops.data)}
          value={shop}
          onChange={filter(setShop)}
          clearable
          w={{ base: half, sm: 180 }}
        />
        <Select
          label={t('fields.brand_id')}
          data={options(brands.data)}
          value={brand}
          onChange={filter(setBrand)}
          clearable
          searchable
          w={{ base: half, sm: 180 }}
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
          w={{ base: half, sm: 140 }}
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
        phoneCards
        server={{ total: products.data?.meta.total ?? 0, state: { ...view, perPage: 25 }, onStateChange: setView }}
        toolbar={
          deleted ? undefined : (
            <Button component={Link} to="/admin/products/new">
              {t('products.new')}
            </Button>
          )
        }
        rowActions={
          deleted && isAdmin(user)
            ? (p) => (
                <Button
                  size="xs"
                  variant="light"
                  loading={restore.isPending && restore.variables === p.id}
                  onClick={() => onRestore(p)}
                  aria-label={t('deleted.restoreName', { name: p.name })}
                >
                  {t('deleted.restore')}
                </Button>
              )
            : undefined
        }
        selectionActions={
          deleted
            ? undefined
            : (rows, clear) => (
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
              )
        }
      />
    </>
  );
}

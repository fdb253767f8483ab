import '@mantine/core/styles/NumberInput.css';
import { Anchor, NumberInput } from '@mantine/core';
import type { FiguresReply } from '@wohnwerk/contract/figures';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { FigurePanel } from './figure-section.tsx';

type Row = FiguresReply['low_stock']['products'][number];

/** Active products at 0 or below the threshold, lowest first, each linking to its product page. */
export function LowStock({
  stock,
  below,
  onBelow,
}: {
  stock: FiguresReply['low_stock'];
  below: number;
  onBelow: (below: number) => void;
}) {
  const { t } = useTranslation('figures');
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        id: 'name',
        header: t('stock.name'),
        value: (r) => r.name,
        render: (r) => (
          <Anchor component={Link} to={`/product/${r.id}`}>
            {r.name}
          </Anchor>
        ),
        phone: 'title',
      },
      { id: 'code', header: t('stock.code'), value: (r) => r.code },
      { id: 'stock', header: t('stock.stock'), value: (r) => r.stock, format: 'integer' },
    ],
    [t],
  );
  return (
    <FigurePanel id="figures-stock" title={t('stock.title')}>
      <DataTable
        title={t('stock.title')}
        data={stock.products}
        columns={columns}
        getRowId={(r) => r.id}
        rowTone={(r) => (r.stock <= 0 ? 'danger' : undefined)}
        dangerLabel={t('stock.soldOut')}
        phoneCards
        toolbar={
          <NumberInput
            label={t('stock.below')}
            value={below}
            min={0}
            max={1000}
            clampBehavior="strict"
            allowDecimal={false}
            w={160}
            onChange={(v) => onBelow(typeof v === 'number' ? v : 0)}
          />
        }
      />
    </FigurePanel>
  );
}

import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { daysBetween, FIGURES_MAX_DAYS } from '@wohnwerk/contract/figures';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { openingFigures, useFigures, useFiguresStream } from '../api/get-figures.ts';
import { berlinToday, type Granularity, granularityFor, type Period, type Preset, periodOf } from '../periods.ts';
import { AccountingExport } from './accounting-export.tsx';
import { Customers, Funnel, Ranking, SalesOverTime } from './figures-charts.tsx';
import { KeyFigures } from './key-figures.tsx';
import { KeyFiguresTable } from './key-figures-table.tsx';
import { LowStock } from './low-stock.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { SellerFigures } from './seller-figures.tsx';

/** /admin/figures: the shop's figures for a period against the one before, live (decision 140). */
export function FiguresScreen() {
  const { t, i18n } = useTranslation('figures');
  const today = berlinToday();
  const [preset, setPreset] = useState<Preset>(openingFigures.preset);
  const [custom, setCustom] = useState<Period>(() => periodOf('days7', today));
  const [chosenGranularity, setGranularity] = useState<Granularity | null>(null);
  const [below, setBelow] = useState<number>(openingFigures.lowStockBelow);

  const customError =
    !custom.from || !custom.to
      ? t('period.missing')
      : custom.to < custom.from
        ? t('period.reversed')
        : daysBetween(custom.from, custom.to) > FIGURES_MAX_DAYS
          ? t('period.tooLong')
          : undefined;
  const period = preset === 'custom' ? custom : periodOf(preset, today);
  const valid = preset !== 'custom' || !customError;
  const granularity = chosenGranularity ?? (valid ? granularityFor(period) : 'day');
  const params = useMemo(
    () => ({ from: period.from, to: period.to, granularity, low_stock_below: below }),
    [period.from, period.to, granularity, below],
  );
  const figures = useFigures(params, valid);
  const live = useFiguresStream();
  const data = figures.data;
  const day = (d: string) => formatDay(d, i18n.language);

  return (
    // A flex child (the staff layout's main) may shrink below its tables' width; they scroll inside.
    <Container size="xl" py="md" w="100%" miw={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            {data && (
              <Text size="sm" c="dimmed" data-testid="figures-period">
                {t('periodText', { from: day(data.from), to: day(data.to) })} ·{' '}
                {t('compare.period', { from: day(data.previous.from), to: day(data.previous.to) })}
              </Text>
            )}
          </div>
          <Badge color={live ? 'teal.9' : 'gray.7'} variant="filled" data-testid="figures-live">
            {live ? t('live.on') : t('live.off')}
          </Badge>
        </Group>
        <PeriodPicker
          preset={preset}
          onPreset={(p) => {
            setPreset(p);
            setGranularity(null);
          }}
          custom={custom}
          onCustom={setCustom}
          granularity={granularity}
          onGranularity={setGranularity}
          error={preset === 'custom' ? customError : undefined}
        />
        {figures.isError && <Alert color="red">{t('error')}</Alert>}
        {!data ? (
          <Skeleton h={400} />
        ) : (
          <>
            <KeyFigures totals={data.totals} previous={data.previous.totals} />
            <KeyFiguresTable figures={data} />
            <SellerFigures period={period} enabled={valid} />
            <SalesOverTime figures={data} />
            <Funnel figures={data} />
            <Ranking id="figures-products" title={t('top.products')} rows={data.top_products} />
            <Ranking id="figures-categories" title={t('top.categories')} rows={data.top_categories} />
            <Customers figures={data} />
            <LowStock stock={data.low_stock} below={below} onBelow={setBelow} />
          </>
        )}
        <AccountingExport />
      </Stack>
    </Container>
  );
}

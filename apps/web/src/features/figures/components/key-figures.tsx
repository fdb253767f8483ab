import '@mantine/core/styles/SimpleGrid.css';
import { Group, Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import type { FiguresTotals } from '@wohnwerk/contract/figures';
import { useTranslation } from 'react-i18next';
import { fixed, formatPrice } from '../../../lib/format.ts';
import { change } from '../periods.ts';

type Key = keyof FiguresTotals;

interface Card {
  key: Key;
  kind: 'euro' | 'count';
  /** A rise is good news (revenue) or bad news (refunds); the colour of the change says which. */
  goodWhenUp: boolean;
  /** A second line: the count that goes with an amount. */
  countKey?: Key;
}

const keyFigureCards: Card[] = [
  { key: 'revenue', kind: 'euro', goodWhenUp: true },
  { key: 'revenue_net', kind: 'euro', goodWhenUp: true },
  { key: 'orders', kind: 'count', goodWhenUp: true },
  { key: 'average_order_value', kind: 'euro', goodWhenUp: true },
  { key: 'refunded', kind: 'euro', goodWhenUp: false, countKey: 'refunds' },
  { key: 'withdrawn', kind: 'euro', goodWhenUp: false, countKey: 'withdrawals' },
  { key: 'coupon_discount', kind: 'euro', goodWhenUp: false, countKey: 'coupon_orders' },
  { key: 'gift_discount', kind: 'euro', goodWhenUp: false, countKey: 'gift_orders' },
];

const formatFigure = (value: number, kind: Card['kind']) => (kind === 'euro' ? formatPrice(value) : fixed(value, 0));

/** "+12,5 %" / "−3,0 %" / null when the previous period had nothing. */
function changeText(now: number, before: number): string | null {
  const c = change(now, before);
  if (c === null) return null;
  return `${c > 0 ? '+' : c < 0 ? '−' : '±'}${fixed(Math.abs(c), 1)} %`;
}

/** The key figure cards: value, and the change against the previous period with an arrow. */
export function KeyFigures({ totals, previous }: { totals: FiguresTotals; previous: FiguresTotals }) {
  const { t } = useTranslation('figures');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {keyFigureCards.map((card) => {
        const now = totals[card.key];
        const before = previous[card.key];
        const text = changeText(now, before);
        const up = now > before;
        const color = now === before ? 'dimmed' : up === card.goodWhenUp ? 'teal.9' : 'red.9';
        const arrow = now === before ? '→' : up ? '↑' : '↓';
        return (
          <Paper key={card.key} withBorder p="sm" radius="md" data-testid={`figure-${card.key}`}>
            <Text size="sm" c="dimmed" component="h3" fw={500} m={0}>
              {t(`totals.${card.key}`)}
            </Text>
            <Text fz="xl" fw={700} data-testid={`figure-${card.key}-value`}>
              {formatFigure(now, card.kind)}
            </Text>
            {card.countKey && (
              <Text size="xs" c="dimmed">
                {t(`totals.${card.countKey}`)}: {fixed(totals[card.countKey], 0)}
              </Text>
            )}
            <Group gap={4} wrap="nowrap">
              <Text size="sm" c={color} aria-hidden="true">
                {arrow}
              </Text>
              <Text size="sm" c={color}>
                <VisuallyHidden>{t('compare.sr')} </VisuallyHidden>
                {text ?? t('compare.none')}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('compare.before', { value: formatFigure(before, card.kind) })}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

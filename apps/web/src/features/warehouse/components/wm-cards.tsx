import { SimpleGrid, Text } from '@mantine/core';
import type { WmCard } from '@wohnwerk/contract/warehouse';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { backofficeLanguage } from '../../../lib/i18n.ts';
import classes from './warehouse.module.css';

/** One card per warehouse document, linking to /wm/{tr_idtrans}/{two_barcode_flag} (spec §2.10). */
export function WmCards({ items }: { items: WmCard[] }) {
  const { i18n } = useTranslation();
  const { t } = useTranslation('warehouse', { lng: backofficeLanguage(i18n.language) });
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
      aria-label={t('aw.cards')}
    >
      {items.map((card) => (
        <li key={card.id}>
          <Link
            to={`/wm/${card.tr_idtrans}/${card.two_barcode}`}
            className={[classes.card, card.lines > 0 && card.lines_done === card.lines ? classes.cardDone : ''].join(
              ' ',
            )}
          >
            <Text fw={700} size="lg">
              {card.tr_numer}
            </Text>
            <Text size="sm">{card.tr_idtrans}</Text>
            <Text size="xs" c="dimmed">
              {t('aw.progress', { done: card.lines_done, total: card.lines })}
            </Text>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}

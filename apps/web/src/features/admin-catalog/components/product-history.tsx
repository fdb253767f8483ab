import { Fieldset, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@wohnwerk/contract/admin-catalog';
import { photoSrcSet } from '@wohnwerk/contract/photo-urls';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import timeline from '../../../components/ui/timeline.module.css';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useProductHistory } from '../api/product.ts';
import { useProductPhotos } from '../api/product-photos.ts';
import { useRecords } from '../api/records.ts';
import classes from './product-history.module.css';

const PRICES = new Set(['price', 'old_price', 'purchase_price']);
const FLAGS = new Set(['active', 'best_seller', 'is_light']);
const RECORDS = { category_id: 'categories', shop_id: 'shops', brand_id: 'brands', series_id: 'series' } as const;
/** Values a creation leaves out: fields the new product has empty. */
const EMPTY = new Set(['', '[]', 'false']);
/** Long texts are cut in the list: the form shows the whole. */
const SHOWN_CHARS = 80;

/** One change as it happened: the entries of one save, one import row, one order's stock. */
interface Change {
  key: string;
  at: string;
  entries: AuditEntry[];
}

/** Entries of the same moment, maker and cause belong to one change (the history answers newest first). */
function changesOf(entries: AuditEntry[]): Change[] {
  const changes: Change[] = [];
  for (const e of entries) {
    const key = [e.created_at, e.source, e.user_id, e.import_id, e.order_number].join('|');
    const last = changes.at(-1);
    if (last?.key === key) last.entries.push(e);
    else changes.push({ key, at: e.created_at, entries: [e] });
  }
  return changes;
}

/** Who or what made a change: "Anna Admin", "Import #12 (Anna Admin)", "Bestellung WW-2026-000123", … */
function makerOf(e: AuditEntry, t: TFunction<'admin-catalog'>): string {
  const person = e.user_name ?? null;
  const order = e.order_number ?? '–';
  switch (e.source) {
    case 'import':
      return person
        ? t('history.by.importBy', { number: e.import_number ?? '–', name: person })
        : t('history.by.import', { number: e.import_number ?? '–' });
    case 'order':
      return t('history.by.order', { order });
    case 'cancellation':
      return person ? t('history.by.cancellationBy', { order, name: person }) : t('history.by.cancellation', { order });
    case 'refund':
      return person ? t('history.by.refundBy', { order, name: person }) : t('history.by.refund', { order });
    case 'expiry':
      return t('history.by.expiry', { order });
    case 'withdrawal':
      return t('history.by.withdrawal', { order });
    default:
      return person ?? t('history.by.unknown');
  }
}

/** The product history under the form: every change, newest first, with who or what made it (decision 150). */
export function ProductHistory({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation('admin-catalog');
  const history = useProductHistory(productId);
  const photos = useProductPhotos(productId);
  const records = {
    categories: useRecords('categories'),
    shops: useRecords('shops'),
    brands: useRecords('brands'),
    series: useRecords('series'),
  };
  const shownPhotos = new Set((photos.data?.data ?? []).map((p) => p.path));

  const value = (field: string, text: string | null): string => {
    if (text === null || text === '') return '–';
    if (PRICES.has(field)) return formatPrice(Number(text));
    if (FLAGS.has(field)) return text === 'true' ? t('history.yes') : t('history.no');
    if (field === 'tax') return `${text} %`;
    if (field === 'cbm' || field === 'kg') return i18n.language === 'en' ? text : text.replace('.', ',');
    if (field in RECORDS) {
      const list = records[RECORDS[field as keyof typeof RECORDS]].data as
        | { id: number; name?: string; name_de?: string }[]
        | undefined;
      const found = list?.find((r) => String(r.id) === text);
      return found?.name ?? found?.name_de ?? `#${text}`;
    }
    if (field === 'attributes') return t('history.attributes');
    if (field === 'lightning') {
      const ids = JSON.parse(text) as number[];
      return ids.length ? ids.map((id) => `#${id}`).join(', ') : '–';
    }
    return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
  };

  const line = (e: AuditEntry) => {
    if (e.field === 'photo') {
      const path = e.after ?? e.before ?? '';
      return (
        <span className={classes.photo}>
          {e.after && shownPhotos.has(path) ? (
            <img src={path} srcSet={photoSrcSet(path)} sizes="48px" alt="" width={48} height={36} />
          ) : null}
          {e.after ? t('history.photoAdded') : t('history.photoRemoved')}
        </span>
      );
    }
    if (e.field === 'photo_order') return t('history.photoOrder');
    if (e.field === 'pdf_file')
      return e.after ? t('history.pdfAdded', { name: e.after }) : t('history.pdfRemoved', { name: e.before ?? '' });
    // "Preis (€)" is the form's label; here the value says €.
    const label =
      e.field === 'attributes'
        ? t('form.groups')
        : t(`fields.${e.field}`, { defaultValue: e.field }).replace(/ \(€\)$/, '');
    if (e.before === null) return `${label}: ${value(e.field, e.after)}`;
    if (e.after === null) return t('history.cleared', { field: label, before: value(e.field, e.before) });
    return `${label}: ${value(e.field, e.before)} → ${value(e.field, e.after)}`;
  };

  const changes = changesOf(history.data?.changes ?? []);
  return (
    <Fieldset legend={t('history.title')} data-testid="product-history" mt="lg">
      {history.isPending ? (
        <Text size="sm">{t('history.loading')}</Text>
      ) : changes.length === 0 ? (
        <Text size="sm">{t('history.none')}</Text>
      ) : (
        <ol className={timeline.timeline}>
          {changes.map((change) => {
            const first = change.entries[0];
            const created = change.entries.some((e) => e.field === 'code' && e.before === null);
            // In the order they were recorded (the form's order); a creation leaves out the fields it left empty.
            const shown = [...change.entries]
              .reverse()
              .filter((e) => !created || e.field === 'active' || !EMPTY.has(e.after ?? ''));
            const deleted =
              change.entries.every((e) => e.after === null) && change.entries.some((e) => e.field === 'code');
            return (
              <li key={`${change.key}|${first.id}`}>
                <Text fw={600} size="sm">
                  {`${formatDateTime(change.at, i18n.language)} · ${makerOf(first, t)}`}
                </Text>
                <Stack gap={0}>
                  {created ? <Text size="sm">{t('history.created')}</Text> : null}
                  {deleted ? <Text size="sm">{t('history.deleted')}</Text> : null}
                  {deleted
                    ? null
                    : shown.map((e) => (
                        <Text size="sm" key={e.id}>
                          {line(e)}
                        </Text>
                      ))}
                </Stack>
              </li>
            );
          })}
        </ol>
      )}
    </Fieldset>
  );
}

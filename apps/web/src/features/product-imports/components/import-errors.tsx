import '@mantine/core/styles/Table.css';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportStatusReply } from '@wohnwerk/contract/product-imports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import stacked from '../../../components/ui/stacked-table.module.css';
import { downloadErrors, downloadRefused } from '../api/download.ts';
import type { ImportArea } from '../api/import-area.ts';

/**
 * The row errors of an import, each with what fixing it needs (row, Artikelnummer, column, the
 * refused value, the message), and the refused rows as a file in the import's layout to correct
 * and upload again. On a phone every error is a card.
 */
export function ImportErrors({ area, data }: { area: ImportArea; data: ImportStatusReply }) {
  const { t } = useTranslation('imports');
  const [failed, setFailed] = useState(false);
  const run = (download: Promise<void>) => {
    setFailed(false);
    download.catch(() => setFailed(true));
  };
  const label = (key: string) => t(`errors.${key}`);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('errors.title')}
      </Title>
      <Text size="sm">{t('errors.fixHint')}</Text>
      <Group gap="xs" wrap="wrap">
        <Button size="xs" onClick={() => run(downloadRefused(area, data.id, 'csv'))}>
          {t('errors.refusedCsv')}
        </Button>
        <Button size="xs" onClick={() => run(downloadRefused(area, data.id, 'xlsx'))}>
          {t('errors.refusedXlsx')}
        </Button>
        <Button variant="default" size="xs" onClick={() => run(downloadErrors(area, data.id))}>
          {t('errors.download')}
        </Button>
      </Group>
      {failed ? (
        <Text size="sm" c="red.8" role="alert">
          {t('errors.downloadFailed')}
        </Text>
      ) : null}
      <div className={stacked.wrap}>
        <Table role="table" striped withTableBorder className={stacked.table} data-testid="import-errors">
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              {['row', 'code', 'column', 'value', 'message'].map((key) => (
                <Table.Th role="columnheader" scope="col" key={key}>
                  {label(key)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {data.errors.map((e) => (
              <Table.Tr role="row" key={`${e.row}-${e.column}-${e.message}`}>
                <Table.Td role="cell" data-label={label('row')}>
                  {e.row}
                </Table.Td>
                <Table.Td role="cell" data-label={label('code')}>
                  {e.code ?? t('errors.empty')}
                </Table.Td>
                <Table.Td role="cell" data-label={label('column')}>
                  {e.column}
                </Table.Td>
                <Table.Td role="cell" data-label={label('value')} style={{ whiteSpace: 'pre-wrap' }}>
                  {e.value ?? t('errors.empty')}
                </Table.Td>
                <Table.Td role="cell" data-label={label('message')}>
                  {e.message}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {data.errors_total > data.errors.length ? (
        <Text size="sm" c="dimmed">
          {t('errors.more', { shown: data.errors.length, total: data.errors_total })}
        </Text>
      ) : null}
    </Stack>
  );
}

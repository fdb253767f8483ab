import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ScrollArea.css';
import { Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_COLUMNS, SELLER_PRODUCT_COLUMNS } from '@wohnwerk/contract/product-imports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { downloadExport } from '../api/download.ts';
import { useImport } from '../api/get-import.ts';
import type { ImportArea } from '../api/import-area.ts';
import { useUploadImport } from '../api/upload-import.ts';
import { ImportProgress } from './import-progress.tsx';

/**
 * Export, upload an edited file, watch the dry run, read its errors, apply it: the staff's /admin/imports and the
 * seller portal's /seller/imports (decision 175), each against its own API. The import shown is the address's ?id=.
 */
export function ImportFlow({ area }: { area: ImportArea }) {
  const { t } = useTranslation('imports');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImport(area);
  const current = useImport(area, id);
  const uploadError = upload.error && isApiError(upload.error) ? upload.error.fieldErrors.file?.[0] : null;
  const columns = area === 'seller' ? SELLER_PRODUCT_COLUMNS : PRODUCT_COLUMNS;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('export.title')}
        </Title>
        <Group>
          <Button variant="default" onClick={() => void downloadExport(area, 'csv')}>
            {t('export.csv')}
          </Button>
          <Button variant="default" onClick={() => void downloadExport(area, 'xlsx')}>
            {t('export.xlsx')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('export.columns', { columns: columns.map((c) => c.header).join(', ') })}
        </Text>
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          upload.mutate(file, { onSuccess: (answer) => setParams({ id: answer.id }) });
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('upload.title')}
          </Title>
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={t('upload.file')}
              placeholder={t('upload.placeholder')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={setFile}
              error={uploadError}
              w={{ base: '100%', sm: 360 }}
            />
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              {t('upload.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {current.data ? <ImportProgress area={area} data={current.data} /> : null}
    </Stack>
  );
}

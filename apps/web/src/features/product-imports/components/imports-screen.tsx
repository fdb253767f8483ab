import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImportFlow } from './import-flow.tsx';

/** /admin/imports: export every product, upload an edited file, watch the dry run, read its errors, apply it. */
export function ImportsScreen() {
  const { t } = useTranslation('imports');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <ImportFlow area="admin" />
      </Stack>
    </Container>
  );
}

import { Button, Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A failed route module (e.g. a chunk gone after a deploy) or a render error: offer a reload instead of a blank page. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.warn('Route error', error);
  }, [error]);
  return (
    <Container size="sm" py={64} ta="center">
      <Title order={1} mb="md">
        {t('errors.generic')}
      </Title>
      <Text mb="xl" c="dimmed">
        {error instanceof Error ? error.message : null}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('errors.retry')}</Button>
    </Container>
  );
}

import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  // Used as a Suspense fallback, so it must not suspend itself while a catalogue loads.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Center py={80} role="status" aria-live="polite">
      <Loader aria-label={ready ? t('app.loading') : '…'} />
    </Center>
  );
}

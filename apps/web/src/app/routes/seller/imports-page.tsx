import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImportFlow } from '../../../features/product-imports/components/import-flow.tsx';
import { SellerPage } from './seller-page.tsx';

/** /seller/imports: the staff's import flow against the seller's own API, limited to their shops (decision 175). */
export default function SellerImportsPage() {
  const { t } = useTranslation('seller');
  return (
    <SellerPage title={t('imports.title')}>
      <Text c="gray.7" mb="lg">
        {t('imports.intro')}
      </Text>
      <ImportFlow area="seller" />
    </SellerPage>
  );
}

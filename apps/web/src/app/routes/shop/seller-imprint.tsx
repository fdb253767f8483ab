import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShopInfo } from '../../../lib/shop-info.ts';

/**
 * The Impressum's legal data (§ 5 DDG) from the seller's settings (SELLER_*, decision 122), the
 * same the order confirmation and the invoices print; the page's own text follows it.
 */
export function SellerImprint() {
  const { t } = useTranslation('shop');
  const { data: seller, isPending } = useShopInfo();
  if (isPending) return <Skeleton height={160} mb="lg" aria-hidden="true" />;
  if (!seller) return null;
  return (
    <Stack gap="xs" mb="lg" data-testid="seller-imprint">
      <Title order={2} size="h3">
        {t('imprint.heading')}
      </Title>
      <Text component="address" style={{ fontStyle: 'normal' }}>
        {seller.name}
        <br />
        {seller.street}
        <br />
        {seller.zip} {seller.city}
      </Text>
      <Text>
        {seller.phone && (
          <>
            {t('imprint.phone', { phone: seller.phone })}
            <br />
          </>
        )}
        {t('imprint.email', { email: seller.email })}
      </Text>
      {seller.managing_director && <Text>{t('imprint.managingDirector', { name: seller.managing_director })}</Text>}
      {seller.register && <Text>{t('imprint.register', { register: seller.register })}</Text>}
      <Text>{t('imprint.vatId', { vatId: seller.vat_id })}</Text>
    </Stack>
  );
}

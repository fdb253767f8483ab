import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isAdmin, useCurrentUser } from '../../../lib/current-user.ts';
import { SellerList } from '../../../features/sellers/components/seller-list.tsx';

/** /admin/sellers: the marketplace's sellers (decision 169); staff read, admins add and change. */
export default function AdminSellersPage() {
  const { t, ready } = useTranslation('sellers', { useSuspense: false });
  const { user } = useCurrentUser();
  if (!ready) return <PageLoader />;
  return (
    <Container size="xl" py="lg" w="100%">
      <Title order={1} mb="md" fz="1.6rem">
        {t('list.title')}
      </Title>
      <SellerList canEdit={isAdmin(user)} />
    </Container>
  );
}

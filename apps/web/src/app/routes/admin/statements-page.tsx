import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isAdmin, useCurrentUser } from '../../../lib/current-user.ts';
import { useSellers } from '../../../features/sellers/api/sellers.ts';
import { AdminStatements } from '../../../features/statements/components/admin-statements.tsx';

/** /admin/statements: the sellers' self-billing statements, issuing them, their PDFs and the payout file. */
export default function AdminStatementsPage() {
  const { t, ready } = useTranslation('statements', { useSuspense: false });
  const { user } = useCurrentUser();
  const sellers = useSellers();
  if (!ready) return <PageLoader />;
  return (
    <Container size="xl" py="lg" w="100%">
      <Title order={1} mb="md" fz="1.6rem">
        {t('title')}
      </Title>
      <AdminStatements sellers={sellers.data ?? []} isAdmin={isAdmin(user)} />
    </Container>
  );
}

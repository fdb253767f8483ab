import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isAdmin, useCurrentUser } from '../../../lib/current-user.ts';
import { useSeller } from '../../../features/sellers/api/sellers.ts';
import { SellerChanges } from '../../../features/sellers/components/seller-changes.tsx';
import { SellerUsers } from '../../../features/sellers/components/invite-form.tsx';
import { SellerForm } from '../../../features/sellers/components/seller-form.tsx';
import { useAdminStatements } from '../../../features/statements/api/statements.ts';
import { SellerStatementList } from '../../../features/statements/components/statement-table.tsx';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} fz="1.2rem" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The seller's statements, every month; the statements screen issues them. */
function Statements({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation('sellers');
  const statements = useAdminStatements({ month: '', sellerId });
  return (
    <>
      <SellerStatementList rows={statements.data ?? []} loading={statements.isFetching} />
      <Anchor component={Link} to={`/admin/statements?seller=${sellerId}`} size="sm" mt="sm" display="inline-block">
        {t('statements.all')}
      </Anchor>
    </>
  );
}

/**
 * /admin/sellers/new and /admin/sellers/{id}: the seller's data (admins edit, staff read with the IBAN masked), its
 * people and the invitation of a new one, its statements and its change history.
 */
export default function AdminSellerEditPage() {
  const { t } = useTranslation('sellers');
  const { id } = useParams();
  const { user } = useCurrentUser();
  const sellerId = id && /^\d+$/.test(id) ? Number(id) : null;
  const seller = useSeller(sellerId);
  const admin = isAdmin(user);
  if (id !== 'new' && sellerId === null) return <NotFoundPage />;
  if (id === 'new' && !admin) return <NotFoundPage />;
  if (sellerId !== null && seller.isPending) return <PageLoader />;
  if (sellerId !== null && !seller.data) return <NotFoundPage />;
  const data = seller.data ?? null;
  return (
    <Container size="lg" py="lg" w="100%">
      <Title order={1} mb="md" fz="1.6rem">
        {data ? data.company_name : t('form.newTitle')}
      </Title>
      {/* A new key per seller: the form starts from the loaded values. */}
      <SellerForm key={data?.id ?? 'new'} seller={data} canEdit={admin} />
      {data ? (
        <>
          <Section title={t('invite.title')} testId="seller-people">
            <SellerUsers seller={data} canInvite={admin} />
          </Section>
          <Section title={t('statements.title')} testId="seller-statements">
            <Statements sellerId={data.id} />
          </Section>
          <Section title={t('changes.title')} testId="seller-changes-section">
            <SellerChanges sellerId={data.id} />
          </Section>
        </>
      ) : null}
    </Container>
  );
}

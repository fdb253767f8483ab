import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyStatements } from '../../../features/statements/api/statements.ts';
import { StatementTable } from '../../../features/statements/components/statement-table.tsx';
import { SellerPage } from './seller-page.tsx';

/** /seller/statements: the seller's monthly self-billing statements and their PDFs. */
export default function SellerStatementsPage() {
  const { t } = useTranslation('statements');
  const statements = useMyStatements();
  return (
    <SellerPage title={t('title')}>
      <Text size="sm" c="gray.7" mb="md">
        {t('sellerIntro')}
      </Text>
      {statements.isError ? (
        <Alert color="red" role="alert" mb="md">
          {t('failed')}
        </Alert>
      ) : null}
      <StatementTable title={t('title')} rows={statements.data ?? []} side="seller" loading={statements.isFetching} />
    </SellerPage>
  );
}

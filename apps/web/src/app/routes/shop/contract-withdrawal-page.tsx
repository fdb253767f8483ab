import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { WithdrawalForm } from '../../../features/withdrawal/components/withdrawal-form.tsx';

/** /vertrag-widerrufen: the withdrawal function every visitor can reach from the footer (decision 051). */
export default function ContractWithdrawalPage() {
  const { t, ready } = useTranslation('checkout', { useSuspense: false });
  if (!ready) return <PageLoader />;
  return (
    <Container size="md" py="xl">
      <h1>{t('withdrawal.title')}</h1>
      <p>{t('withdrawal.intro')}</p>
      <p>
        <Link to="/widerrufsrecht">{t('withdrawal.rights')}</Link>
      </p>
      <WithdrawalForm />
    </Container>
  );
}

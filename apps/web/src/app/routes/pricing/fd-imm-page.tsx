import { useTranslation } from 'react-i18next';
import { ImmResultTable } from '../../../features/pricing/components/imm-result-table.tsx';
import { PricingPage } from '../../../features/pricing/components/pricing-nav.tsx';

/** Margin calculator (/fd-imm): a parameter set, a postal service, Calculate, the result table. */
export default function FdImmPage() {
  const { t } = useTranslation('pricing');
  return (
    <PricingPage title={t('imm.title')}>
      <ImmResultTable />
    </PricingPage>
  );
}

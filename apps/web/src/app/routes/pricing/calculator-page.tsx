import { useTranslation } from 'react-i18next';
import { FreightTable } from '../../../features/pricing/components/freight-table.tsx';
import { PricingPage } from '../../../features/pricing/components/pricing-nav.tsx';

/** Freight calculator (/calculator), account-checkout-pricing §2 and design/pricing.md. */
export default function CalculatorPage() {
  const { t } = useTranslation('pricing');
  return (
    <PricingPage title={t('freight.title')}>
      <FreightTable />
    </PricingPage>
  );
}

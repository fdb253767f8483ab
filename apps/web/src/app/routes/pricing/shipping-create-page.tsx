import { notifications } from '@mantine/notifications';
import { serviceFormSchema } from '@wohnwerk/contract/pricing';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveService } from '../../../features/pricing/api/save-service.ts';
import { PricingPage } from '../../../features/pricing/components/pricing-nav.tsx';
import { RecordForm, toFormValues } from '../../../features/pricing/components/record-form.tsx';
import { serviceFieldNames, serviceFields } from '../../../features/pricing/components/service-fields.ts';

/** New postal service (/new-shipping). */
export default function ShippingCreatePage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const save = useSaveService();
  return (
    <PricingPage title={t('shipping.createTitle')}>
      <RecordForm
        schema={serviceFormSchema}
        fields={serviceFields(t)}
        defaultValues={toFormValues(undefined, [...serviceFieldNames])}
        backTo="/shipping"
        onSave={async (values) => {
          await save.mutateAsync({ values });
          notifications.show({ message: t('shipping.created'), color: 'brand' });
          void navigate('/shipping');
        }}
      />
    </PricingPage>
  );
}

import { Alert, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { serviceFormSchema } from '@wohnwerk/contract/pricing';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveService } from '../../../features/pricing/api/save-service.ts';
import { useService } from '../../../features/pricing/api/service.ts';
import { PricingPage } from '../../../features/pricing/components/pricing-nav.tsx';
import { RecordForm, toFormValues } from '../../../features/pricing/components/record-form.tsx';
import { serviceFieldNames, serviceFields } from '../../../features/pricing/components/service-fields.ts';

/** Edit a postal service (/edit-shipping/{id}). */
export default function ShippingEditPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const record = useService(id);
  const save = useSaveService();
  return (
    <PricingPage title={t('shipping.editTitle')}>
      {record.isPending ? (
        <Skeleton height={240} />
      ) : record.isError || !record.data ? (
        <Alert color="red">
          {isApiError(record.error) && record.error.status === 404 ? t('errors.notFound') : t('errors.load')}
        </Alert>
      ) : (
        <RecordForm
          schema={serviceFormSchema}
          fields={serviceFields(t)}
          defaultValues={toFormValues(record.data, [...serviceFieldNames])}
          backTo="/shipping"
          onSave={async (values) => {
            await save.mutateAsync({ id, values });
            notifications.show({ message: t('shipping.updated'), color: 'brand' });
            void navigate('/shipping');
          }}
        />
      )}
    </PricingPage>
  );
}

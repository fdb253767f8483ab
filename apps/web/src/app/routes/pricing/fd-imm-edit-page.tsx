import { Alert, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { immInputSchema } from '@wohnwerk/contract/pricing';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveImmSet } from '../../../features/pricing/api/save-imm-set.ts';
import { useImmSet } from '../../../features/pricing/api/imm-set.ts';
import { PricingPage } from '../../../features/pricing/components/pricing-nav.tsx';
import { RecordForm, toFormValues } from '../../../features/pricing/components/record-form.tsx';
import { immFieldNames, immFields } from '../../../features/pricing/components/service-fields.ts';

/** Edit a postal service (/edit-shipping/{id}). */
export default function FdImmEditPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const record = useImmSet(id);
  const save = useSaveImmSet();
  return (
    <PricingPage title={t('immSets.editTitle')}>
      {record.isPending ? (
        <Skeleton height={240} />
      ) : record.isError || !record.data ? (
        <Alert color="red">
          {isApiError(record.error) && record.error.status === 404 ? t('errors.notFound') : t('errors.load')}
        </Alert>
      ) : (
        <RecordForm
          schema={immInputSchema}
          fields={immFields(t)}
          defaultValues={toFormValues(record.data, [...immFieldNames])}
          backTo="/fd-imm-table"
          onSave={async (values) => {
            await save.mutateAsync({ id, values });
            notifications.show({ message: t('immSets.updated'), color: 'brand' });
            void navigate('/fd-imm-table');
          }}
        />
      )}
    </PricingPage>
  );
}

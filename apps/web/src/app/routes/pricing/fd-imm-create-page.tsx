import { notifications } from '@mantine/notifications';
import { immInputSchema } from '@wohnwerk/contract/pricing';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveImmSet } from '../../../features/pricing/api/save-imm-set.ts';
import { PricingPage } from '../../../features/pricing/components/pricing-nav.tsx';
import { RecordForm, toFormValues } from '../../../features/pricing/components/record-form.tsx';
import { immFieldNames, immFields } from '../../../features/pricing/components/service-fields.ts';

/** New postal service (/new-shipping). */
export default function FdImmCreatePage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const save = useSaveImmSet();
  return (
    <PricingPage title={t('immSets.createTitle')}>
      <RecordForm
        schema={immInputSchema}
        fields={immFields(t)}
        defaultValues={toFormValues(undefined, [...immFieldNames])}
        backTo="/fd-imm-table"
        onSave={async (values) => {
          await save.mutateAsync({ values });
          notifications.show({ message: t('immSets.created'), color: 'brand' });
          void navigate('/fd-imm-table');
        }}
      />
    </PricingPage>
  );
}

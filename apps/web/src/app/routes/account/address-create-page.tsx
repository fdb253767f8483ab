import { Container, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSaveAddress } from '../../../features/account/api/save-address.ts';
import { AddressForm } from '../../../features/account/components/address-form.tsx';
import { useNavigateAndWait } from '../../app-router.tsx';

const backTo = '/profile?tab=adresse';

/** /address/create: a new address; the default box starts ticked (spec §2); after saving, back to the profile's Adresse tab. */
export default function AddressCreatePage() {
  const { t } = useTranslation('account');
  // Awaited by the form's save: it stays busy until the next page is there.
  const navigate = useNavigateAndWait();
  const save = useSaveAddress();
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('addressForm.createHeading')}
      </Title>
      <AddressForm
        backTo={backTo}
        defaultValues={{
          type: 'Shipping',
          address_1: '',
          address_2: '',
          city: '',
          state: '',
          country: 'Deutschland',
          zip: '',
          isDefault: true,
        }}
        onSave={async (values) => {
          const answer = await save.mutateAsync({ values });
          notifications.show({ message: answer.message, color: 'brand' });
          await navigate(backTo);
        }}
      />
    </Container>
  );
}

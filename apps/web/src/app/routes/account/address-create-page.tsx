import { Container, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveAddress } from '../../../features/account/api/save-address.ts';
import { AddressForm } from '../../../features/account/components/address-form.tsx';

const backTo = '/profile?tab=adresse';

/** /address/create: a new address; the default box starts ticked (spec §2); after saving, back to the profile's Adresse tab. */
export default function AddressCreatePage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
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

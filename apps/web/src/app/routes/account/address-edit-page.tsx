import type { ReactNode } from 'react';
import { Alert, Button, Container, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAddress } from '../../../features/account/api/get-address.ts';
import { useSaveAddress } from '../../../features/account/api/save-address.ts';
import { AddressForm } from '../../../features/account/components/address-form.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNavigateAndWait } from '../../app-router.tsx';

const backTo = '/profile?tab=adresse';

/** /address/:id: the same form as create, filled with the saved address (decision 060). */
export default function AddressEditPage() {
  const { t } = useTranslation('account');
  const id = Number(useParams().id);
  // Awaited by the form's save: it stays busy until the next page is there.
  const navigate = useNavigateAndWait();
  const address = useAddress(id);
  const save = useSaveAddress();

  let body: ReactNode;
  if (
    !Number.isInteger(id) ||
    id < 1 ||
    (address.isError && isApiError(address.error) && (address.error.status === 404 || address.error.status === 422))
  ) {
    body = (
      <Alert color="red" role="alert">
        {t('addressForm.notFound')}
      </Alert>
    );
  } else if (address.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('common:errors.generic')}
        <Button variant="outline" color="red" size="xs" ml="md" onClick={() => void address.refetch()}>
          {t('common:errors.retry')}
        </Button>
      </Alert>
    );
  } else if (!address.data) {
    body = <PageLoader />;
  } else {
    const a = address.data;
    body = (
      <AddressForm
        backTo={backTo}
        defaultValues={{
          type: a.type,
          address_1: a.address_1,
          address_2: a.address_2,
          city: a.city,
          state: a.state ?? '',
          country: a.country,
          zip: a.zip,
          isDefault: a.isDefault,
          company: a.company ?? '',
          vat_id: a.vat_id ?? '',
        }}
        onSave={async (values) => {
          const answer = await save.mutateAsync({ id, values });
          notifications.show({ message: answer.message, color: 'brand' });
          await navigate(backTo);
        }}
      />
    );
  }

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('addressForm.editHeading')}
      </Title>
      {body}
      {address.isError ? (
        <Button component={Link} to={backTo} variant="default" mt="md">
          {t('addressForm.back')}
        </Button>
      ) : null}
    </Container>
  );
}

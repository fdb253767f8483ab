import { Container, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useUpdateProfile } from '../../../features/account/api/update-profile.ts';
import { ProfileForm } from '../../../features/account/components/profile-form.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useNavigateAndWait } from '../../app-router.tsx';

/**
 * /edit-profile/:id. The id is the spec's; a customer only ever edits their own profile, so
 * another id leads to their own form (the server has no way to change someone else's).
 */
export default function EditProfilePage() {
  const { t } = useTranslation('account');
  const { id } = useParams();
  const { user } = useCurrentUser();
  // Awaited by the form's save: it stays busy until the next page is there.
  const navigate = useNavigateAndWait();
  const update = useUpdateProfile();
  if (!user) return null;
  if (id !== String(user.id)) return <Navigate to={`/edit-profile/${user.id}`} replace />;

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('profileForm.heading')}
      </Title>
      <ProfileForm
        user={user}
        backTo="/profile"
        onSave={async (values) => {
          const answer = await update.mutateAsync(values);
          notifications.show({ message: answer.message, color: 'brand' });
          await navigate('/profile');
        }}
      />
    </Container>
  );
}

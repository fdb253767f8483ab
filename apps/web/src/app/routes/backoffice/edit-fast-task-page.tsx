// Edit fast task (/edit-fast-task/{id}), backoffice.md §2.5.
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { FastTaskForm } from '../../../features/tasks/components/fast-task-form.tsx';

export default function EditFastTaskPage() {
  const { user } = useCurrentUser();
  const { id } = useParams();
  if (!user) return <PageLoader />;
  return <FastTaskForm key={id} id={Number(id)} meId={user.id} isAdmin={user.is_admin} />;
}

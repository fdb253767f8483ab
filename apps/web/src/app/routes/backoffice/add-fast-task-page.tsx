// Add fast task (/add-fast-task), backoffice.md §2.3.
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { FastTaskForm } from '../../../features/tasks/components/fast-task-form.tsx';

export default function AddFastTaskPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return <FastTaskForm meId={user.id} isAdmin={user.is_admin} />;
}

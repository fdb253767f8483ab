// Finished tasks and comments (/finished-tasks), backoffice.md §2.7.
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { FinishedTasks } from '../../../features/tasks/components/finished-tasks.tsx';

export default function FinishedTasksPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return <FinishedTasks meId={user.id} isAdmin={user.is_admin} />;
}

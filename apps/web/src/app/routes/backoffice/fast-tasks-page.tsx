// Fast-task list (/fast-tasks), backoffice.md §2.5.
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { FastTaskList } from '../../../features/tasks/components/fast-task-list.tsx';

export default function FastTasksPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return <FastTaskList meId={user.id} isAdmin={user.is_admin} />;
}

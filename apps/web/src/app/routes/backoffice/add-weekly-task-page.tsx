// Add weekly task (/add-weekly-tasks), backoffice.md §2.6.
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { WeeklyTaskForm } from '../../../features/tasks/components/weekly-task-form.tsx';

export default function AddWeeklyTaskPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return <WeeklyTaskForm isAdmin={user.is_admin} />;
}

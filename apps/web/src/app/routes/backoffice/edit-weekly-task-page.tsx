// Edit weekly task (/edit-weekly-task/{id}), backoffice.md §2.6.
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { WeeklyTaskForm } from '../../../features/tasks/components/weekly-task-form.tsx';

export default function EditWeeklyTaskPage() {
  const { user } = useCurrentUser();
  const { id } = useParams();
  if (!user) return <PageLoader />;
  return <WeeklyTaskForm key={id} id={Number(id)} isAdmin={user.is_admin} />;
}

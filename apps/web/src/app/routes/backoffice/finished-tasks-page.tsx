// Finished tasks and comments (/finished-tasks), backoffice.md §2.7.
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { FinishedTasks } from '../../../features/tasks/components/finished-tasks.tsx';

export default function FinishedTasksPage() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  if (!user) return <PageLoader />;
  // ?user= (from the comment edit screen) opens that person's tasks and comments; only admins choose a person.
  const chosen = Number(params.get('user'));
  const initialUserId = user.is_admin && Number.isInteger(chosen) && chosen > 0 ? chosen : user.id;
  return <FinishedTasks meId={user.id} isAdmin={user.is_admin} initialUserId={initialUserId} />;
}

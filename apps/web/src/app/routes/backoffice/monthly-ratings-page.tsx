// Monthly ratings (/monthly-ratings), backoffice.md §2.9.
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { MonthlyRatings } from '../../../features/tasks/components/monthly-ratings.tsx';

export default function MonthlyRatingsPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return <MonthlyRatings meId={user.id} isAdmin={user.is_admin} />;
}

// Day page (/excel), backoffice.md §2.2.
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { DaySheet } from '../../../features/daysheet/components/day-sheet.tsx';

export default function DayPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return <DaySheet isAdmin={user.is_admin} meId={user.id} />;
}

// Weekly tasks (/weekly-tasks), backoffice.md §2.6.
import { WeeklyTaskList } from '../../../features/tasks/components/weekly-task-list.tsx';

export default function WeeklyTasksPage() {
  return <WeeklyTaskList />;
}

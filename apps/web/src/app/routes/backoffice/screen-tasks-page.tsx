// Screen-task board (/screen-tasks), backoffice.md §2.8.
import { ScreenBoard } from '../../../features/tasks/components/screen-board.tsx';

export default function ScreenTasksPage() {
  return <ScreenBoard />;
}
